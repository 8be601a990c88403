import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export interface SummaryTile {
  label: string;
  /** The value as shown, formatted (e.g. 1,234 kg); blank while loading. */
  value: string;
}

/**
 * The summary tiles above a list: a description list (each label a <dt>, its value a <dd>) in a
 * live region, so a screen reader hears the new figures after a search.
 */
export function SummaryTiles({ label, tiles }: { label: string; tiles: readonly SummaryTile[] }) {
  return (
    <Box
      component="dl"
      role="status"
      aria-label={label}
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {tiles.map((tile) => (
        <Card key={tile.label} variant="outlined">
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {tile.label}
            </Typography>
            <Typography
              component="dd"
              variant="h5"
              sx={{ m: 0, mt: 0.5, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
            >
              {tile.value || '-'}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
