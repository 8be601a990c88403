import { useQuery } from '@apollo/client/react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PushPinIcon from '@mui/icons-material/PushPin';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatColumnValue } from '@parcel/shared/records/define-list';
import { NOTICE_LIST } from '@parcel/shared/records/notice';
import { useId } from 'react';
import { graphql } from '../gql';

/** The caller's newest notices (their audience), pinned first. */
const LatestNoticesQuery = graphql(`
  query LatestNotices($limit: Int) {
    latestNotices(limit: $limit) {
      noticeId
      title
      body
      pinnedYn
      regDt
    }
  }
`);

/** How many notices the box shows. */
export const LATEST_NOTICE_COUNT = 3;

/**
 * The caller's newest notices (공지사항: those for their audience), pinned first, then newest: each
 * its title and date, its body opened in place (a button: Enter or Space opens it). For the home
 * screens: the dashboard, the landing page and the customers' home (features/notices exports it; it
 * lives in the kit because a feature imports no other feature).
 */
export function LatestNotices() {
  const titleId = useId();
  const { data, loading } = useQuery(LatestNoticesQuery, {
    variables: { limit: LATEST_NOTICE_COUNT },
    fetchPolicy: 'cache-and-network',
  });
  const notices = data?.latestNotices ?? [];
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" data-testid="latest-notices">
      <CardContent sx={{ display: 'grid', gap: 1, '&:last-child': { pb: 2 } }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          공지사항
        </Typography>
        {notices.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {loading ? '불러오는 중...' : '등록된 공지사항이 없습니다.'}
          </Typography>
        ) : (
          <Box>
            {notices.map((notice) => (
              <Accordion key={notice.noticeId} disableGutters elevation={0} square>
                <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ px: 1 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, width: '100%' }}>
                    {notice.pinnedYn === 'Y' && (
                      <PushPinIcon fontSize="small" color="primary" titleAccess="고정" />
                    )}
                    <Typography
                      variant="body2"
                      component="span"
                      sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
                    >
                      {notice.title}
                    </Typography>
                    <Typography
                      variant="caption"
                      component="span"
                      color="text.secondary"
                      sx={{ flexShrink: 0 }}
                    >
                      {formatColumnValue(NOTICE_LIST.columns.regDt, notice.regDt)}
                    </Typography>
                  </Box>
                </AccordionSummary>
                <AccordionDetails sx={{ px: 1 }}>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {notice.body}
                  </Typography>
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
