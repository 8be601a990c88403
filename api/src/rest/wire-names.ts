// Fields renamed to say what they hold (issue 33: the home grid's codes that are names, a `weight`
// that is a price per kg, the goods line's counts that count shipments) keep their old names where
// callers saved them: the REST wire answers the old names (the spec's, for the home grid), and
// GraphQL keeps each old name as a deprecated field (graphql/retired-fields.ts) for analysts' saved
// queries. Services and the web app use the new names only.

/** A type's renamed fields: its GraphQL name now, and the old name the REST wire keeps. */
export type WireNames = Readonly<Record<string, string>>;

/** One place for every renamed field, by GraphQL type (the OpenAPI document shows the old names). */
export const WIRE_NAMES = {
  DeliveryStatusRow: {
    transportProcessNm: 'transportProcessCd',
    senderRegionNm: 'deliveryRegionId1',
    collectorNm: 'managerId',
    senderCompanyNm: 'companyNm1',
    senderManagerNm: 'sender',
    chargeNm: 'chargeCd',
    weightUntpc: 'weight',
    weightAmount: 'sumWeight',
    receiverRegionNm: 'deliveryRegionId2',
    kindNm: 'kindCode',
    receiverCompanyNm: 'companyNm2',
    receiverTelNo: 'telNo2',
    receiverMobileNo: 'mobileNo2',
    deliveryRouteNm: 'transportCourse',
    transportCodeNm: 'transportCode',
    receiverAddress: 'companyNm2Address',
  },
  TransportStatsRow: { shipmentCount: 'goodsLineCount' },
  DeliveryStateStats: { shipmentCount: 'goodsLineCount' },
  DeliveryStateCount: { shipmentCount: 'goodsLineCount' },
} as const satisfies Readonly<Record<string, WireNames>>;

/**
 * A JSON-like object: its prototype is null or a root prototype (Object.prototype of any realm, so
 * an answer parsed by another realm's JSON, as fetch's in a test, counts too).
 */
export const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || Object.getPrototypeOf(prototype) === null;
};

/** An answer with every field named in `names`, at any depth, under its wire name. */
export function toWireNames(value: unknown, names: WireNames): unknown {
  if (Array.isArray(value)) return value.map((item) => toWireNames(item, names));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [
      Object.hasOwn(names, name) ? names[name]! : name,
      toWireNames(field, names),
    ]),
  );
}
