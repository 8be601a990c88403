// The column mapping the screen proposes for a file's header row: each import field takes the
// first column whose header is its label or one of its other layouts' names.
import {
  headerKey,
  IMPORT_FIELD_DECLARATIONS,
  IMPORT_FIELDS,
  type ImportField,
} from '@parcel/shared/forms/transport-import';

/** Each field's column (an index into headers), or null when no header names it. */
export type ColumnMapping = Record<ImportField, number | null>;

/**
 * Matches headers by headerKey() against each field's label first, then its synonyms in their
 * order, fields in IMPORT_FIELDS order; a column serves one field only (the first that names it).
 * E.g. a shop export's 수취인명 → receiverName, 전화번호1 → receiverTelNo, 전화번호2 → receiverMobileNo.
 */
export function proposeMapping(headers: readonly string[]): ColumnMapping {
  const columnsByKey = new Map<string, number[]>();
  headers.forEach((header, column) => {
    const key = headerKey(header);
    if (key) columnsByKey.set(key, [...(columnsByKey.get(key) ?? []), column]);
  });
  const taken = new Set<number>();
  const mapping = Object.fromEntries(IMPORT_FIELDS.map((field) => [field, null])) as ColumnMapping;
  const rounds = IMPORT_FIELDS.map((field) => {
    const { label, headers: synonyms } = IMPORT_FIELD_DECLARATIONS[field];
    return { field, names: [label, ...synonyms].map(headerKey) };
  });
  // Every field's label before any synonym, then every field's first synonym, and so on: a header
  // that is one field's label is never taken by another field's synonym.
  const longest = Math.max(...rounds.map((round) => round.names.length));
  for (let position = 0; position < longest; position++) {
    for (const { field, names } of rounds) {
      const name = names[position];
      if (mapping[field] !== null || name === undefined) continue;
      const column = columnsByKey.get(name)?.find((candidate) => !taken.has(candidate));
      if (column === undefined) continue;
      mapping[field] = column;
      taken.add(column);
    }
  }
  return mapping;
}
