import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, useLocation } from 'react-router-dom';
import { useSession } from './session/session-provider';
import { APP_ROUTES, LANDING_PATH, mayOpenRoute, type AppRoute } from './routes';
import { PageLoading } from './shell/page-loading';

// Each screen, and the signed-in frame itself, is its own chunk, so the sign-in page loads little.
const AppShell = lazy(() => import('./shell/app-shell').then((m) => ({ default: m.AppShell })));
const BareFrame = lazy(() => import('./shell/bare-frame').then((m) => ({ default: m.BareFrame })));
const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const TrackingRoute = lazy(() =>
  import('../features/tracking/tracking-route').then((m) => ({ default: m.TrackingRoute })),
);
const NotFoundRoute = lazy(() => import('./not-found-route').then((m) => ({ default: m.NotFoundRoute })));
// Lazy: it draws with MUI, which the sign-in page does not load.
const ForbiddenPage = lazy(() =>
  import('../components/forbidden-page').then((m) => ({ default: m.ForbiddenPage })),
);

function RequireSignIn({ children }: { children: ReactNode }) {
  const { auth } = useSession();
  const location = useLocation();
  if (!auth.isAuthenticated) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

function RedirectSignedIn({ children }: { children: ReactNode }) {
  const { auth } = useSession();
  return auth.isAuthenticated ? <Navigate to="/" replace /> : children;
}

function RootRedirect() {
  const { auth } = useSession();
  return <Navigate to={auth.isAuthenticated ? LANDING_PATH : '/login'} replace />;
}

/**
 * A screen, or the 403 page where the signed-in role may not open it (a customer on a staff screen):
 * the screen's chunk is then neither loaded nor asked for data.
 */
export function RouteAccess({ route }: { route: AppRoute }) {
  const { auth } = useSession();
  const Page = route.page;
  return mayOpenRoute(route, auth.role) ? <Page /> : <ForbiddenPage />;
}

/** The table's screens of one frame, each with its title as the route's handle (the tab title). */
function routesIn(frame: AppRoute['frame']) {
  return APP_ROUTES.filter((route) => route.frame === frame).map((route) => ({
    path: route.path,
    element: <RouteAccess route={route} />,
    handle: { title: route.title },
  }));
}

/**
 * The spec's route table (part 1, section 2, in routes.tsx). A data router: its useBlocker is what the editors'
 * unsaved-changes guard (part 2) needs; it costs the sign-in page about 16 kB gzip.
 */
export function createAppRouter() {
  return createBrowserRouter([
    { path: '/', element: <RootRedirect /> },
    {
      path: '/login',
      element: (
        <RedirectSignedIn>
          <Suspense fallback={<PageLoading />}>
            <LoginPage />
          </Suspense>
        </RedirectSignedIn>
      ),
    },
    {
      element: (
        <RequireSignIn>
          <AppShell />
        </RequireSignIn>
      ),
      children: routesIn(undefined),
    },
    {
      // Signed-in pages without the frame's header and sidebar, opened in a window of their own.
      element: (
        <RequireSignIn>
          <BareFrame />
        </RequireSignIn>
      ),
      children: routesIn('bare'),
    },
    // 배송 조회: anyone, signed in or not (a label's QR code opens /track/<waybillNo>).
    ...['/track', '/track/:waybillNo'].map((path) => ({
      path,
      handle: { title: '배송 조회' },
      element: (
        <Suspense fallback={<PageLoading />}>
          <TrackingRoute />
        </Suspense>
      ),
    })),
    {
      path: '*',
      element: (
        <Suspense fallback={<PageLoading />}>
          <NotFoundRoute />
        </Suspense>
      ),
    },
  ]);
}
