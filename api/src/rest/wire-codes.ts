// The spec writes some codes in lower case where the database stores them otherwise (billCharCd
// credit/regular, stored CREDIT/REGULAR), and its callers may write any case (a waybill's chargeCd
// pre/collect/credit). The REST shim takes them in any case and answers them as the spec writes
// them (docs/decisions.md#lower-case-wire-codes); the services and GraphQL keep the stored values.
import { BILL_CHARGE_TYPES } from '@parcel/shared/codes';
import { WAYBILL_CHARGES } from '@parcel/shared/forms/waybill-form';
import { isPlainObject } from './wire-names';

/** One code field as the REST shim takes and sends it. */
export interface WireCode {
  /** The spec's values, as answered. */
  readonly wireValues: readonly string[];
  /** True when a spec value differs from the stored one (not only in the case callers write). */
  readonly renames: boolean;
  /** The stored value of a spec value in any case; anything else as it came (the form refuses it). */
  fromWire(value: unknown): unknown;
  /** The spec's form of a stored value; anything else as it is. */
  toWire(value: unknown): unknown;
}

/** A code whose spec form is its stored value in lower case. */
function lowerCaseCode(stored: readonly string[]): WireCode {
  const storedOf = new Map(stored.map((value) => [value.toLowerCase(), value]));
  const wireValues = [...storedOf.keys()];
  return {
    wireValues,
    renames: wireValues.some((value, i) => value !== stored[i]),
    fromWire: (value) => (typeof value === 'string' && storedOf.get(value.toLowerCase())) || value,
    toWire: (value) =>
      typeof value === 'string' && storedOf.get(value.toLowerCase()) === value ? value.toLowerCase() : value,
  };
}

/** A shipper's billing type: credit or regular on the wire, CREDIT or REGULAR stored. */
export const BILL_CHARGE_TYPE_WIRE = lowerCaseCode(BILL_CHARGE_TYPES);
/** A pre-registered waybill range's charge: pre, collect or credit, stored so. */
export const WAYBILL_CHARGE_WIRE = lowerCaseCode(WAYBILL_CHARGES);

/** The code fields of a route, by field name. */
export type WireCodes = Readonly<Record<string, WireCode>>;

/** `value` with every field named in `codes`, at any depth, passed through `convert`. */
function mapCodeFields(
  value: unknown,
  codes: WireCodes,
  convert: (code: WireCode, value: unknown) => unknown,
) {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isPlainObject(node)) return node;
    return Object.fromEntries(
      Object.entries(node).map(([name, field]) => {
        const code = Object.hasOwn(codes, name) ? codes[name] : undefined;
        return [name, code ? convert(code, field) : walk(field)];
      }),
    );
  };
  return walk(value);
}

/** A request's body or query with its code fields as stored. */
export const fromWire = (value: unknown, codes: WireCodes): unknown =>
  mapCodeFields(value, codes, (code, field) => code.fromWire(field));

/** An answer with its code fields in the spec's form. */
export const toWire = (value: unknown, codes: WireCodes): unknown =>
  mapCodeFields(value, codes, (code, field) => code.toWire(field));
