import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

export interface SummaryTile {
  label: string;
  /** The value as shown, formatted (e.g. 1,234 kg); blank while loading. */
  value: string;
}

/**
 * The summary tiles above a list: a description list (each label a <dt>, its value a <dd>) inside
 * a named live region, so a screen reader hears the new figures after a search.
 */
export function SummaryTiles({ label, tiles }: { label: string; tiles: readonly SummaryTile[] }) {
  return (
    <Box role="status" aria-label={label}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {tiles.map((tile) => (
          // dl > div > dt + dd: HTML's one allowed wrapper (the card) around a term and its value.
          <Card key={tile.label} variant="outlined" sx={{ p: 2 }}>
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
          </Card>
        ))}
      </Box>
    </Box>
  );
}
