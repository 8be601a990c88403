import type { GridCellParams } from '@mui/x-data-grid';
import type { CellTone, CellTones } from '../../components/list-card';

/** Columns of the home grid whose cells are coloured (spec part 1, Grid colour mapping). */
export const COLOUR_MAPPED_FIELDS: ReadonlySet<string> = new Set([
  'transportProcessCd',
  'shipperCd',
  'transportCode',
]);

// Communication-receipt, communication and parcel values are orange; every other value is blue.
const ORANGE_VALUES: ReadonlySet<string> = new Set(['통신수신', '통신', '택배']);

export interface CodeCellColours extends CellTone {
  tone: 'orange' | 'blue';
}

const ORANGE: CodeCellColours = { tone: 'orange', backgroundColor: '#FFEDD5', color: '#C2410C' };
const BLUE: CodeCellColours = { tone: 'blue', backgroundColor: '#DBEAFE', color: '#1E3A8A' };

/** Colours of a colour-mapped cell, or null for an empty cell (which stays uncoloured). */
export function codeCellColours(value: unknown): CodeCellColours | null {
  const text = value == null ? '' : String(value).trim();
  if (text === '') return null;
  return ORANGE_VALUES.has(text) ? ORANGE : BLUE;
}

/** The home grid's cell colours, for ListCard's `cellTones`. */
export const DELIVERY_STATUS_TONES: CellTones = {
  tones: { orange: ORANGE, blue: BLUE },
  toneOf: (params: GridCellParams) => {
    if (!COLOUR_MAPPED_FIELDS.has(params.field)) return null;
    // The displayed text decides, so a column that formats a code into its label is coloured by the label.
    return codeCellColours(params.formattedValue ?? params.value)?.tone ?? null;
  },
};
