import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import { shiftCalendarDate } from '@parcel/shared/forms/delivery-check-filter';
import { deserialize, serialize } from 'node:v8';
import { createCache } from '../../lib/apollo-client';
import { CodeListQuery } from '../../lib/code-list';
import { RouteOptionsQuery, SupplierOptionsQuery } from '../../lib/option-queries';
import { DailyVolumeQuery, DeliveryStatesQuery, MonthlyRevenueQuery } from './api/dashboard-charts';
import { DashboardCharts, VOLUME_DAYS } from './dashboard-charts';

// jsdom has no ResizeObserver, which the charts use to follow their card's width, nor
// structuredClone, which their pointer gestures copy plain settings with. A chart in jsdom has no
// width to draw marks in: these tests read its numbers from the table beside it, the browser test
// sees the marks.
beforeAll(() => {
  if (typeof globalThis.structuredClone !== 'function')
    Object.assign(globalThis, {
      structuredClone: <T,>(value: T): T => deserialize(serialize(value)) as T,
    });
  if (typeof globalThis.ResizeObserver !== 'function')
    Object.assign(globalThis, {
      ResizeObserver: class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    });
});

const TODAY = seoulToday();
const START = shiftCalendarDate(TODAY, 1 - VOLUME_DAYS);
const YEAR = Number(TODAY.slice(0, 4));

const volume = (
  rows: { requstDt: string; transportCount: number; shipmentCount: number }[],
  filter: Record<string, unknown> = {},
) => ({
  request: {
    query: DailyVolumeQuery,
    variables: { filter: { startDate: START, endDate: TODAY, ...filter } },
  },
  result: { data: { transportStats: { startDate: START, endDate: TODAY, rows } } },
});

const states = (delivered: number, pending: number, filter?: Record<string, unknown>) => ({
  request: { query: DeliveryStatesQuery, variables: filter ? { filter } : {} },
  result: {
    data: {
      deliveryStateStats: {
        startDate: TODAY,
        shipmentCount: delivered + pending,
        states: [
          { state: 'DELIVERED', stateNm: '배송 완료', shipmentCount: delivered },
          { state: 'PENDING', stateNm: '미배송', shipmentCount: pending },
        ],
      },
    },
  },
});

const revenue = (amounts: Record<number, number>, filter: Record<string, unknown> = { year: YEAR }) => ({
  request: { query: MonthlyRevenueQuery, variables: { filter } },
  result: {
    data: {
      monthlyRevenue: {
        year: filter.year,
        months: Array.from({ length: 12 }, (_, index) => ({
          month: index + 1,
          invoiceCount: amounts[index + 1] ? 2 : 0,
          totAmount: amounts[index + 1] ?? 0,
        })),
      },
    },
  },
});

/** The filters' options: two courses, the charge types, two suppliers. */
const OPTION_MOCKS: MockLink.MockedResponse[] = [
  {
    request: { query: RouteOptionsQuery },
    result: {
      data: {
        routes: {
          items: [
            { deliveryRouteId: 3, deliveryRouteNm: '동구 1코스' },
            { deliveryRouteId: 4, deliveryRouteNm: '북구 2코스' },
          ],
        },
      },
    },
  },
  {
    request: { query: CodeListQuery, variables: { type: 'CHARGE', parent: null } },
    result: {
      data: {
        codes: [
          { codeVal: 'CH001', codeNm: '선불' },
          { codeVal: 'CH003', codeNm: '신용(선불)' },
        ],
      },
    },
  },
  {
    request: { query: SupplierOptionsQuery },
    result: {
      data: {
        supplierOptions: [
          { codeVal: '7', codeNm: '대구물류' },
          { codeVal: '8', codeNm: '서울공급' },
        ],
      },
    },
  },
];

/** Opens a card's select and takes an option, as a person does. */
async function choose(cardTitle: string | RegExp, select: string, option: string) {
  fireEvent.mouseDown(within(card(cardTitle)).getByRole('combobox', { name: select }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

function renderCharts(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={[...OPTION_MOCKS, ...mocks]} cache={createCache()}>
      <DashboardCharts />
    </MockedProvider>,
  );
}

const card = (name: string | RegExp) => screen.getByRole('region', { name });
const VOLUME_TITLE = `최근 ${VOLUME_DAYS}일 운송·물품 건수`;
const REVENUE_TITLE = `${YEAR}년 월별 청구 금액`;

describe('DashboardCharts', () => {
  it('shows each card loading, then its empty message when there is nothing to draw', async () => {
    renderCharts([volume([]), states(0, 0), revenue({})]);
    expect(screen.getByRole('status', { name: `${VOLUME_TITLE} 불러오는 중` })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '오늘의 배송 상태 불러오는 중' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: `${REVENUE_TITLE} 불러오는 중` })).toBeInTheDocument();

    expect(await screen.findByText(`최근 ${VOLUME_DAYS}일 동안 접수된 운송이 없습니다.`)).toBeInTheDocument();
    expect(await screen.findByText('오늘 접수된 물품이 없습니다.')).toBeInTheDocument();
    expect(await screen.findByText(`${YEAR}년에 생성된 청구서가 없습니다.`)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // Nothing to draw, nothing to read as a table.
    expect(screen.queryByRole('button', { name: '표로 보기' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('draws the charts with tables of the same numbers for screen readers', async () => {
    const yesterday = shiftCalendarDate(TODAY, -1);
    renderCharts([
      volume([
        { requstDt: START, transportCount: 3, shipmentCount: 7 },
        { requstDt: yesterday, transportCount: 1_204, shipmentCount: 3_050 },
      ]),
      states(12, 5),
      revenue({ 3: 1_234_500, 11: 987_654_321 }),
    ]);

    const volumeTable = await within(card(VOLUME_TITLE)).findByRole('table');
    const dayRows = within(volumeTable).getAllByRole('row').slice(1);
    expect(dayRows).toHaveLength(VOLUME_DAYS);
    expect(
      within(dayRows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3 건', '7 건']);
    expect(within(volumeTable).getByRole('rowheader', { name: yesterday }).parentElement).toHaveTextContent(
      `${yesterday}1,204 건3,050 건`,
    );
    // Days without transports are drawn as zero, not left out.
    expect(
      within(dayRows[VOLUME_DAYS - 1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0 건', '0 건']);

    const statesTable = await within(card('오늘의 배송 상태')).findByRole('table');
    expect(
      within(statesTable)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['배송 상태물품 줄 수', '배송 완료12 건', '미배송5 건', '합계17 건']);

    const revenueTable = await within(card(REVENUE_TITLE)).findByRole('table');
    const monthRows = within(revenueTable).getAllByRole('row').slice(1);
    expect(monthRows.map((row) => row.textContent)).toHaveLength(12);
    expect(monthRows[2]).toHaveTextContent('3월2 건1,234,500 원');
    expect(monthRows[10]).toHaveTextContent('11월2 건987,654,321 원');
    expect(monthRows[0]).toHaveTextContent('1월0 건0 원');

    // Each chart is drawn beside its table, which only screen readers read.
    for (const title of [VOLUME_TITLE, '오늘의 배송 상태', REVENUE_TITLE]) {
      const chart = card(title).querySelector(`[data-chart="${title}"]`);
      expect(chart?.querySelector('svg')).not.toBeNull();
      expect(within(card(title)).getByRole('table').parentElement).toHaveStyle({
        position: 'absolute',
        width: '1px',
      });
    }
  });

  it('표로 보기 shows the table in place of the chart, and 차트로 보기 brings the chart back', async () => {
    renderCharts([volume([]), states(12, 5), revenue({})]);
    const statesCard = await screen.findByRole('region', { name: '오늘의 배송 상태' });
    const toggle = await within(statesCard).findByRole('button', { name: '표로 보기' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(statesCard.querySelector('[data-chart]')).toBeNull();
    expect(within(statesCard).getByRole('table')).toBeVisible();
    const back = within(statesCard).getByRole('button', { name: '차트로 보기' });
    expect(back).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(back);
    expect(statesCard.querySelector('[data-chart] svg')).not.toBeNull();
  });

  it('filters each chart as the lists filter: a course, a charge type, a year and a supplier', async () => {
    renderCharts([
      volume([]),
      volume([{ requstDt: START, transportCount: 2, shipmentCount: 5 }], { deliveryRouteId: 4 }),
      states(0, 0),
      states(1, 2, { chargeCd: 'CH003' }),
      revenue({}),
      revenue({ 5: 55_000 }, { year: YEAR - 1 }),
      revenue({ 6: 66_000 }, { year: YEAR - 1, billCompanyId: 8 }),
    ]);
    await screen.findByText(`최근 ${VOLUME_DAYS}일 동안 접수된 운송이 없습니다.`);

    await choose(VOLUME_TITLE, '배송 코스', '북구 2코스');
    const volumeTable = await within(card(VOLUME_TITLE)).findByRole('table');
    expect(within(volumeTable).getAllByRole('row')[1]).toHaveTextContent(`${START}2 건5 건`);

    await choose('오늘의 배송 상태', '운임 구분', '신용(선불)');
    const statesTable = await within(card('오늘의 배송 상태')).findByRole('table');
    expect(within(statesTable).getAllByRole('row').at(-1)).toHaveTextContent('합계3 건');

    await choose(REVENUE_TITLE, '연도', `${YEAR - 1}년`);
    const lastYear = `${YEAR - 1}년 월별 청구 금액`;
    expect(within(await within(card(lastYear)).findByRole('table')).getAllByRole('row')[5]).toHaveTextContent(
      '5월2 건55,000 원',
    );
    await choose(lastYear, '공급자', '서울공급');
    await waitFor(() =>
      expect(within(within(card(lastYear)).getByRole('table')).getAllByRole('row')[6]).toHaveTextContent(
        '6월2 건66,000 원',
      ),
    );
  });

  it('says so when a chart cannot be loaded', async () => {
    renderCharts([
      volume([]),
      { request: { query: DeliveryStatesQuery, variables: {} }, error: new Error('network down') },
      revenue({}),
    ]);
    expect(await screen.findByText('오늘의 배송 상태을(를) 불러오지 못했습니다.')).toBeInTheDocument();
  });
});
