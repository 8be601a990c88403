import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { totalLabel } from './grid-locale';

/** Pages shown at once by default (spec part 2, delivery check: a 5-page window). */
export const DEFAULT_PAGE_WINDOW = 5;

export const WINDOW_PAGER_LABELS = {
  first: '첫 페이지',
  previous: '이전 페이지',
  next: '다음 페이지',
  last: '마지막 페이지',
  // The visible number first, as its own word (axe: label-content-name-mismatch).
  page: (page: number) => `${page.toLocaleString('ko-KR')} 페이지`,
} as const;

/**
 * The window of page numbers (one-based) that holds `page` (zero-based): blocks of `size` pages,
 * 1..5, then 6..10, ..., the last one cut at the page count.
 */
export function pageWindow(page: number, pageCount: number, size = DEFAULT_PAGE_WINDOW): number[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(page, 0), pageCount - 1);
  const first = Math.floor(current / size) * size;
  const last = Math.min(first + size, pageCount);
  return Array.from({ length: last - first }, (_, index) => first + index + 1);
}

export interface WindowPagerProps {
  /** Zero-based current page. */
  page: number;
  /** Rows on all pages. */
  rowCount: number;
  /** False when rowCount is a lower bound: "총 N건 이상", and no last page to jump to. */
  rowCountExact?: boolean;
  /** Rows a page. */
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Page numbers shown at once (5 by default). */
  windowSize?: number;
  /** Names the navigation for screen readers, e.g. the list's title. */
  label: string;
  disabled?: boolean;
}

/**
 * A pager of numbered pages in windows (1..5, then 6..10) with first, previous, next and last
 * buttons, and the total count ("총 N건") on its left. Used by ListCard with pagination="window".
 */
export function WindowPager({
  page,
  rowCount,
  rowCountExact = true,
  pageSize,
  onPageChange,
  windowSize = DEFAULT_PAGE_WINDOW,
  label,
  disabled = false,
}: WindowPagerProps) {
  const pageCount = Math.max(1, Math.ceil(rowCount / Math.max(pageSize, 1)));
  const current = Math.min(Math.max(page, 0), pageCount - 1);
  const pages = pageWindow(current, pageCount, windowSize);
  const atStart = disabled || current === 0;
  const atEnd = disabled || current >= pageCount - 1;
  const go = (target: number) => {
    if (target !== current) onPageChange(target);
  };

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 1,
        px: 2,
        pb: 2,
      }}
    >
      <Typography variant="body2" role="status" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {totalLabel(rowCount, rowCountExact)}
      </Typography>
      <Box
        component="nav"
        aria-label={`${label} 페이지`}
        sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}
      >
        <IconButton
          size="small"
          aria-label={WINDOW_PAGER_LABELS.first}
          disabled={atStart}
          onClick={() => go(0)}
        >
          <FirstPageIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={WINDOW_PAGER_LABELS.previous}
          disabled={atStart}
          onClick={() => go(current - 1)}
        >
          <NavigateBeforeIcon fontSize="small" />
        </IconButton>
        {pages.map((number) => {
          const selected = number - 1 === current;
          return (
            <Button
              key={number}
              size="small"
              variant={selected ? 'contained' : 'text'}
              aria-label={WINDOW_PAGER_LABELS.page(number)}
              aria-current={selected ? 'page' : undefined}
              disabled={disabled}
              onClick={() => go(number - 1)}
              sx={{ minWidth: 36, px: 1, fontVariantNumeric: 'tabular-nums' }}
            >
              {number.toLocaleString('ko-KR')}
            </Button>
          );
        })}
        <IconButton
          size="small"
          aria-label={WINDOW_PAGER_LABELS.next}
          disabled={atEnd}
          onClick={() => go(current + 1)}
        >
          <NavigateNextIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={WINDOW_PAGER_LABELS.last}
          disabled={atEnd || !rowCountExact}
          onClick={() => go(pageCount - 1)}
        >
          <LastPageIcon fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
