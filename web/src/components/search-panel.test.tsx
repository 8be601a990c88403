import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CodeListQuery } from '../lib/code-list';
import type { CompanyOption } from './company-option';
import { SearchPanel, type SearchField, type SearchFieldOption } from './search-panel';
import { answerMediaQueries } from '../test/match-media';

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

/** Every media query answered with `wide`, so useMediaQuery sees md-up or not. */
const setScreenWide = (wide: boolean) => answerMediaQueries(() => wide);

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

type PeriodFilters = { startDate: string; endDate: string; senderNm: string };
const PERIOD_FIELDS: SearchField<PeriodFilters>[] = [
  { name: 'startDate', toName: 'endDate', label: '접수 기간', kind: 'dateRange' },
  { name: 'senderNm', label: '보내는 분', kind: 'text' },
];
const TODAY: PeriodFilters = { startDate: '2025-03-10', endDate: '2025-03-10', senderNm: '' };

describe('SearchPanel with a period', () => {
  beforeEach(() => setScreenWide(true));

  function renderPeriod() {
    const onSearch = jest.fn();
    render(<SearchPanel fields={PERIOD_FIELDS} initialValues={TODAY} onSearch={onSearch} />);
    return {
      onSearch,
      from: screen.getByLabelText('접수 기간 시작일'),
      to: screen.getByLabelText('접수 기간 종료일'),
    };
  }

  it('shows the start and end dates under Korean labels', () => {
    const { from, to } = renderPeriod();
    expect(screen.getByRole('group', { name: '접수 기간' })).toBeInTheDocument();
    expect(from).toHaveAttribute('type', 'date');
    expect(from).toHaveValue('2025-03-10');
    expect(to).toHaveValue('2025-03-10');
  });

  it('searches with both dates on Enter', () => {
    const { onSearch, from } = renderPeriod();
    fireEvent.change(from, { target: { value: '2025-03-01' } });
    fireEvent.keyDown(from, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith({ ...TODAY, startDate: '2025-03-01' });
  });

  it('refuses to search when the end is before the start, and says so under the end date', () => {
    const { onSearch, from, to } = renderPeriod();
    fireEvent.change(from, { target: { value: '2025-03-20' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    fireEvent.keyDown(to, { key: 'Enter' });
    expect(onSearch).not.toHaveBeenCalled();
    expect(to).toBeInvalid();
    expect(to).toHaveAccessibleDescription('종료일은 시작일보다 빠를 수 없습니다.');

    fireEvent.change(to, { target: { value: '2025-03-20' } });
    expect(screen.queryByText('종료일은 시작일보다 빠를 수 없습니다.')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(onSearch).toHaveBeenCalledWith({ ...TODAY, startDate: '2025-03-20', endDate: '2025-03-20' });
  });

  it('accepts an open-ended period', () => {
    const { onSearch, to } = renderPeriod();
    fireEvent.change(to, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(onSearch).toHaveBeenCalledWith({ ...TODAY, endDate: '' });
  });

  it('clears the message on 초기화', () => {
    const { onSearch, from } = renderPeriod();
    fireEvent.change(from, { target: { value: '2025-03-20' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    fireEvent.click(screen.getByRole('button', { name: '초기화' }));
    expect(screen.queryByText('종료일은 시작일보다 빠를 수 없습니다.')).not.toBeInTheDocument();
    expect(onSearch).toHaveBeenCalledWith(TODAY);
  });
});

type RegionFilters = { regionCd: string; regionDtlCd: string };
const DISTRICTS: Record<string, SearchFieldOption[]> = {
  DAEGU: [
    { value: 'BUKGU', label: '북구' },
    { value: 'JUNGGU', label: '중구' },
  ],
  SEOUL: [{ value: 'GANGNAM', label: '강남구' }],
};
const REGION_FIELDS: SearchField<RegionFilters>[] = [
  {
    name: 'regionCd',
    label: '받는 지역',
    kind: 'select',
    options: [
      { value: '', label: '전체' },
      { value: 'DAEGU', label: '대구' },
      { value: 'SEOUL', label: '서울' },
    ],
  },
  {
    name: 'regionDtlCd',
    label: '세부 지역',
    kind: 'dependentSelect',
    dependsOn: 'regionCd',
    options: (region) => DISTRICTS[region] ?? [],
  },
];

const choose = (combobox: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: combobox }));
  fireEvent.click(screen.getByRole('option', { name: option }));
};

describe('SearchPanel with a dependent select', () => {
  beforeEach(() => setScreenWide(true));

  it('is disabled until its parent is chosen, then offers the parent’s options', () => {
    render(
      <SearchPanel
        fields={REGION_FIELDS}
        initialValues={{ regionCd: '', regionDtlCd: '' }}
        onSearch={jest.fn()}
      />,
    );
    expect(screen.getByRole('combobox', { name: '세부 지역' })).toHaveAttribute('aria-disabled', 'true');
    choose('받는 지역', '대구');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '세부 지역' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '전체',
      '북구',
      '중구',
    ]);
  });

  it('is cleared when the parent changes', () => {
    const onSearch = jest.fn();
    render(
      <SearchPanel
        fields={REGION_FIELDS}
        initialValues={{ regionCd: '', regionDtlCd: '' }}
        onSearch={onSearch}
      />,
    );
    choose('받는 지역', '대구');
    choose('세부 지역', '북구');
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(onSearch).toHaveBeenLastCalledWith({ regionCd: 'DAEGU', regionDtlCd: 'BUKGU' });

    choose('받는 지역', '서울');
    expect(screen.getByRole('combobox', { name: '세부 지역' })).toHaveTextContent('전체');
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(onSearch).toHaveBeenLastCalledWith({ regionCd: 'SEOUL', regionDtlCd: '' });
  });

  it('closes an open list on Esc and keeps the value', () => {
    render(
      <SearchPanel
        fields={REGION_FIELDS}
        initialValues={{ regionCd: 'DAEGU', regionDtlCd: '' }}
        onSearch={jest.fn()}
      />,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '받는 지역' }));
    const listbox = screen.getByRole('listbox');
    fireEvent.keyDown(listbox, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '받는 지역' })).toHaveTextContent('대구');
  });
});

describe('SearchPanel with code lists', () => {
  beforeEach(() => setScreenWide(true));

  const codes = (type: string, parent: string | null, list: [string, string][]): MockLink.MockedResponse => ({
    request: { query: CodeListQuery, variables: { type, parent } },
    result: {
      data: { codes: list.map(([codeVal, codeNm]) => ({ __typename: 'CodeOption', codeVal, codeNm })) },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  });

  it('offers 전체 and the code list, and the districts of the chosen region', async () => {
    const fields: SearchField<RegionFilters>[] = [
      { name: 'regionCd', label: '받는 지역', kind: 'select', codeGroup: 'REGION_TYPE' },
      {
        name: 'regionDtlCd',
        label: '세부 지역',
        kind: 'dependentSelect',
        dependsOn: 'regionCd',
        codeGroup: 'REGION_DTL_TYPE',
      },
    ];
    const onSearch = jest.fn();
    render(
      <MockedProvider
        mocks={[
          codes('REGION_TYPE', null, [
            ['DAEGU', '대구'],
            ['SEOUL', '서울'],
          ]),
          codes('REGION_DTL_TYPE', 'DAEGU', [['BUKGU', '북구']]),
        ]}
      >
        <SearchPanel fields={fields} initialValues={{ regionCd: '', regionDtlCd: '' }} onSearch={onSearch} />
      </MockedProvider>,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '받는 지역' }));
    expect(await screen.findByRole('option', { name: '서울' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '전체',
      '대구',
      '서울',
    ]);
    fireEvent.click(screen.getByRole('option', { name: '대구' }));

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '세부 지역' })).not.toHaveAttribute('aria-disabled'),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '세부 지역' }));
    fireEvent.click(await screen.findByRole('option', { name: '북구' }));
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(onSearch).toHaveBeenCalledWith({ regionCd: 'DAEGU', regionDtlCd: 'BUKGU' });
  });
});

type CompanyFilters = { shipperId: string; shipperNm: string };
const HANMAEUM: CompanyOption = { companyId: 7, companyNm: '한마음물류', telNo: null, address: '대구 북구' };

describe('SearchPanel with a company filter', () => {
  beforeEach(() => setScreenWide(true));

  const companyFields = (nameField?: 'shipperNm'): SearchField<CompanyFilters>[] => [
    {
      name: 'shipperId',
      label: '화주',
      kind: 'company',
      nameField,
      search: () => Promise.resolve([HANMAEUM]),
    },
  ];

  it('stores the chosen company’s id and shows its name', async () => {
    const onSearch = jest.fn();
    render(
      <SearchPanel
        fields={companyFields('shipperNm')}
        initialValues={{ shipperId: '', shipperNm: '' }}
        onSearch={onSearch}
      />,
    );
    const input = screen.getByRole('combobox', { name: '화주' });
    act(() => input.focus());
    fireEvent.change(input, { target: { value: '한마' } });
    fireEvent.click(await screen.findByRole('option', { name: /한마음물류/ }));
    expect(input).toHaveValue('한마음물류');
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(onSearch).toHaveBeenCalledWith({ shipperId: '7', shipperNm: '한마음물류' });

    fireEvent.click(screen.getByRole('button', { name: '초기화' }));
    expect(input).toHaveValue('');
    expect(onSearch).toHaveBeenLastCalledWith({ shipperId: '', shipperNm: '' });
  });

  it('keeps only the id when the values have no name field', async () => {
    const onSearch = jest.fn();
    render(
      <SearchPanel
        fields={companyFields()}
        initialValues={{ shipperId: '', shipperNm: '' }}
        onSearch={onSearch}
      />,
    );
    const input = screen.getByRole('combobox', { name: '화주' });
    act(() => input.focus());
    fireEvent.change(input, { target: { value: '한마' } });
    fireEvent.click(await screen.findByRole('option', { name: /한마음물류/ }));
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(onSearch).toHaveBeenCalledWith({ shipperId: '7', shipperNm: '' });
    expect(input).toHaveValue('한마음물류');
  });

  it('names an id from outside by its number when its name is unknown', () => {
    render(
      <SearchPanel
        fields={companyFields()}
        defaultValues={{ shipperId: '', shipperNm: '' }}
        values={{ shipperId: '7', shipperNm: '' }}
        onSearch={jest.fn()}
      />,
    );
    expect(screen.getByRole('combobox', { name: '화주' })).toHaveValue('업체 번호 7');
  });

  it('shows the name that comes with an id from outside', () => {
    render(
      <SearchPanel
        fields={companyFields('shipperNm')}
        defaultValues={{ shipperId: '', shipperNm: '' }}
        values={{ shipperId: '7', shipperNm: '한마음물류' }}
        onSearch={jest.fn()}
      />,
    );
    expect(screen.getByRole('combobox', { name: '화주' })).toHaveValue('한마음물류');
  });
});

describe('SearchPanel kept in step with applied values', () => {
  beforeEach(() => setScreenWide(true));

  const DEFAULTS: Filters = { groupVal: '', name: '', telNo: '' };

  it('follows values that change from outside, and keeps edits while they stay the same', () => {
    const onSearch = jest.fn();
    const view = render(
      <SearchPanel
        fields={FIELDS}
        defaultValues={DEFAULTS}
        values={{ ...DEFAULTS, name: '홍길동' }}
        onSearch={onSearch}
      />,
    );
    const name = screen.getByLabelText('이름');
    expect(name).toHaveValue('홍길동');

    // A re-render with equal values (a new object, as parsing the URL gives) keeps the draft.
    fireEvent.change(name, { target: { value: '홍길' } });
    view.rerender(
      <SearchPanel
        fields={FIELDS}
        defaultValues={DEFAULTS}
        values={{ ...DEFAULTS, name: '홍길동' }}
        onSearch={onSearch}
      />,
    );
    expect(name).toHaveValue('홍길');

    // Browser back: other applied values replace the draft.
    view.rerender(
      <SearchPanel
        fields={FIELDS}
        defaultValues={DEFAULTS}
        values={{ ...DEFAULTS, name: '김철수' }}
        onSearch={onSearch}
      />,
    );
    expect(name).toHaveValue('김철수');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('restores defaultValues on 초기화, not the applied values', () => {
    const onSearch = jest.fn();
    render(
      <SearchPanel
        fields={FIELDS}
        initialValues={{ ...DEFAULTS, name: '처음' }}
        defaultValues={DEFAULTS}
        onSearch={onSearch}
      />,
    );
    expect(screen.getByLabelText('이름')).toHaveValue('처음');
    fireEvent.click(screen.getByRole('button', { name: '초기화' }));
    expect(screen.getByLabelText('이름')).toHaveValue('');
    expect(onSearch).toHaveBeenCalledWith(DEFAULTS);
  });
});
