import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { GroupCompanySearchQuery } from './company-form-api';
import { SettlementGroupDialog } from './settlement-group-dialog';

const IN_USE = {
  companyId: 41,
  companyNm: '대구중앙물류',
  telNo: '0531235678',
  address: '대구 중구 국채보상로 1',
  useYn: 'Y',
};
const CLOSED = { companyId: 42, companyNm: '중지된물류', telNo: '0539995678', address: null, useYn: 'N' };

function setup() {
  const onSelect = jest.fn();
  render(
    <MockedProvider
      mocks={[
        {
          request: { query: GroupCompanySearchQuery, variables: { name: '5678' } },
          result: {
            data: {
              companySearch: [IN_USE, CLOSED].map((company) => ({ __typename: 'CompanyOption', ...company })),
            },
          },
        },
      ]}
    >
      <SettlementGroupDialog onSelect={onSelect} onClose={() => undefined} />
    </MockedProvider>,
  );
  return { onSelect, dialog: screen.getByRole('dialog', { name: '정산 그룹 업체 검색' }) };
}

describe('SettlementGroupDialog', () => {
  it('finds by the end of a phone and offers a company not in use, marked 사용 중지, to choose', async () => {
    const { onSelect, dialog } = setup();
    const field = within(dialog).getByRole('textbox', { name: '업체명' });
    expect(field).toHaveAttribute('placeholder', '상호 또는 전화번호 끝 4자리');
    fireEvent.change(field, { target: { value: '5678' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    const closed = (await within(dialog).findByText('중지된물류')).closest('[role="row"]') as HTMLElement;
    expect(closed).toHaveTextContent('중지된물류사용 중지');
    const open = within(dialog).getByText('대구중앙물류').closest('[role="row"]') as HTMLElement;
    expect(open).not.toHaveTextContent('사용 중지');
    fireEvent.click(within(closed).getByText('중지된물류'));
    fireEvent.click(within(dialog).getByRole('button', { name: '선택' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ companyId: 42, useYn: 'N' }));
  });
});
