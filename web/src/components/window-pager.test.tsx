import { fireEvent, render, screen, within } from '@testing-library/react';
import type { GridColDef } from '@mui/x-data-grid';
import { ListCard } from './list-card';
import { pageWindow, WINDOW_PAGER_LABELS, WindowPager } from './window-pager';

function renderPager(page: number, rowCount = 123, onPageChange = jest.fn()) {
  render(
    <WindowPager
      label="배송 조회 목록"
      page={page}
      rowCount={rowCount}
      pageSize={10}
      onPageChange={onPageChange}
    />,
  );
  const nav = screen.getByRole('navigation', { name: '배송 조회 목록 페이지' });
  const numbers = () =>
    within(nav)
      .getAllByRole('button')
      .filter(
        (button) =>
          /페이지$/.test(button.getAttribute('aria-label') ?? '') && /^\d/.test(button.textContent ?? ''),
      )
      .map((button) => button.textContent);
  return { nav, numbers, onPageChange };
}

describe('pageWindow', () => {
  it('numbers pages in blocks of 5: 1..5, then 6..10, the last block cut at the page count', () => {
    expect(pageWindow(0, 13)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 13)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 13)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(12, 13)).toEqual([11, 12, 13]);
    expect(pageWindow(0, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(0, 0)).toEqual([]);
    expect(pageWindow(99, 13)).toEqual([11, 12, 13]);
    expect(pageWindow(3, 20, 3)).toEqual([4, 5, 6]);
  });
});

describe('WindowPager', () => {
  it('shows the total and the first window, the current page marked', () => {
    const { numbers } = renderPager(0);
    expect(screen.getByText('총 123건')).toBeInTheDocument();
    expect(numbers()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: '1 페이지' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: WINDOW_PAGER_LABELS.first })).toBeDisabled();
    expect(screen.getByRole('button', { name: WINDOW_PAGER_LABELS.previous })).toBeDisabled();
    expect(screen.getByRole('button', { name: WINDOW_PAGER_LABELS.next })).toBeEnabled();
  });

  it('a lower-bound total says 이상, turns to the next page and has no last page to jump to', () => {
    const onPageChange = jest.fn();
    render(
      <WindowPager
        label="배송 조회 목록"
        page={0}
        rowCount={10_010}
        rowCountExact={false}
        pageSize={10}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByText('총 10,010건 이상')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: WINDOW_PAGER_LABELS.last })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: WINDOW_PAGER_LABELS.next }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('asks for the page clicked, the next, the last and the first (zero-based)', () => {
    const { onPageChange } = renderPager(6);
    fireEvent.click(screen.getByRole('button', { name: '9 페이지' }));
    fireEvent.click(screen.getByRole('button', { name: WINDOW_PAGER_LABELS.next }));
    fireEvent.click(screen.getByRole('button', { name: WINDOW_PAGER_LABELS.previous }));
    fireEvent.click(screen.getByRole('button', { name: WINDOW_PAGER_LABELS.last }));
    fireEvent.click(screen.getByRole('button', { name: WINDOW_PAGER_LABELS.first }));
    expect(onPageChange.mock.calls).toEqual([[8], [7], [5], [12], [0]]);
  });

  it('shows the second window on page 6 and the cut last window on the last page', () => {
    const { numbers } = renderPager(5);
    expect(numbers()).toEqual(['6', '7', '8', '9', '10']);
    expect(screen.getByRole('button', { name: '6 페이지' })).toHaveAttribute('aria-current', 'page');
  });

  it('disables next and last on the last page', () => {
    const { numbers } = renderPager(12);
    expect(numbers()).toEqual(['11', '12', '13']);
    expect(screen.getByRole('button', { name: WINDOW_PAGER_LABELS.next })).toBeDisabled();
    expect(screen.getByRole('button', { name: WINDOW_PAGER_LABELS.last })).toBeDisabled();
  });

  it('does not ask for the page already shown', () => {
    const { onPageChange } = renderPager(2);
    fireEvent.click(screen.getByRole('button', { name: '3 페이지' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('shows one page and 총 0건 without rows', () => {
    const { numbers } = renderPager(0, 0);
    expect(screen.getByText('총 0건')).toBeInTheDocument();
    expect(numbers()).toEqual(['1']);
    expect(screen.getByRole('button', { name: WINDOW_PAGER_LABELS.next })).toBeDisabled();
  });
});

describe('ListCard with pagination="window"', () => {
  interface Row {
    id: number;
    name: string;
  }
  const columns: GridColDef<Row>[] = [{ field: 'name', headerName: '이름', width: 120 }];
  const rows = Array.from({ length: 10 }, (_, index) => ({ id: index + 1, name: `이름${index + 1}` }));

  it('replaces the grid footer with the window pager and pages through onPageChange', () => {
    const onPageChange = jest.fn();
    render(
      <ListCard<Row>
        title="배송 조회 목록"
        columns={columns}
        rows={rows}
        rowCount={57}
        loading={false}
        page={0}
        pageSize={10}
        onPageChange={onPageChange}
        pagination="window"
        getRowId={(row) => row.id}
        emptyMessage="조건에 맞는 배송 정보가 없습니다."
        height={400}
        disableVirtualization
      />,
    );
    expect(screen.getByText('총 57건')).toBeInTheDocument();
    // The grid's own pager ("1–10 / 총 57건") is gone.
    expect(screen.queryByText(/1–10/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '5 페이지' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '6 페이지' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '5 페이지' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
  });

  it('keeps the page while the next one loads (the grid never moves it back to the first)', () => {
    const onPageChange = jest.fn();
    const props = {
      title: '배송 조회 목록',
      columns,
      loading: false,
      page: 6,
      pageSize: 10 as const,
      onPageChange,
      pagination: 'window' as const,
      getRowId: (row: Row) => row.id,
      emptyMessage: '조건에 맞는 배송 정보가 없습니다.',
      height: 400,
      disableVirtualization: true,
    };
    const { rerender } = render(<ListCard<Row> {...props} rows={rows} rowCount={123} />);
    rerender(<ListCard<Row> {...props} rows={[]} rowCount={0} loading />);
    rerender(<ListCard<Row> {...props} rows={rows} rowCount={123} />);
    expect(onPageChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '7 페이지' })).toHaveAttribute('aria-current', 'page');
  });
});
