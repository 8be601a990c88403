import { DELIVERY_CHECK_BILLING_COLUMNS } from '@parcel/shared/records/delivery-check-list';
import {
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { z } from 'zod';
import type { ContractTypes } from '../rest/route-contract';
import type { WireNames } from '../rest/wire-names';

/** GraphQL scalars as the JSON the REST answers carry (a Date is sent as its ISO text). */
const SCALARS: Readonly<Record<string, () => z.ZodType>> = {
  Int: () => z.int(),
  Float: () => z.number(),
  String: () => z.string(),
  ID: () => z.string(),
  Boolean: () => z.boolean(),
  DateTimeISO: () => z.iso.datetime(),
};

/**
 * Fields a REST answer may leave out (so optional in its schema): those GraphQL resolves on demand
 * (a @FieldResolver), present only where the service loads them (the transport tree), the
 * group columns of the transport stats, absent from its totals row (measures only), and the
 * delivery check's billing columns, which GraphQL and the sheet answer and the spec's REST list not.
 */
const MAY_BE_ABSENT: Readonly<Record<string, readonly string[]>> = {
  Invoice: ['details'],
  CompanyStatement: ['typeGroups'],
  DeliveryCheckRow: DELIVERY_CHECK_BILLING_COLUMNS,
  Transport: ['receivers'],
  Receiver: ['shipments'],
  TransportStatsRow: [
    'requstDt',
    'deliveryRouteId',
    'deliveryRouteNm',
    'senderRegionCd',
    'senderRegionNm',
    'receiverRegionCd',
    'receiverRegionNm',
    'shipperCd',
    'shipperNm',
    'chargeCd',
    'chargeNm',
  ],
};

const described = <Schema extends z.ZodType>(schema: Schema, description: string | null | undefined) =>
  description ? schema.openapi({ description }) : schema;

/**
 * The GraphQL schema's named types as zod schemas, each object, input and enum type made once and
 * named as an OpenAPI component with its GraphQL description.
 */
export function contractTypesOf(
  schema: GraphQLSchema,
  /** Fields documented otherwise than GraphQL types them, in every type: the REST shim's wire codes. */
  fieldOverrides: Readonly<Record<string, z.ZodType>> = {},
  /**
   * Output types' renamed fields (rest/wire-names.ts): documented under the old name the REST wire
   * sends, and GraphQL's deprecated field of that name left out (it is the same field).
   */
  wireNames: Readonly<Record<string, WireNames>> = {},
): ContractTypes {
  const made = new Map<string, z.ZodType>();

  const namedType = (name: string): GraphQLNamedType => {
    const type = schema.getType(name);
    if (!type) throw new Error(`the GraphQL schema has no type ${name}`);
    return type;
  };

  const named = (type: GraphQLNamedType): z.ZodType => {
    const scalar = SCALARS[type.name];
    if (scalar) return scalar();
    const known = made.get(type.name);
    if (known) return known;
    let result: z.ZodType;
    if (isEnumType(type))
      result = z.enum(type.getValues().map((value) => value.name) as [string, ...string[]]);
    else if (isObjectType(type)) result = objectOf(type.name, type.getFields(), 'output');
    else if (isInputObjectType(type)) result = objectOf(type.name, type.getFields(), 'input');
    else if (isScalarType(type)) throw new Error(`no JSON schema for the GraphQL scalar ${type.name}`);
    else throw new Error(`no JSON schema for the GraphQL type ${type.name}`);
    result = result.openapi(type.name, type.description ? { description: type.description } : {});
    made.set(type.name, result);
    return result;
  };

  /** A field's type: GraphQL's nullable is JSON null (answers) or an optional field (input). */
  const typeOf = (type: GraphQLType, side: 'output' | 'input'): z.ZodType => {
    if (isNonNullType(type)) return required(type.ofType, side);
    const inner = required(type, side);
    return side === 'output' ? inner.nullable() : inner.nullish();
  };
  const required = (type: GraphQLType, side: 'output' | 'input'): z.ZodType => {
    if (isNonNullType(type)) return required(type.ofType, side);
    if (isListType(type)) return z.array(typeOf(type.ofType, side));
    return named(type);
  };

  const objectOf = (
    name: string,
    fields: Record<string, GraphQLField<unknown, unknown> | GraphQLInputField>,
    side: 'output' | 'input',
  ): z.ZodObject => {
    const mayBeAbsent = MAY_BE_ABSENT[name] ?? [];
    const renamed: WireNames = (side === 'output' && wireNames[name]) || {};
    const oldNames = new Set(Object.values(renamed));
    const shape = Object.fromEntries(
      Object.values(fields)
        .filter((field) => !oldNames.has(field.name))
        .map((field) => {
          const override = fieldOverrides[field.name];
          const schema = override
            ? side === 'output'
              ? override
              : override.nullish()
            : typeOf(field.type, side);
          return [
            renamed[field.name] ?? field.name,
            override
              ? schema
              : described(mayBeAbsent.includes(field.name) ? schema.optional() : schema, field.description),
          ];
        }),
    );
    return z.object(shape);
  };

  const inputObject = (name: string): z.ZodObject => {
    const type = namedType(name);
    if (!isInputObjectType(type)) throw new Error(`${name} is not a GraphQL input type`);
    return named(type) as z.ZodObject;
  };

  return {
    output: (name) => named(namedType(name)),
    input: inputObject,
    filter: (name) => {
      const type = namedType(name);
      if (!isInputObjectType(type)) throw new Error(`${name} is not a GraphQL input type`);
      const shape = Object.fromEntries(
        Object.values(type.getFields()).map((field) => [
          field.name,
          described(required(field.type, 'input'), field.description).optional(),
        ]),
      );
      return z.object(shape);
    },
  };
}
