import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  specifiedScalarTypes,
  type GraphQLSchema,
} from 'graphql';
import { buildGraphQLSchema, printGraphQLSchema } from '../src/graphql/schema';

/** GraphQL's own scalars, described by the specification. */
const BUILT_IN_SCALARS = new Set(specifiedScalarTypes.map((scalar) => scalar.name));

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
});
