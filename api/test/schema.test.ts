import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  specifiedScalarTypes,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLSchema,
} from 'graphql';
import { buildGraphQLSchema, printGraphQLSchema } from '../src/graphql/schema';

/** GraphQL's own scalars, described by the specification. */
const BUILT_IN_SCALARS = new Set(specifiedScalarTypes.map((scalar) => scalar.name));

type UnitKind = 'money' | 'weight' | 'quantity' | 'count' | 'billing month' | 'calendar date' | 'instant';

/** A field or argument of one of these types whose name matches must mention every word of `says`. */
interface UnitRule {
  kind: UnitKind;
  types: readonly string[];
  name: RegExp;
  says: readonly RegExp[];
}

const NUMBER = ['Int', 'Float'];

/** The first row whose type and name match applies: weightUntpc, won per kg, is money and not a weight. */
const UNIT_RULES: readonly UnitRule[] = [
  // Amounts, base fares (communicationFee), unit prices (untpc) and VAT: whole won.
  { kind: 'money', types: NUMBER, name: /amount|fee|untpc|vat/i, says: [/원|won/i] },
  { kind: 'weight', types: NUMBER, name: /weight|kg/i, says: [/kg/i] },
  // Quantities: pieces (개) on QTY lines, kg on WEIGHT lines; each description names pieces at least.
  { kind: 'quantity', types: NUMBER, name: /qty/i, says: [/pieces|개/i] },
  // Counts say what they count ("Number of goods lines ..."); a page's total counts the rows matching.
  {
    kind: 'count',
    types: ['Int'],
    name: /count$|^total$|lines$|transports$|^size$/i,
    says: [/number of|count of|건|개/i],
  },
  // Invoices are keyed by the billing (청구) year and month of the Seoul calendar.
  { kind: 'billing month', types: ['Int'], name: /^(year|month)$/, says: [/billing|청구/i, /Asia\/Seoul/] },
  // Reception, delivery and billing dates: yyyy-MM-dd calendar dates in Seoul.
  {
    kind: 'calendar date',
    types: ['String'],
    name: /^date$|Dt$|Date$|^period(Start|End)$/,
    says: [/Asia\/Seoul/],
  },
  // Instants (regDt, sentAt ...): DateTimeISO answers them in UTC.
  { kind: 'instant', types: ['DateTimeISO'], name: /./, says: [/UTC/] },
];

/** Fields whose names, kept from the spec's grid columns, suggest another unit than they hold. */
const KIND_BY_COORDINATE: Readonly<Record<string, UnitKind>> = {
  // The home grid's kg당 단가 column: won per kg of a WEIGHT line, not a weight.
  'DeliveryStatusRow.weight': 'money',
  // The home grid's 중량 합계 금액 column: the amount in won of a WEIGHT line, not a weight.
  'DeliveryStatusRow.sumWeight': 'money',
};

type Described = GraphQLField<unknown, unknown> | GraphQLArgument | GraphQLInputField;

/** The rule a field or argument falls under, if any. */
function unitRuleOf(coordinate: string, element: Described): UnitRule | undefined {
  const kind = KIND_BY_COORDINATE[coordinate];
  if (kind) return UNIT_RULES.find((rule) => rule.kind === kind);
  const typeName = getNamedType(element.type).name;
  return UNIT_RULES.find((rule) => rule.types.includes(typeName) && rule.name.test(element.name));
}

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildGraphQLSchema();
});

describe('the GraphQL schema', () => {
  it('matches the committed schema.graphql (run `npm run gen` after changing resolvers)', async () => {
    const committed = await readFile(path.join(__dirname, '..', '..', 'schema.graphql'), 'utf8');
    expect(printGraphQLSchema(schema)).toBe(committed);
  });

  it('describes every type, field, argument and enum value, for the analysts who read it', () => {
    const undescribed: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || BUILT_IN_SCALARS.has(type.name)) continue;
      if (!type.description) undescribed.push(type.name);
      if (isEnumType(type)) {
        for (const value of type.getValues())
          if (!value.description) undescribed.push(`${type.name}.${value.name}`);
      }
      if (!(isObjectType(type) || isInputObjectType(type) || isInterfaceType(type))) continue;
      for (const field of Object.values(type.getFields())) {
        if (!field.description) undescribed.push(`${type.name}.${field.name}`);
        for (const arg of 'args' in field ? field.args : []) {
          if (!arg.description) undescribed.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
    }
    expect(undescribed).toEqual([]);
  });

  it('says the unit of every amount and weight and the time zone of every date and time', () => {
    const unitless: string[] = [];
    const check = (coordinate: string, element: Described) => {
      const rule = unitRuleOf(coordinate, element);
      if (rule && !rule.says.every((word) => word.test(element.description ?? '')))
        unitless.push(`${coordinate} (${rule.kind}): ${element.description}`);
    };
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (!(isObjectType(type) || isInputObjectType(type) || isInterfaceType(type))) continue;
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field);
        for (const arg of 'args' in field ? field.args : [])
          check(`${type.name}.${field.name}(${arg.name})`, arg);
      }
    }
    expect(unitless).toEqual([]);
  });
});
