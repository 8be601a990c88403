import { render, screen } from '@testing-library/react';
import type { GraphiQLProps } from 'graphiql';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MemoryRouter } from 'react-router-dom';
import { SessionProvider } from '../../app/session/session-provider';
import { initialAuthState } from '../../app/session/session-state';
import { writeAccessToken, writePersistedAuth } from '../../app/session/session-storage';
import { menuFor } from '../../app/shell/menu';
import { guideExamplesDocument } from './guide-examples';
import { GraphqlWorkbenchPage } from './graphql-workbench-page';

// GraphiQL's Monaco editor needs a real browser (the e2e test runs it): here a stand-in that shows
// what the page hands it.
const graphiqlProps: GraphiQLProps[] = [];
jest.mock('graphiql', () => ({
  GraphiQL: (props: GraphiQLProps) => {
    graphiqlProps.push(props);
    return <div data-testid="graphiql" />;
  },
}));
// Its package exports this for ES module imports only.
jest.mock('graphiql/setup-workers/vite', () => ({}), { virtual: true });

const GUIDE = readFileSync(path.join(__dirname, '..', '..', '..', '..', 'docs', 'analysts.md'), 'utf8');

function renderPage(role: string) {
  writeAccessToken('token-of-the-session');
  writePersistedAuth({ ...initialAuthState, isAuthenticated: true, name: '최서연', role });
  render(
    <MemoryRouter>
      <SessionProvider>
        <GraphqlWorkbenchPage />
      </SessionProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  sessionStorage.clear();
  graphiqlProps.length = 0;
});

describe('the guide examples document', () => {
  const document = guideExamplesDocument(GUIDE);

  it("holds every example of the guide, each under its section's heading", () => {
    const operations = [...document.matchAll(/^query (\w+) \{/gm)].map((match) => match[1]);
    expect(operations).toEqual([
      'TransportsPerDayAndCourse',
      'QuantitiesAndAmounts',
      'CompanyMonth',
      'DeliveriesByState',
      'RevenuePerMonth',
      'InvoiceWithItsLines',
      'TransportsWithGoodsLines',
      'InvoiceHistory',
      'ChangesOfNovember',
    ]);
    expect(document).toContain('# Transports per day and course\nquery TransportsPerDayAndCourse {');
    expect(document).toContain('# An invoice with its lines\nquery InvoiceWithItsLines {');
  });

  it('takes no JSON answers or prose along', () => {
    expect(document).not.toContain('"transportStats":');
    expect(document).not.toContain('```');
  });
});

describe('the sidebar', () => {
  const labels = (role: string | null) =>
    menuFor(role).flatMap((section) => section.items.map((item) => item.label));

  it('lists the workbench under 분석 for the workbench roles only', () => {
    for (const role of ['admin', 'member_all', 'member_view'])
      expect(menuFor(role).at(-1)).toEqual({
        title: '분석',
        items: [expect.objectContaining({ path: '/analysis/graphql', label: 'GraphQL 워크벤치' })],
      });
    for (const role of ['member_pickup', 'member_delivery', null]) {
      expect(labels(role)).not.toContain('GraphQL 워크벤치');
      expect(menuFor(role).map((section) => section.title)).toEqual(['기본 설정', '택배', '정산 관리']);
    }
  });

  it('still lists every screen of the spec, the spreadsheet import, the month-end close, receivables and bank deposits for every role', () => {
    expect(labels('member_pickup')).toHaveLength(15);
    expect(labels('member_pickup')).toEqual(
      expect.arrayContaining(['운송 정보 일괄 등록', '월 마감', '미수금 관리', '입금 내역 반영']),
    );
    // The admin also sees the workbench, 변경 이력 and 공지사항.
    expect(labels('admin')).toHaveLength(18);
  });
});

describe('GraphqlWorkbenchPage', () => {
  it('opens GraphiQL on the examples tab, signed with the session', async () => {
    renderPage('member_view');
    expect(screen.getByRole('heading', { level: 1, name: 'GraphQL 워크벤치' })).toBeInTheDocument();
    expect(screen.getByTestId('graphiql')).toBeInTheDocument();
    const props = graphiqlProps.at(-1)!;
    expect(props.defaultTabs).toEqual([{ query: guideExamplesDocument(GUIDE) }]);
    expect(props.isHeadersEditorEnabled).toBe(false);

    const answer = { data: { __typename: 'Query' } };
    const calls: { url: string; init?: RequestInit }[] = [];
    // jsdom has no fetch: the app's requests are answered here.
    global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      return { status: 200, json: async () => answer } as unknown as Response;
    }) as typeof fetch;
    const params = { query: '{ __typename }', operationName: null };
    await expect(props.fetcher(params, {})).resolves.toEqual(answer);
    expect(calls).toEqual([
      {
        url: '/graphql',
        init: expect.objectContaining({
          method: 'POST',
          body: JSON.stringify(params),
          headers: { 'content-type': 'application/json', authorization: 'Bearer token-of-the-session' },
        }) as unknown,
      },
    ]);
  });

  it('tells a field role that the workbench is not theirs, without loading GraphiQL', () => {
    renderPage('member_pickup');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'GraphQL 워크벤치는 관리자, 멤버_전체, 멤버_조회만 쓸 수 있습니다.',
    );
    expect(screen.queryByTestId('graphiql')).not.toBeInTheDocument();
  });
});
