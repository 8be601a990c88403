import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CodeListQuery, useCodeList, type CodeListArgs } from './code-list';

const REGIONS = [
  { __typename: 'CodeOption', codeVal: 'DAEGU', codeNm: '대구' },
  { __typename: 'CodeOption', codeVal: 'SEOUL', codeNm: '서울' },
];
const DAEGU_DISTRICTS = [{ __typename: 'CodeOption', codeVal: 'BUKGU', codeNm: '북구' }];

function mockCodes(type: string, parent: string | null, codes: object[]) {
  const answer = jest.fn(() => ({ data: { codes } }));
  const mock: MockLink.MockedResponse = {
    request: { query: CodeListQuery, variables: { type, parent } },
    result: answer,
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, answer };
}

function CodeSelect({ group, label, args }: { group: string; label: string; args?: CodeListArgs }) {
  const { options, loading, error } = useCodeList(group, args);
  return (
    <label>
      {label}
      <select aria-busy={loading} data-failed={error ? 'yes' : 'no'}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const renderWith = (mocks: MockLink.MockedResponse[], children: ReactNode) =>
  render(<MockedProvider mocks={mocks}>{children}</MockedProvider>);

describe('useCodeList', () => {
  it('loads a code list once for every select that shows it', async () => {
    const regions = mockCodes('REGION_TYPE', null, REGIONS);
    renderWith(
      [regions.mock],
      <>
        <CodeSelect group="REGION_TYPE" label="발송 지역" />
        <CodeSelect group="REGION_TYPE" label="받는 지역" />
      </>,
    );
    expect(screen.getByLabelText('발송 지역')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.getAllByRole('option', { name: '대구' })).toHaveLength(2));
    expect(screen.getByLabelText('받는 지역')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '대구',
      '서울',
      '대구',
      '서울',
    ]);
    expect(regions.answer).toHaveBeenCalledTimes(1);
  });

  it('answers a later user from the cache without asking again', async () => {
    const regions = mockCodes('REGION_TYPE', null, REGIONS);
    const view = renderWith([regions.mock], <CodeSelect group="REGION_TYPE" label="발송 지역" />);
    await screen.findByRole('option', { name: '서울' });
    view.rerender(
      <MockedProvider mocks={[regions.mock]}>
        <>
          <CodeSelect group="REGION_TYPE" label="발송 지역" />
          <CodeSelect group="REGION_TYPE" label="받는 지역" />
        </>
      </MockedProvider>,
    );
    expect(screen.getAllByRole('option', { name: '서울' })).toHaveLength(2);
    expect(regions.answer).toHaveBeenCalledTimes(1);
  });

  it('asks for a parent’s sub-list and skips while there is no parent', async () => {
    const districts = mockCodes('REGION_DTL_TYPE', 'DAEGU', DAEGU_DISTRICTS);
    const view = renderWith(
      [districts.mock],
      <CodeSelect group="REGION_DTL_TYPE" label="세부 지역" args={{ parent: '', skip: true }} />,
    );
    expect(screen.getByLabelText('세부 지역')).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    view.rerender(
      <MockedProvider mocks={[districts.mock]}>
        <CodeSelect group="REGION_DTL_TYPE" label="세부 지역" args={{ parent: 'DAEGU' }} />
      </MockedProvider>,
    );
    expect(await screen.findByRole('option', { name: '북구' })).toBeInTheDocument();
    expect(districts.answer).toHaveBeenCalledTimes(1);
  });

  it('leaves the list empty and reports the error when the call fails', async () => {
    const failing: MockLink.MockedResponse = {
      request: { query: CodeListQuery, variables: { type: 'CHARGE', parent: null } },
      error: new Error('서버 연결에 문제가 발생했습니다.'),
    };
    renderWith([failing], <CodeSelect group="CHARGE" label="운임 구분" />);
    await waitFor(() => expect(screen.getByLabelText('운임 구분')).toHaveAttribute('data-failed', 'yes'));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
