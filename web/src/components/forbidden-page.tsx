import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export const FORBIDDEN_MESSAGE = '이 화면을 볼 권한이 없습니다.';

/**
 * A screen the caller's role may not open, reached by its address (a customer typing a staff
 * screen's): 403, the message and a way home. It requests nothing: the screen itself is not loaded.
 */
export function ForbiddenPage() {
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        403
      </Typography>
      <Alert severity="warning">{FORBIDDEN_MESSAGE}</Alert>
      <Button component={RouterLink} to="/" variant="contained">
        홈으로
      </Button>
    </Box>
  );
}
