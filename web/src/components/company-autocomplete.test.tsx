import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { theme } from '../app/theme';
import { CompanyAutocomplete } from './company-autocomplete';
import { notInUseColor } from './company-name';
import type { CompanyOption } from './company-option';

const HANMAEUM: CompanyOption = {
  companyId: 1,
  companyNm: '한마음물류',
  telNo: '0212345678',
  address: '서울 중구',
};
const HANA: CompanyOption = { companyId: 2, companyNm: '하나상사', telNo: null, address: '부산 해운대구' };
/** Found by the end of its contact person's phone; not in use (사용 중지). */
const CLOSED: CompanyOption = {
  companyId: 3,
  companyNm: '폐업물류',
  telNo: '0537771111',
  managerTelNo: '01022225678',
  address: '대구 북구',
  useYn: 'N',
};
const IN_USE: CompanyOption = {
  companyId: 4,
  companyNm: '영업물류',
  telNo: '0535555678',
  managerTelNo: null,
  address: '대구 중구',
  useYn: 'Y',
};

type Search = jest.Mock<Promise<CompanyOption[]>, [string, AbortSignal]>;

const mockSearch = (answer: () => Promise<CompanyOption[]>): Search =>
  jest.fn<Promise<CompanyOption[]>, [string, AbortSignal]>(answer);
const pending = () => new Promise<CompanyOption[]>(() => undefined);

function Harness({ search, onChange }: { search: Search; onChange: (value: CompanyOption | null) => void }) {
  const [value, setValue] = useState<CompanyOption | null>(null);
  return (
    <CompanyAutocomplete
      label="업체명"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      search={search}
    />
  );
}

function setup(search: Search = mockSearch(() => Promise.resolve([HANMAEUM, HANA]))) {
  const onChange = jest.fn();
  render(
    <ThemeProvider theme={theme}>
      <Harness search={search} onChange={onChange} />
    </ThemeProvider>,
  );
  const input = screen.getByRole('combobox', { name: '업체명' });
  const type = (text: string) => {
    act(() => input.focus());
    fireEvent.change(input, { target: { value: text } });
  };
  return { search, onChange, input, type };
}

/** Runs the debounce and lets the search promise settle. */
async function flush(ms = 250) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

describe('CompanyAutocomplete', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it('does not search below one character after trimming', async () => {
    const { search, type } = setup();
    type('  ');
    await flush(1000);
    expect(search).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('searches once, 250 ms after the last keystroke, with the trimmed text', async () => {
    const { search, type } = setup();
    type('한');
    await flush(100);
    type('한마');
    await flush(100);
    type('한마음 ');
    await flush(249);
    expect(search).not.toHaveBeenCalled();
    await flush(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('한마음', expect.any(AbortSignal));
  });

  it('aborts the earlier request when a new one starts', async () => {
    const search = mockSearch(pending);
    const { type } = setup(search);
    type('한');
    await flush();
    type('한마');
    await flush();
    expect(search).toHaveBeenCalledTimes(2);
    const [firstCall, secondCall] = search.mock.calls;
    expect(firstCall?.[1].aborted).toBe(true);
    expect(secondCall?.[1].aborted).toBe(false);
  });

  it('shows 검색 중… while the request is pending', async () => {
    const search = mockSearch(pending);
    const { type } = setup(search);
    type('한');
    await flush();
    expect(screen.getByText('검색 중…')).toBeInTheDocument();
  });

  it('shows 검색 결과 없음 when nothing matches', async () => {
    const { type } = setup(mockSearch(() => Promise.resolve([])));
    type('없는업체');
    await flush();
    expect(screen.getByText('검색 결과 없음')).toBeInTheDocument();
  });

  it('lists each company with its formatted phone and address', async () => {
    const { type } = setup();
    type('한');
    await flush();
    const listbox = screen.getByRole('listbox');
    expect(listbox).toHaveStyle({ maxHeight: '15rem' });
    expect(screen.getByRole('option', { name: /한마음물류/ })).toHaveTextContent('02-1234-5678 · 서울 중구');
    expect(screen.getByRole('option', { name: /하나상사/ })).toHaveTextContent('부산 해운대구');
  });

  it('shows a company not in use in red with 사용 중지, and one in use without', async () => {
    const { type } = setup(mockSearch(() => Promise.resolve([IN_USE, CLOSED])));
    type('5678');
    await flush();
    const closed = screen.getByRole('option', { name: /폐업물류/ });
    // The words, not the colour alone, say it (WCAG 1.4.1); the red is the theme's error colour, darkened.
    expect(closed).toHaveTextContent('폐업물류사용 중지');
    expect(within(closed).getByText('폐업물류')).toHaveStyle({ color: notInUseColor(theme) });
    const open = screen.getByRole('option', { name: /영업물류/ });
    expect(open).not.toHaveTextContent('사용 중지');
    expect(within(open).getByText('영업물류')).not.toHaveStyle({ color: notInUseColor(theme) });
  });

  it('shows the phones that end with the digits typed: why the company was found', async () => {
    const { type } = setup(mockSearch(() => Promise.resolve([IN_USE, CLOSED])));
    type('56-78');
    await flush();
    expect(screen.getByRole('option', { name: /영업물류/ })).toHaveTextContent('053-555-5678 · 대구 중구');
    // The contact person's phone, not the telephone, ends with 5678.
    expect(screen.getByRole('option', { name: /폐업물류/ })).toHaveTextContent('010-2222-5678 · 대구 북구');
  });

  it('picks a company not in use with the keyboard', async () => {
    const { onChange, input, type } = setup(mockSearch(() => Promise.resolve([IN_USE, CLOSED])));
    type('5678');
    await flush();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(CLOSED);
    expect(input).toHaveValue('폐업물류');
  });

  it('says what it finds by while empty', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('placeholder', '상호 또는 전화번호 끝 4자리');
  });

  it('selects with ArrowDown and Enter', async () => {
    const { onChange, input, type } = setup();
    type('한');
    await flush();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(HANA);
    expect(input).toHaveValue('하나상사');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes the list on Escape', async () => {
    const { input, type, onChange } = setup();
    type('한');
    await flush();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says so when the search fails', async () => {
    const { type } = setup(mockSearch(() => Promise.reject(new Error('500'))));
    type('한');
    await flush();
    expect(screen.getByText('업체를 검색하지 못했습니다.')).toBeInTheDocument();
  });
});
