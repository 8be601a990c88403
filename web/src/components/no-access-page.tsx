import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { PageHeader, type BreadcrumbItem } from './page-header';

export interface NoAccessPageProps {
  /** The screen's title, as its route names it. */
  title: string;
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Who may use the screen, and what to do instead. */
  message: string;
}

/**
 * A screen the caller's role may not use, reached by its address although the sidebar hides it:
 * its title and who may use it. The server refuses that role the screen's data anyway.
 */
export function NoAccessPage({ title, breadcrumbs, message }: NoAccessPageProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      <Alert severity="warning">{message}</Alert>
    </Box>
  );
}
