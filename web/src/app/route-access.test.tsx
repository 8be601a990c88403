import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { FORBIDDEN_MESSAGE } from '../components/forbidden-page';
import { RouteAccess } from './router';
import { APP_ROUTES, type AppRoute } from './routes';
import { SessionProvider } from './session/session-provider';
import { initialAuthState } from './session/session-state';
import { writeAccessToken, writePersistedAuth } from './session/session-storage';

function renderRoute(role: string, route: AppRoute) {
  writeAccessToken('token');
  writePersistedAuth({ ...initialAuthState, isAuthenticated: true, name: '사용자', role });
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={[route.path]}>
        <Suspense fallback={null}>
          <RouteAccess route={route} />
        </Suspense>
      </MemoryRouter>
    </SessionProvider>,
  );
}

const routeOf = (path: string) => {
  const route = APP_ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
};

/** A route whose page records that it was loaded (its chunk asked for). */
function probeRoute(customers?: AppRoute['customers']) {
  const load = jest.fn(() => Promise.resolve({ default: () => <p>화면 내용</p> }));
  const route: AppRoute = { path: '/probe', title: '시험 화면', page: lazy(load), customers };
  return { route, load };
}

describe('who may open a screen (the route table’s customers flag)', () => {
  afterEach(() => sessionStorage.clear());

  it('shows a customer the 403 page on a staff screen, with a way home', async () => {
    renderRoute('customer', routeOf('/settings/members'));
    expect(await screen.findByText(FORBIDDEN_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '403' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
  });

  it('loads nothing of a staff screen for a customer', async () => {
    const { route, load } = probeRoute();
    renderRoute('customer', route);
    expect(await screen.findByText(FORBIDDEN_MESSAGE)).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('opens a customer’s screens to it', async () => {
    const { route, load } = probeRoute(true);
    renderRoute('customer', route);
    expect(await screen.findByText('화면 내용')).toBeInTheDocument();
    expect(load).toHaveBeenCalled();
    expect(screen.queryByText(FORBIDDEN_MESSAGE)).not.toBeInTheDocument();
  });

  it('opens staff screens to staff', async () => {
    const staff = probeRoute();
    renderRoute('member_view', staff.route);
    expect(await screen.findByText('화면 내용')).toBeInTheDocument();
  });

  it('shows staff the 403 page on a customer’s own screen', async () => {
    const own = probeRoute('only');
    renderRoute('admin', own.route);
    expect(await screen.findByText(FORBIDDEN_MESSAGE)).toBeInTheDocument();
    expect(own.load).not.toHaveBeenCalled();
  });
});
