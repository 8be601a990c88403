// Fields renamed to say what they hold keep their old names (api/src/rest/wire-names.ts): GraphQL
// answers each old name as a deprecated field of the new one's type, the OpenAPI document shows the
// old names only, and the REST adapter renames answers at any depth. The values themselves are
// compared over both transports by delivery-status.test.ts and transport-stats.test.ts, whose
// queries still ask the old names.
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isObjectType } from 'graphql';
import { buildGraphQLSchema } from '../src/graphql/schema';
import { toWireNames, WIRE_NAMES } from '../src/rest/wire-names';

const openApi = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'openapi.json'), 'utf8')) as {
  components: { schemas: Record<string, { properties: Record<string, unknown> }> };
};

describe.each(Object.entries(WIRE_NAMES))('%s', (typeName, renames) => {
  it('answers each old name in GraphQL as the new field, deprecated for it', async () => {
    const type = (await buildGraphQLSchema()).getType(typeName);
    if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
    const fields = type.getFields();
    for (const [current, old] of Object.entries(renames)) {
      expect({ old, type: String(fields[old]?.type), reason: fields[old]?.deprecationReason }).toEqual({
        old,
        type: String(fields[current]?.type),
        reason: expect.stringContaining(`Use ${current}`),
      });
      expect(fields[current]?.deprecationReason).toBeUndefined();
    }
  });

  it('documents the old names on REST, not the new ones', () => {
    const documented = openApi.components.schemas[typeName];
    if (!documented) return; // a GraphQL-only type (the home charts' counts)
    for (const [current, old] of Object.entries(renames)) {
      expect(documented.properties).toHaveProperty([old]);
      expect(documented.properties).not.toHaveProperty([current]);
    }
  });
});

it('renames fields at any depth and leaves the rest as it is', () => {
  const names = WIRE_NAMES.TransportStatsRow;
  const answer = {
    groupBy: ['DAY'],
    rows: [{ requstDt: '2026-11-02', shipmentCount: 3 }],
    totals: { shipmentCount: 3, transportCount: 1 },
  };
  expect(toWireNames(answer, names)).toEqual({
    groupBy: ['DAY'],
    rows: [{ requstDt: '2026-11-02', goodsLineCount: 3 }],
    totals: { goodsLineCount: 3, transportCount: 1 },
  });
});
