import Box from '@mui/material/Box';

/** The copyright line under every page, the sign-in page included. */
export function AppFooter() {
  return (
    <Box component="footer" sx={{ py: 2, textAlign: 'center', color: 'text.secondary', fontSize: 13 }}>
      © {new Date().getFullYear()} 택배관리시스템. All rights reserved.
    </Box>
  );
}
