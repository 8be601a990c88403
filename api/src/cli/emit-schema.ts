import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '@parcel/db';
import { buildGraphQLSchema, printGraphQLSchema } from '../graphql/schema';

/** npm run gen: writes schema.graphql from the resolvers (committed; CI fails when stale). */
async function emitSchema(): Promise<void> {
  const target = path.join(repoRoot, 'schema.graphql');
  await writeFile(target, printGraphQLSchema(await buildGraphQLSchema()));
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}

void emitSchema();
