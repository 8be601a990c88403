import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface ToastMessageProps {
  title: string;
  message: string;
}

/** Body of a toast: the title in bold above the message (the spec's toasts always carry both). */
export function ToastMessage({ title, message }: ToastMessageProps) {
  return (
    <Box sx={{ display: 'grid', gap: 0.25 }}>
      <Typography component="div" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography component="div" variant="body2">
        {message}
      </Typography>
    </Box>
  );
}
