import { fireEvent, render, screen, within } from '@testing-library/react';
import type { GridColDef } from '@mui/x-data-grid';
import { cellToneClass, ListCard, type CellTones, type ListCardProps } from './list-card';

interface Row {
  id: number;
  name: string;
  sender: string;
}

const columns: GridColDef<Row>[] = [
  { field: 'sender', headerName: '보내는 분', width: 120 },
  { field: 'name', headerName: '이름', width: 120 },
];

const rows: Row[] = [
  { id: 1, name: '홍길동', sender: '한마음물류' },
  { id: 2, name: '김철수', sender: '한마음물류' },
  { id: 3, name: '이영희', sender: '하나상사' },
];

const manyRows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `이름${index + 1}`, sender: '' }));

function renderList(props: Partial<ListCardProps<Row>> = {}) {
  const onSelect = jest.fn();
  const onPageChange = jest.fn();
  const view = render(
    <ListCard<Row>
      title="사용자 목록"
      columns={columns}
      rows={rows}
      rowCount={rows.length}
      loading={false}
      page={0}
      onPageChange={onPageChange}
      getRowId={(row) => row.id}
      selectedId={null}
      onSelect={onSelect}
      emptyMessage="등록된 운송이 없습니다."
      height={400}
      disableVirtualization
      {...(props as object)}
    />,
  );
  return { onSelect, onPageChange, ...view };
}

const cellOf = (text: string) => screen.getByText(text).closest('[role="gridcell"]');
const dataRows = () => screen.getAllByRole('row').filter((row) => row.hasAttribute('data-id'));

describe('ListCard', () => {
  it('shows the title, the actions and the rows', () => {
    renderList({ actions: <button type="button">신규 추가</button> });
    expect(screen.getByRole('heading', { name: '사용자 목록' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '신규 추가' })).toBeInTheDocument();
    expect(screen.getByText('홍길동')).toBeInTheDocument();
    expect(screen.getByText('김철수')).toBeInTheDocument();
  });

  it('shows the export action left of the actions', () => {
    renderList({
      actions: <button type="button">신규 추가</button>,
      exportAction: <button type="button">엑셀 저장</button>,
    });
    const exportButton = screen.getByRole('button', { name: '엑셀 저장' });
    const addButton = screen.getByRole('button', { name: '신규 추가' });
    expect(exportButton.compareDocumentPosition(addButton) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the empty message when there are no rows', () => {
    renderList({ rows: [], rowCount: 0 });
    expect(screen.getByText('등록된 운송이 없습니다.')).toBeInTheDocument();
  });

  it('colours cells by a declared tone rule', () => {
    const tones: CellTones<Row> = {
      tones: { warm: { backgroundColor: '#FFEDD5', color: '#C2410C' } },
      toneOf: ({ field, value }) => (field === 'sender' && value === '하나상사' ? 'warm' : null),
    };
    renderList({ cellTones: tones });
    expect(cellOf('하나상사')).toHaveClass(cellToneClass('warm'));
    expect(cellOf('이영희')).not.toHaveClass(cellToneClass('warm'));
  });

  it('selects a row on click and highlights the selected one', () => {
    const { onSelect } = renderList({ selectedId: 2 });
    fireEvent.click(screen.getByText('홍길동'));
    expect(onSelect).toHaveBeenCalledWith(rows[0]);
    const selectedRow = screen.getByText('김철수').closest('[role="row"]');
    expect(selectedRow).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the loading text while loading', () => {
    renderList({ loading: true });
    expect(screen.getByText('목록을 불러오는 중...')).toBeInTheDocument();
  });

  it('pages on the server with 17 rows a page by default', () => {
    const { onPageChange } = renderList({ rowCount: 40 });
    const pager = screen.getByRole('button', { name: /다음 페이지/ });
    fireEvent.click(pager);
    expect(onPageChange).toHaveBeenCalledWith(1);
    expect(within(document.body).getByText('1–17 / 총 40건')).toBeInTheDocument();
  });

  it('says a lower-bound row count as 이상 and still turns to the next page', () => {
    const { onPageChange } = renderList({
      pageSize: 8,
      rows: manyRows(8),
      rowCount: 10_008,
      rowCountExact: false,
    });
    expect(screen.getByText('1–8 / 총 10,008건 이상')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /다음 페이지/ }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('pages 8 rows at a time when told', () => {
    const { onPageChange } = renderList({ pageSize: 8, rows: manyRows(8), rowCount: 20 });
    expect(screen.getByText('1–8 / 총 20건')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /다음 페이지/ }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it("shows every row without a pager when the page size is 'all'", () => {
    renderList({ pageSize: 'all', rows: manyRows(120), rowCount: undefined, page: undefined });
    expect(dataRows()).toHaveLength(120);
    expect(screen.getByText('이름120')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /다음 페이지/ })).not.toBeInTheDocument();
  });

  it('lets the user choose the page size and goes back to the first page', () => {
    const onPageSizeChange = jest.fn();
    const { onPageChange } = renderList({
      page: 1,
      rows: manyRows(17),
      rowCount: 40,
      pageSizeOptions: [10, 17, 'all'],
      onPageSizeChange,
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /페이지 당 행/ }));
    fireEvent.click(screen.getByRole('option', { name: '전체' }));
    expect(onPageSizeChange).toHaveBeenCalledWith('all');
    expect(onPageChange).toHaveBeenCalledWith(0);
  });

  describe('with multiple selection', () => {
    function renderMultiple(selectedIds: number[] = []) {
      const onSelectionChange = jest.fn();
      renderList({
        selectionMode: 'multiple',
        selectedIds,
        onSelectionChange,
        selectedId: undefined,
        onSelect: undefined,
      });
      return { onSelectionChange };
    }

    const rowCheckbox = (name: string) =>
      within(screen.getByText(name).closest('[role="row"]') as HTMLElement).getByRole('checkbox');

    it('shows a checkbox per row and reports the chosen ids with their rows', () => {
      const { onSelectionChange } = renderMultiple([1]);
      expect(rowCheckbox('홍길동')).toBeChecked();
      fireEvent.click(rowCheckbox('이영희'));
      expect(onSelectionChange).toHaveBeenLastCalledWith([1, 3], [rows[0], rows[2]]);
    });

    it('reports every row of the page for the header checkbox', () => {
      const { onSelectionChange } = renderMultiple();
      fireEvent.click(screen.getByRole('checkbox', { name: '모든 행 선택' }));
      expect(onSelectionChange).toHaveBeenLastCalledWith([1, 2, 3], rows);
    });
  });

  it('shows the summary row under the grid', () => {
    renderList({ summaryRow: <span>수량 합계 12 · 금액 합계 34,000원</span> });
    const summary = screen.getByRole('group', { name: '사용자 목록 합계' });
    expect(summary).toHaveTextContent('수량 합계 12 · 금액 합계 34,000원');
  });

  it('passes gridProps to the grid: rowSpanning merges equal senders', () => {
    renderList({ gridProps: { rowSpanning: true } });
    const merged = screen.getAllByText('한마음물류');
    expect(merged).toHaveLength(1);
    expect(merged[0]?.closest('[role="gridcell"]')).toHaveAttribute('aria-rowspan', '2');
  });

  it('keeps its own styles when gridProps add some', () => {
    renderList({
      gridProps: { getRowClassName: () => 'extra-row', sx: { '& .extra-row': { fontWeight: 700 } } },
    });
    expect(screen.getByText('홍길동').closest('[role="row"]')).toHaveClass('extra-row');
  });
});
