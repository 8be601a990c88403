import ConstructionIcon from '@mui/icons-material/Construction';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PageHeader } from './page-header';

export interface PlaceholderPageProps {
  title: string;
}

/** Stands in for a screen that is not built yet, so every sidebar link leads somewhere honest. */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader title={title} />
      <Card>
        <CardContent sx={{ display: 'grid', justifyItems: 'center', gap: 1, py: 6, textAlign: 'center' }}>
          <ConstructionIcon color="action" sx={{ fontSize: 48 }} aria-hidden />
          <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
            화면 준비 중
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {title} 화면은 준비 중입니다. 왼쪽 메뉴에서 다른 화면을 이용해주세요.
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
