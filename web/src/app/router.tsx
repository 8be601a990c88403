import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, useLocation } from 'react-router-dom';
import { useSession } from './session/session-provider';
import { PageLoading } from './shell/page-loading';

// Each screen, and the signed-in frame itself, is its own chunk, so the sign-in page loads little.
const AppShell = lazy(() => import('./shell/app-shell').then((m) => ({ default: m.AppShell })));
const BareFrame = lazy(() => import('./shell/bare-frame').then((m) => ({ default: m.BareFrame })));
const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const NotFoundRoute = lazy(() => import('./not-found-route').then((m) => ({ default: m.NotFoundRoute })));
const CompaniesPage = lazy(() =>
  import('../features/companies/companies-page').then((m) => ({ default: m.CompaniesPage })),
);
const DashboardPage = lazy(() =>
  import('../features/home/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const DeliveryCheckPage = lazy(() =>
  import('../features/delivery-check/delivery-check-page').then((m) => ({ default: m.DeliveryCheckPage })),
);
const DeliveryRoutesPage = lazy(() =>
  import('../features/delivery-routes/delivery-routes-page').then((m) => ({ default: m.DeliveryRoutesPage })),
);
const MembersPage = lazy(() =>
  import('../features/members/members-page').then((m) => ({ default: m.MembersPage })),
);
const WaybillsPage = lazy(() =>
  import('../features/waybills/waybills-page').then((m) => ({ default: m.WaybillsPage })),
);
const SuppliersPage = lazy(() =>
  import('../features/suppliers/suppliers-page').then((m) => ({ default: m.SuppliersPage })),
);

const TransportsPage = lazy(() =>
  import('../features/transports/transports-page').then((m) => ({ default: m.TransportsPage })),
);

const TransportEditorPage = lazy(() =>
  import('../features/transport-editor/transport-editor-page').then((m) => ({
    default: m.TransportEditorPage,
  })),
);

const SettlementByShipperPage = lazy(() =>
  import('../features/shipper-settlement/settlement-by-shipper-page').then((m) => ({
    default: m.SettlementByShipperPage,
  })),
);
const ShipperDetailsPage = lazy(() =>
  import('../features/shipper-settlement/shipper-details-page').then((m) => ({
    default: m.ShipperDetailsPage,
  })),
);

const InvoicesPage = lazy(() =>
  import('../features/invoices/invoices-page').then((m) => ({ default: m.InvoicesPage })),
);
const StatementPrintPage = lazy(() =>
  import('../features/invoices/statement-print-page').then((m) => ({ default: m.StatementPrintPage })),
);
const ArrivalsPage = lazy(() =>
  import('../features/arrivals/arrivals-page').then((m) => ({ default: m.ArrivalsPage })),
);
const ArrivalEditorPage = lazy(() =>
  import('../features/arrivals/arrival-editor-page').then((m) => ({ default: m.ArrivalEditorPage })),
);

const GraphqlWorkbenchPage = lazy(() =>
  import('../features/graphql-workbench/graphql-workbench-page').then((m) => ({
    default: m.GraphqlWorkbenchPage,
  })),
);

export const LANDING_PATH = '/transport/check';

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
 * The spec's route table (part 1, section 2). A data router: its useBlocker is what the editors'
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
      children: [
        { path: '/dashboard', element: <DashboardPage /> },
        // The landing page after sign-in.
        { path: LANDING_PATH, element: <DeliveryCheckPage /> },
        { path: '/settings/members', element: <MembersPage /> },
        { path: '/settings/companies', element: <CompaniesPage /> },
        { path: '/transport/shipments', element: <TransportsPage /> },
        { path: '/transport/shipments-editor', element: <TransportEditorPage /> },
        { path: '/transport/shipments-editor/:deliveryId', element: <TransportEditorPage /> },
        { path: '/transport/arrivals', element: <ArrivalsPage /> },
        { path: '/transport/arrivals-editor/:id', element: <ArrivalEditorPage /> },
        { path: '/transport/settlement-by-shipper', element: <SettlementByShipperPage /> },
        { path: '/transport/shipper-details', element: <ShipperDetailsPage /> },
        { path: '/transport/route-settings', element: <DeliveryRoutesPage /> },
        { path: '/transport/waybill-preregister', element: <WaybillsPage /> },
        { path: '/settlement/invoices', element: <InvoicesPage /> },
        { path: '/settlement/billCompany', element: <SuppliersPage /> },
        { path: '/analysis/graphql', element: <GraphqlWorkbenchPage /> },
      ],
    },
    {
      // Signed-in pages without the frame's header and sidebar, opened in a window of their own.
      element: (
        <RequireSignIn>
          <BareFrame />
        </RequireSignIn>
      ),
      children: [{ path: '/settlement/invoices/print', element: <StatementPrintPage /> }],
    },
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
