import { fireEvent, render, screen } from '@testing-library/react';
import { SearchPanel, type SearchField } from './search-panel';

type Filters = { groupVal: string; name: string; telNo: string };

const INITIAL: Filters = { groupVal: '', name: '', telNo: '' };

const FIELDS: SearchField<Filters>[] = [
  {
    name: 'groupVal',
    label: '권한',
    kind: 'select',
    options: [
      { value: '', label: '전체' },
      { value: 'admin', label: '관리자' },
    ],
  },
  { name: 'name', label: '이름', kind: 'text' },
  { name: 'telNo', label: '전화번호', kind: 'phone' },
];

// jsdom has no matchMedia; answer every query with `wide` so useMediaQuery sees md-up or not.
function setScreenWide(wide: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: wide,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

function renderPanel() {
  const onSearch = jest.fn();
  render(<SearchPanel title="검색 조건" fields={FIELDS} initialValues={INITIAL} onSearch={onSearch} />);
  return { onSearch };
}

describe('SearchPanel on a wide screen', () => {
  beforeEach(() => setScreenWide(true));

  it('does not search while typing', () => {
    const { onSearch } = renderPanel();
    fireEvent.change(screen.getByLabelText('이름'), { target: { value: '홍길동' } });
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches with the typed values on Enter', () => {
    const { onSearch } = renderPanel();
    const name = screen.getByLabelText('이름');
    fireEvent.change(name, { target: { value: '홍길동' } });
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith({ groupVal: '', name: '홍길동', telNo: '' });
  });

  it('ignores the Enter that only commits a Hangul syllable', () => {
    const { onSearch } = renderPanel();
    const name = screen.getByLabelText('이름');
    fireEvent.change(name, { target: { value: '홍길동' } });
    fireEvent.keyDown(name, { key: 'Enter', isComposing: true });
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches with the typed values on 검색', () => {
    const { onSearch } = renderPanel();
    fireEvent.change(screen.getByLabelText('전화번호'), { target: { value: '0212345678' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(onSearch).toHaveBeenCalledWith({ groupVal: '', name: '', telNo: '02-1234-5678' });
  });

  it('searches with a chosen select option', () => {
    const { onSearch } = renderPanel();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '권한' }));
    fireEvent.click(screen.getByRole('option', { name: '관리자' }));
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(onSearch).toHaveBeenCalledWith({ groupVal: 'admin', name: '', telNo: '' });
  });

  it('restores the initial values on 초기화 and searches with them', () => {
    const { onSearch } = renderPanel();
    const name = screen.getByLabelText('이름');
    fireEvent.change(name, { target: { value: '홍길동' } });
    fireEvent.click(screen.getByRole('button', { name: '초기화' }));
    expect(name).toHaveValue('');
    expect(onSearch).toHaveBeenCalledWith(INITIAL);
  });

  it('formats the phone filter as typed', () => {
    renderPanel();
    const phone = screen.getByLabelText('전화번호');
    fireEvent.change(phone, { target: { value: '01012345678' } });
    expect(phone).toHaveValue('010-1234-5678');
  });

  it('is always open, without the toggle', () => {
    renderPanel();
    expect(screen.queryByRole('button', { name: '검색 조건 열기' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '검색' })).toBeVisible();
  });
});

describe('SearchPanel on a small screen', () => {
  beforeEach(() => setScreenWide(false));

  it('folds the filters behind a toggle', () => {
    renderPanel();
    const toggle = screen.getByRole('button', { name: '검색 조건 열기' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: '검색' })).not.toBeInTheDocument();
    fireEvent.click(toggle);
    const close = screen.getByRole('button', { name: '검색 조건 닫기' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: '검색' })).toBeInTheDocument();
  });
});
