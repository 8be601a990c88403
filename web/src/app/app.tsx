import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { AppInfoQuery } from '../features/app-info/api/app-info';

/** The first page: tells the visitor which server they reached. Sign-in and the shell come next. */
export function App() {
  const { data, loading, error } = useQuery(AppInfoQuery);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ display: 'grid', gap: 2, textAlign: 'center' }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            택배관리시스템
          </Typography>
          {loading && <CircularProgress sx={{ justifySelf: 'center' }} aria-label="불러오는 중" />}
          {error && <Alert severity="error">서버 연결에 문제가 발생했습니다.</Alert>}
          {data && (
            <>
              <Typography color="text.secondary">서버가 정상적으로 실행 중입니다.</Typography>
              <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
                <Chip label={`버전 ${data.appInfo.version}`} size="small" />
                {data.appInfo.demoData && <Chip label="데모 데이터" color="secondary" size="small" />}
              </Box>
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
