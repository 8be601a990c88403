import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { ListActions, useListScreen, type ListAction, type ListScreen } from './list-screen';

const DEFAULTS = { groupVal: '', name: '' };

/** Renders the hook under a data router at `url`; `location()` reads the current URL. */
function renderListScreen(url: string, pageSize?: 8 | 17) {
  let search = '';
  let screenState: ListScreen<typeof DEFAULTS> | null = null;
  let goBack = () => undefined as unknown;
  function Probe() {
    screenState = useListScreen({ defaultFilters: DEFAULTS, pageSize });
    search = useLocation().search;
    const navigate = useNavigate();
    goBack = () => navigate(-1);
    return null;
  }
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  );
  return {
    state: () => screenState as unknown as ListScreen<typeof DEFAULTS>,
    location: () => search,
    back: () => act(() => void goBack()),
  };
}

describe('useListScreen', () => {
  it('reads filters, page (1-based in the URL), size and selection from the query', () => {
    const { state } = renderListScreen('/list?name=kim&page=3&size=8&selected=12');
    expect(state()).toMatchObject({
      filters: { groupVal: '', name: 'kim' },
      page: 2,
      pageSize: 8,
      selectedIds: ['12'],
      pageInput: { page: 2, size: 8 },
      filterInput: { groupVal: null, name: 'kim' },
    });
  });

  it('falls back to the defaults for a missing or unknown size and a bad page', () => {
    const { state } = renderListScreen('/list?page=abc&size=33', 8);
    expect(state()).toMatchObject({ page: 0, pageSize: 8, filters: DEFAULTS, selectedIds: [] });
  });

  it('writes only what differs from the defaults; a search starts at page 1 without a selection', () => {
    const { state, location } = renderListScreen('/list?page=2&selected=4');
    act(() => state().search({ groupVal: 'admin', name: '' }));
    expect(location()).toBe('?groupVal=admin');
    act(() => state().setPage(4));
    expect(location()).toBe('?groupVal=admin&page=5');
    act(() => state().setPageSize(20));
    expect(location()).toBe('?groupVal=admin&size=20');
    act(() => state().select([7]));
    expect(location()).toBe('?groupVal=admin&size=20&selected=7');
  });

  it('goes back through searches and pages, but not through selections', () => {
    const { state, location, back } = renderListScreen('/list');
    act(() => state().search({ groupVal: '', name: 'lee' }));
    act(() => state().setPage(1));
    act(() => state().select([3]));
    expect(location()).toBe('?name=lee&page=2&selected=3');
    back();
    expect(location()).toBe('?name=lee');
    expect(state().filters.name).toBe('lee');
  });
});

describe('ListActions', () => {
  const onClick = jest.fn();
  const actions: ListAction<{ id: number }>[] = [
    { label: '신규 추가', writes: 'users', onClick },
    { label: '선택 수정', writes: 'users', needs: 'one', onClick },
    { label: '선택 삭제', needs: 'some', onClick },
    { label: '내보내기', onClick },
  ];
  const wrap = (node: ReactNode) => render(<>{node}</>);

  it('disables actions that need a selection until there is one, and passes the selection', () => {
    wrap(<ListActions actions={actions} selected={[]} role="admin" />);
    expect(screen.getByRole('button', { name: '신규 추가' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '선택 수정' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '선택 삭제' })).toBeDisabled();
  });

  it('passes the selected rows; `one` refuses two rows', () => {
    wrap(<ListActions actions={actions} selected={[{ id: 1 }, { id: 2 }]} role="admin" />);
    expect(screen.getByRole('button', { name: '선택 수정' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '선택 삭제' }));
    expect(onClick).toHaveBeenCalledWith([{ id: 1 }, { id: 2 }]);
  });

  it('disables what the role may not write, with a tooltip naming who may', async () => {
    wrap(<ListActions actions={actions} selected={[{ id: 1 }]} role="member_view" />);
    const add = screen.getByRole('button', { name: '신규 추가' });
    expect(add).toBeDisabled();
    expect(screen.getByRole('button', { name: '선택 삭제' })).toBeEnabled();
    fireEvent.mouseOver(add.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent(
      '관리자만 할 수 있습니다.',
    );
  });
});
