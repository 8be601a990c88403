import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** Any unknown path (spec 2): the spec's exact text plus a way back. */
export function NotFoundPage() {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '60vh',
        display: 'grid',
        placeContent: 'center',
        justifyItems: 'center',
        gap: 2,
        p: 2,
      }}
    >
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        404 Page Not Found
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        홈으로
      </Button>
    </Box>
  );
}
