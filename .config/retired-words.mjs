// The lint word list: names retired for one word per thing (ARCHITECTURE.md, "Vocabulary"). ESLint
// refuses them as identifiers (variables, functions, classes, types, properties), so new code takes
// the glossary's word. Strings are not names: SQL keeps its columns (goods_line_count) and the REST
// wire and GraphQL's deprecated fields keep old names as data (api/src/rest/wire-names.ts).

/** Retired everywhere, tests too: `pattern` is matched against every identifier. */
export const RETIRED_WORDS = [
  {
    // The audit trail's entity key GOODS_LINE stays (a GraphQL enum value analysts filter by), and
    // tests use the deprecated GraphQL fields and the REST wire's goodsLineCount (WIRE_ONLY_NAMES).
    pattern:
      '^(?!(GOODS_LINE|goodsLineCount|transportGoodsLines|deleteGoodsLine)$).*(GoodsLine|goodsLine|GOODS_LINE)',
    message: 'A goods line is a shipment (물품): Shipment, shipment, SHIPMENT (issue 33).',
  },
  {
    // GraphQL keeps the type name InvoiceDetail (saved queries; Apollo's type policies name it).
    pattern: '^(?!InvoiceDetail$).*(InvoiceDetail|invoiceDetail)',
    message: "An invoice's company row is an invoice company row: InvoiceCompanyRow, invoiceCompanyRow.",
  },
];

/**
 * Old field names kept on the REST wire and as deprecated GraphQL fields (api/src/rest/wire-names.ts,
 * the transport resolver): tests send and read them there, code uses the new names.
 */
export const WIRE_ONLY_NAMES = {
  pattern:
    '^(goodsLineCount|transportGoodsLines|deleteGoodsLine|companyNm1|companyNm2|companyNm2Address|deliveryRegionId1|deliveryRegionId2|kindCode|telNo2|mobileNo2|transportCourse|sumWeight)$',
  message:
    'An old field name kept for the REST wire and saved queries (api/src/rest/wire-names.ts): code uses its new name (shipmentCount, senderCompanyNm, transportShipments ...).',
};

/** The no-restricted-syntax entries refusing identifiers that match these words. */
export const identifierRule = (...words) =>
  words.map(({ pattern, message }) => ({ selector: `Identifier[name=/${pattern}/]`, message }));
