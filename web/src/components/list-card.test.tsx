import { fireEvent, render, screen, within } from '@testing-library/react';
import type { GridColDef } from '@mui/x-data-grid';
import { codeCellColours, ListCard, type ListCardProps } from './list-card';

interface Row {
  id: number;
  name: string;
  transportProcessCd: string;
}

const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: '이름', width: 120 },
  { field: 'transportProcessCd', headerName: '구분', width: 120 },
];

const rows: Row[] = [
  { id: 1, name: '홍길동', transportProcessCd: '통신수신' },
  { id: 2, name: '김철수', transportProcessCd: '일반' },
];

function renderList(props: Partial<ListCardProps<Row>> = {}) {
  const onSelect = jest.fn();
  const onPageChange = jest.fn();
  render(
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
      colourMapping
      height={400}
      disableVirtualization
      {...props}
    />,
  );
  return { onSelect, onPageChange };
}

describe('codeCellColours', () => {
  it('colours communication and parcel values orange', () => {
    for (const value of ['통신수신', '통신', '택배', ' 택배 ']) {
      expect(codeCellColours(value)).toMatchObject({ backgroundColor: '#FFEDD5', color: '#C2410C' });
    }
  });

  it('colours any other value blue', () => {
    for (const value of ['일반', '배송완료', 'A01', 3]) {
      expect(codeCellColours(value)).toMatchObject({ backgroundColor: '#DBEAFE', color: '#1E3A8A' });
    }
  });

  it('leaves empty cells alone', () => {
    for (const value of ['', '  ', null, undefined]) expect(codeCellColours(value)).toBeNull();
  });
});

describe('ListCard', () => {
  it('shows the title, the actions and the rows', () => {
    renderList({ actions: <button type="button">신규 추가</button> });
    expect(screen.getByRole('heading', { name: '사용자 목록' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '신규 추가' })).toBeInTheDocument();
    expect(screen.getByText('홍길동')).toBeInTheDocument();
    expect(screen.getByText('김철수')).toBeInTheDocument();
  });

  it('shows the empty message when there are no rows', () => {
    renderList({ rows: [], rowCount: 0 });
    expect(screen.getByText('등록된 운송이 없습니다.')).toBeInTheDocument();
  });

  it('colours the mapped code cells', () => {
    renderList();
    expect(screen.getByText('통신수신').closest('[role="gridcell"]')).toHaveClass('code-cell--orange');
    expect(screen.getByText('일반').closest('[role="gridcell"]')).toHaveClass('code-cell--blue');
    expect(screen.getByText('홍길동').closest('[role="gridcell"]')).not.toHaveClass('code-cell--blue');
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

  it('pages on the server with 17 rows a page', () => {
    const { onPageChange } = renderList({ rowCount: 40 });
    const pager = screen.getByRole('button', { name: /다음 페이지/ });
    fireEvent.click(pager);
    expect(onPageChange).toHaveBeenCalledWith(1);
    expect(within(document.body).getByText('1–17 / 총 40건')).toBeInTheDocument();
  });
});
