import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { CompanyStatementQuery } from './api/company-statement';
import { STATEMENT_PRINT_PATH, statementPrintUrl, type StatementKey } from '../../lib/statement-print-link';
import { StatementPrintPage } from './statement-print-page';

const KEY: StatementKey = { billCompanyId: 7, year: 2026, month: 11, billCd: '30', companyId: 41 };

const STATEMENT = {
  __typename: 'CompanyStatement',
  year: 2026,
  month: 11,
  billCd: '30',
  billCompanyInfo: {
    __typename: 'StatementSupplier',
    billCompanyNm: '서울공급',
    billAddress: '서울 중구 세종대로 1',
    billTelNo: '0212345678',
    billFaxNo: '0212345679',
    billBizNo: '1234567890',
    billRepresentativeNm: '김공급',
    billBizType: '운수업',
    billBizItem: '택배',
    billAccountInfo: '국민은행 123-45-678901 (예금주: 서울공급)',
  },
  companyInfo: {
    __typename: 'StatementCompany',
    companyId: 41,
    companyNm: '가나상사',
    bizNo: '2208162517',
    representativeNm: '이가나',
    address: '대구 중구 동성로 2',
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    communicationFee: 10000,
  },
  // The group's lines: the top company's prepaid parcel and communication line (the latter billed on
  // both sides), and a collect parcel line its branch received, named with the branch.
  shipmentInfoList: [
    {
      __typename: 'StatementLine',
      shipmentId: 501,
      side: 'SENDER',
      payerNm: '가나상사',
      billDate: '2026-11-03',
      waybillNo: '700000000001',
      senderNm: '가나상사',
      receiverNm: '한솔상회',
      kindNm: '박스',
      qty: 3,
      chargeNm: '선불',
      untpc: 2500,
      amount: 7500,
      trnsprtCd: 'QTY',
    },
    {
      __typename: 'StatementLine',
      shipmentId: 502,
      side: 'SENDER',
      payerNm: '가나상사',
      billDate: '2026-11-04',
      waybillNo: null,
      senderNm: '가나상사',
      receiverNm: '다라물산',
      kindNm: '마대',
      qty: 12,
      chargeNm: '신용',
      untpc: 1000,
      amount: 12000,
      trnsprtCd: 'WEIGHT',
    },
    {
      __typename: 'StatementLine',
      shipmentId: 502,
      side: 'RECEIVER',
      payerNm: '가나상사',
      billDate: '2026-11-04',
      waybillNo: null,
      senderNm: '가나상사',
      receiverNm: '다라물산',
      kindNm: '마대',
      qty: 12,
      chargeNm: '신용',
      untpc: 800,
      amount: 9600,
      trnsprtCd: 'WEIGHT',
    },
    {
      __typename: 'StatementLine',
      shipmentId: 503,
      side: 'SENDER',
      payerNm: '가나상사 대구지점',
      billDate: '2026-11-05',
      waybillNo: '700000000002',
      senderNm: '한솔상회',
      receiverNm: '가나상사 대구지점',
      kindNm: '박스',
      qty: 2,
      chargeNm: '착불',
      untpc: 3000,
      amount: 6000,
      trnsprtCd: 'QTY',
    },
  ],
  amounts: {
    __typename: 'StatementAmounts',
    billHistoryDetailId: 90,
    totQty: 17,
    totAmount: 49610,
    communicationFee: 10000,
    communicationFeeVat: 1000,
    untpc: 13500,
    untpcVat: 1350,
    weightUntpc: 21600,
    weightUntpcVat: 2160,
  },
  typeSummary: [
    {
      __typename: 'StatementTypeSummary',
      trnsprtCd: 'QTY',
      kindCd: 'TAC0202',
      kindNm: '박스',
      lineCount: 2,
      qty: 5,
      amount: 13500,
    },
    {
      __typename: 'StatementTypeSummary',
      trnsprtCd: 'WEIGHT',
      kindCd: 'TAC0206',
      kindNm: '마대',
      lineCount: 1,
      qty: 12,
      amount: 21600,
    },
  ],
  // Every line is prepaid: one group, which the page does not split out.
  typeGroups: [
    {
      __typename: 'StatementTypeGroup',
      chargeGroup: 'PREPAID',
      chargeGroupNm: '선불',
      lineCount: 3,
      amount: 35100,
      rows: [
        {
          __typename: 'StatementTypeSummary',
          trnsprtCd: 'QTY',
          kindCd: 'TAC0202',
          kindNm: '박스',
          lineCount: 2,
          qty: 5,
          amount: 13500,
        },
        {
          __typename: 'StatementTypeSummary',
          trnsprtCd: 'WEIGHT',
          kindCd: 'TAC0206',
          kindNm: '마대',
          lineCount: 1,
          qty: 12,
          amount: 21600,
        },
      ],
    },
  ],
};

const request = { query: CompanyStatementQuery, variables: { ...KEY } };
const answered: MockLink.MockedResponse = { request, result: { data: { companyStatement: STATEMENT } } };

function renderPage(url: string, mocks: MockLink.MockedResponse[] = []) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[url]}>
        <StatementPrintPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const urlOf = (view: 'detail' | 'type') => statementPrintUrl({ key: KEY, view });

describe('StatementPrintPage', () => {
  it.each([
    ['no billing day', 'billCompanyId=7&year=2026&month=11&companyId=41'],
    ['an unknown billing day', 'billCompanyId=7&year=2026&month=11&billCd=25&companyId=41'],
    ['month 13', 'billCompanyId=7&year=2026&month=13&billCd=30&companyId=41'],
    ['no supplier', 'year=2026&month=11&billCd=30&companyId=41'],
    ['a company that is no number', 'billCompanyId=7&year=2026&month=11&billCd=30&companyId=4a'],
    ['an unknown view', 'billCompanyId=7&year=2026&month=11&billCd=30&companyId=41&view=pdf'],
  ])('says the invoice information is invalid for %s, asking nothing', async (_case, query) => {
    // No mocked answer: a request would end in the failure state, not this one.
    renderPage(`${STATEMENT_PRINT_PATH}?${query}`);
    expect(screen.getByRole('alert')).toHaveTextContent('잘못된 청구서 정보입니다.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('alert')).toHaveTextContent('잘못된 청구서 정보입니다.');
  });

  it('shows 불러오는 중... until the statement arrives', async () => {
    renderPage(urlOf('detail'), [{ ...answered, delay: 50 }]);
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중...');
    await screen.findByRole('heading', { level: 1, name: '상세 청구서' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says loading failed with the reason, and tries again', async () => {
    renderPage(urlOf('detail'), [
      { request, result: { errors: [new GraphQLError('데이터베이스에 연결할 수 없습니다.')] } },
      answered,
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      '청구서 데이터를 불러오지 못했습니다. 데이터베이스에 연결할 수 없습니다.',
    );
    fireEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await screen.findByRole('heading', { level: 1, name: '상세 청구서' });
  });

  it('says there is no data when no such invoice bills the company', async () => {
    renderPage(urlOf('detail'), [
      {
        request,
        result: {
          errors: [new GraphQLError('청구서를 찾을 수 없습니다.', { extensions: { code: 'NOT_FOUND' } })],
        },
      },
    ]);
    await screen.findByText('데이터가 없습니다.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('prints the supplier, the company, the lines of every member with payer and side, and the totals', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderPage(urlOf('detail'), [answered]);
    await screen.findByRole('heading', { level: 1, name: '상세 청구서' });
    expect(screen.getByText('2026년 11월분 · 청구 기준일 말일')).toBeInTheDocument();

    const supplier = screen.getByRole('region', { name: '공급자' });
    expect(within(supplier).getByRole('row', { name: '사업자등록번호 123-45-67890' })).toBeInTheDocument();
    expect(
      within(supplier).getByRole('row', { name: '전화 / 팩스 전화 02-1234-5678 · 팩스 02-1234-5679' }),
    ).toBeInTheDocument();
    expect(within(supplier).getByRole('row', { name: '업태 / 종목 운수업 / 택배' })).toBeInTheDocument();
    expect(within(supplier).getByText('국민은행 123-45-678901 (예금주: 서울공급)')).toBeInTheDocument();
    const company = screen.getByRole('region', { name: '공급받는자' });
    expect(
      within(company).getByRole('row', { name: '청구 기간 2026-11-01 ~ 2026-11-30' }),
    ).toBeInTheDocument();
    expect(within(company).getByRole('row', { name: '기본료 10,000원' })).toBeInTheDocument();

    const lines = within(screen.getByRole('region', { name: '운송 내역' })).getAllByRole('row');
    expect(lines.map((row) => row.textContent)).toEqual([
      '청구 업체접수일운송장 번호보내는 곳받는 곳품목운임구분수량단가금액',
      '가나상사2026-11-03700000000001가나상사한솔상회박스선불택배3개2,5007,500',
      '가나상사2026-11-04가나상사다라물산마대신용통신(발송)12kg1,00012,000',
      '가나상사2026-11-04가나상사다라물산마대신용통신(수신)12kg8009,600',
      '가나상사 대구지점2026-11-05700000000002한솔상회가나상사 대구지점박스착불택배2개3,0006,000',
      '합계 3건35,100', // goods lines: the communication line once, though printed per side
    ]);
    const totals = within(screen.getByRole('region', { name: '청구 금액' }));
    expect(totals.getByRole('row', { name: '기본료 10,000 1,000 11,000' })).toBeInTheDocument();
    expect(totals.getByRole('row', { name: '택배 13,500 1,350 14,850' })).toBeInTheDocument();
    expect(totals.getByRole('row', { name: '통신 21,600 2,160 23,760' })).toBeInTheDocument();
    expect(totals.getByRole('row', { name: '합계 45,100 4,510 49,610' })).toBeInTheDocument();
    expect(totals.getByText('49,610원')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '인쇄' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('sums the lines per type and goods kind in the per-type invoice', async () => {
    renderPage(urlOf('type'), [answered]);
    await screen.findByRole('heading', { level: 1, name: '유형별 청구서' });
    expect(screen.queryByRole('region', { name: '운송 내역' })).not.toBeInTheDocument();
    const rows = within(screen.getByRole('region', { name: '유형별 내역' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '구분품목건수수량금액',
      '택배박스25개13,500',
      '통신마대112kg21,600',
      '합계335,100',
    ]);
    expect(
      within(screen.getByRole('region', { name: '청구 금액' })).getByText('49,610원'),
    ).toBeInTheDocument();
  });
  it('splits the per-type invoice into 선불 and 착불 (도착분) with subtotals when lines are collect', async () => {
    const [box, sack] = STATEMENT.typeGroups[0]!.rows;
    const split = {
      ...STATEMENT,
      typeGroups: [
        { ...STATEMENT.typeGroups[0]!, lineCount: 2, amount: 13500, rows: [box!] },
        {
          ...STATEMENT.typeGroups[0]!,
          chargeGroup: 'COLLECT',
          chargeGroupNm: '착불 (도착분)',
          lineCount: 1,
          amount: 21600,
          rows: [sack!],
        },
      ],
    };
    renderPage(urlOf('type'), [{ request, result: { data: { companyStatement: split } } }]);
    await screen.findByRole('heading', { level: 1, name: '유형별 청구서' });
    const rows = within(screen.getByRole('region', { name: '유형별 내역' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '구분품목건수수량금액',
      '선불',
      '택배박스25개13,500',
      '선불 소계213,500',
      '착불 (도착분)',
      '통신마대112kg21,600',
      '착불 (도착분) 소계121,600',
      '합계335,100',
    ]);
  });
});
