// Which column of an uploaded file fills each field: the proposal made from the header row, and a
// mapping remembered from an earlier file (per sender company, per bank) applied to the headers it
// knows. Headers are compared by headerKey(), so spaces and brackets do not matter.
import { headerKey, type UploadFieldNames } from '@parcel/shared/forms/upload-table';

/** Each field's column (an index into headers), or null when no header names it. */
export type ColumnMapping<Field extends string> = Record<Field, number | null>;

/** A mapping as remembered: each header (by headerKey) its field, or null for a column left unmapped. */
export type RememberedMapping<Field extends string> = Record<string, Field | null>;

/**
 * Matches headers by headerKey() against each field's label first, then its other names in their
 * order, fields in the given order; a column serves one field only (the first that names it).
 * E.g. a shop export's 수취인명 → receiverName, 전화번호1 → receiverTelNo, 전화번호2 → receiverMobileNo.
 */
export function proposeColumns<Field extends string>(
  headers: readonly string[],
  fields: readonly (UploadFieldNames & { field: Field })[],
): ColumnMapping<Field> {
  const columnsByKey = new Map<string, number[]>();
  headers.forEach((header, column) => {
    const key = headerKey(header);
    if (key) columnsByKey.set(key, [...(columnsByKey.get(key) ?? []), column]);
  });
  const taken = new Set<number>();
  const mapping = Object.fromEntries(fields.map(({ field }) => [field, null])) as ColumnMapping<Field>;
  const rounds = fields.map(({ field, label, headers: synonyms }) => ({
    field,
    names: [label, ...synonyms].map(headerKey),
  }));
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

/**
 * The mapping for a file: what the remembered mapping knows of its headers (a header it left
 * unmapped stays so), proposals for the fields no remembered header took, from the other columns.
 */
export function mappingWithRemembered<Field extends string>(
  headers: readonly string[],
  fields: readonly (UploadFieldNames & { field: Field })[],
  remembered: RememberedMapping<Field>,
): ColumnMapping<Field> {
  const known = new Set<string>(fields.map(({ field }) => field));
  const mapping: Partial<ColumnMapping<Field>> = {};
  const decided = new Set<number>();
  headers.forEach((header, column) => {
    const key = headerKey(header);
    if (!key || !Object.hasOwn(remembered, key)) return;
    decided.add(column);
    const field = remembered[key];
    if (field && known.has(field) && mapping[field] === undefined) mapping[field] = column;
  });
  const proposed = proposeColumns(
    headers.map((header, column) => (decided.has(column) ? '' : header)),
    fields,
  );
  for (const { field } of fields) mapping[field] ??= proposed[field];
  return mapping as ColumnMapping<Field>;
}

/** A file's mapping as remembered: each of its headers (by headerKey) the field it fills, or null. */
export function rememberedOf<Field extends string>(
  headers: readonly string[],
  fields: readonly Field[],
  mapping: Partial<ColumnMapping<Field>>,
): RememberedMapping<Field> {
  const remembered: RememberedMapping<Field> = {};
  headers.forEach((header, column) => {
    const key = headerKey(header);
    if (key) remembered[key] = fields.find((field) => mapping[field] === column) ?? null;
  });
  return remembered;
}
