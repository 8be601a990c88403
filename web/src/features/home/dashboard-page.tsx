import { useQuery } from '@apollo/client/react';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ApartmentIcon from '@mui/icons-material/Apartment';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useMediaQuery, useTheme } from '@mui/material';
import { DEFAULT_PAGE_SIZE } from '@parcel/shared/lists';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../app/session/session-provider';
import { ANONYMOUS } from '../../app/shell/anonymous';
import { LatestNotices } from '../../components/latest-notices';
import { ListCard } from '../../components/list-card';
import { DeliveryStatusQuery } from './api/delivery-status';
import { DELIVERY_STATUS_TONES } from './delivery-status-colours';
import { DELIVERY_STATUS_COLUMNS, type DeliveryStatusRow } from './delivery-status-columns';

/** The charts come in a chunk of their own (@mui/x-charts), after the page itself has shown. */
const DashboardCharts = lazy(() =>
  import('./dashboard-charts').then((m) => ({ default: m.DashboardCharts })),
);

interface QuickAction {
  path: string;
  title: string;
  text: string;
  icon: ReactNode;
}

const COMPANY_ACTION: QuickAction = {
  path: '/settings/companies',
  title: '업체 관리',
  text: '업체 정보 수정',
  icon: <ApartmentIcon />,
};

/** The spec's four shortcuts, in its order; narrow screens show only company management. */
const QUICK_ACTIONS: QuickAction[] = [
  { path: '/settlement/invoices', title: '청구서 관리', text: '신규 청구서 확인', icon: <ReceiptLongIcon /> },
  { path: '/transport/shipments', title: '배송 등록', text: '운송 정보 입력', icon: <LocalShippingIcon /> },
  COMPANY_ACTION,
  {
    path: '/settlement/billCompany',
    title: '계좌 관리',
    text: '공급자 현황 확인',
    icon: <AccountBalanceIcon />,
  },
];

/** Home: welcome, quick actions and today's delivery status (spec part 1, Home screen). */
export function DashboardPage() {
  const { auth } = useSession();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [page, setPage] = useState(0);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const { data, loading } = useQuery(DeliveryStatusQuery, {
    variables: { page: { page, size: DEFAULT_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const actions = wide ? QUICK_ACTIONS : [COMPANY_ACTION];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
              {auth.name || ANONYMOUS}님, 환영합니다.
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              왼쪽 메뉴에서 택배관리시스템의 모든 기능을 이용할 수 있습니다.
            </Typography>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              Quick Actions
            </Typography>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' } }}>
              {actions.map((action) => (
                <Card key={action.path} variant="outlined">
                  <CardActionArea component={RouterLink} to={action.path} sx={{ p: 1.5, height: '100%' }}>
                    <Box sx={{ color: 'primary.main' }}>{action.icon}</Box>
                    <Typography sx={{ fontWeight: 600 }}>{action.title}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {action.text}
                    </Typography>
                  </CardActionArea>
                </Card>
              ))}
            </Box>
          </CardContent>
        </Card>
      </Box>
      <LatestNotices />
      <ListCard<DeliveryStatusRow>
        title="오늘의 배송 확인 현황"
        columns={DELIVERY_STATUS_COLUMNS}
        rows={data?.deliveryStatus.items ?? []}
        rowCount={data?.deliveryStatus.total ?? 0}
        rowCountExact={data?.deliveryStatus.totalExact ?? true}
        loading={loading}
        page={page}
        onPageChange={setPage}
        getRowId={(row) => row.shipmentId}
        selectedId={selectedId}
        onSelect={(row) => setSelectedId(row.shipmentId)}
        emptyMessage="등록된 운송이 없습니다."
        cellTones={DELIVERY_STATUS_TONES}
      />
      <Suspense
        fallback={
          <Box role="status" aria-label="차트 불러오는 중">
            <Skeleton variant="rounded" height={320} />
          </Box>
        }
      >
        <DashboardCharts />
      </Suspense>
    </Box>
  );
}
