import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';
import { buildGraphQLSchema, printGraphQLSchema } from '../src/graphql/schema';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildGraphQLSchema();
});

describe('the GraphQL schema', () => {
  it('matches the committed schema.graphql (run `npm run gen` after changing resolvers)', async () => {
    const committed = await readFile(path.join(__dirname, '..', '..', 'schema.graphql'), 'utf8');
    expect(printGraphQLSchema(schema)).toBe(committed);
  });

  it('describes every type, field and argument, for the analysts who read it', () => {
    const undescribed: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (
        type.name.startsWith('__') ||
        !(isObjectType(type) || isInputObjectType(type) || isInterfaceType(type))
      ) {
        continue;
      }
      const root = type === schema.getQueryType() || type === schema.getMutationType();
      if (!root && !type.description) undescribed.push(type.name);
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
