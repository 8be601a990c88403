import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '@parcel/db';
import { openApiText } from '../openapi/openapi-document';

/** npm run gen: writes openapi.json from the REST table (committed; CI fails when stale). */
async function emitOpenApi(): Promise<void> {
  const target = path.join(repoRoot, 'openapi.json');
  await writeFile(target, await openApiText());
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}

void emitOpenApi();
