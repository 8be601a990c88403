import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AppInfoResolver } from '../modules/app-info/app-info.resolver';

/** Every resolver of the API; schema.graphql is printed from exactly this list. */
const resolvers = [AppInfoResolver] as const;

export function buildGraphQLSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, validate: false });
}

/** The schema as committed in schema.graphql: sorted, so that diffs show real changes only. */
export function printGraphQLSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
