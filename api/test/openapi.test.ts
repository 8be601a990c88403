// The OpenAPI document (openapi.json, served at /api/openapi.json) is generated from the REST table:
// it validates as OpenAPI 3.1, holds every row of the table and nothing else, each with its
// parameters, body, answers and security, its bodies name the fields the shared forms check, and
// real answers of the running app match the schemas it documents. The reference page /api/docs
// loads under the production CSP.
// TypeGraphQL's decorators (common/paging.ts) need the metadata polyfill loaded first.
import 'reflect-metadata';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import path from 'node:path';
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { companyCreateSchema, companyUpdateSchema } from '@parcel/shared/forms/company-form';
import { deliveryCheckFilterSchema } from '@parcel/shared/forms/delivery-check-filter';
import { deliveryRecordSchema } from '@parcel/shared/forms/delivery-record-form';
import { deliveryRouteSchema } from '@parcel/shared/forms/delivery-route-form';
import { invoiceFormSchema } from '@parcel/shared/forms/invoice-form';
import { memberCreateSchema, memberUpdateSchema } from '@parcel/shared/forms/member-form';
import { checkedFields, type FormStep } from '@parcel/shared/forms/ordered-form';
import {
  shipperDetailsFilterSchema,
  shipperSettlementFilterSchema,
} from '@parcel/shared/forms/shipper-settlement-filter';
import { supplierFormSchema } from '@parcel/shared/forms/supplier-form';
import { waybillFormSchema } from '@parcel/shared/forms/waybill-form';
import type { z } from 'zod';
import { MAX_PAGE_SIZE } from '../src/common/paging';
import { documentedPathOf } from '../src/openapi/openapi-document';
import { GONE, PAGING } from '../src/rest/route-contract';
import { servingOrder } from '../src/rest/rest-route';
import { restRoutes } from '../src/rest/routes';
import { pieceShipment } from './big-transport';
import { contractHarness, rolePassword } from './contract';
import { answerSchema, type OpenApiDocument, schemaProblems } from './openapi-answers';

const OPENAPI_FILE = path.join(__dirname, '..', '..', 'openapi.json');
const committedText = readFileSync(OPENAPI_FILE, 'utf8');
const document = JSON.parse(committedText) as OpenApiDocument & {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
};

interface Operation {
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; description?: string }[];
  requestBody?: {
    content: Record<string, { schema: { $ref?: string; properties?: Record<string, unknown> } }>;
  };
  responses: Record<string, { description?: string; $ref?: string }>;
}

const routeOf = (method: string, expressPath: string) => {
  const route = restRoutes.find((row) => row.method === method && row.path === expressPath);
  if (!route) throw new Error(`the route table has no ${method} ${expressPath}`);
  return route;
};

const operationOf = (method: string, expressPath: string): Operation => {
  const documented = documentedPathOf(routeOf(method, expressPath), restRoutes);
  const operation = document.paths[documented.path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`the document has no ${method} ${expressPath}`);
  return operation;
};

describe('the document', () => {
  it('validates as OpenAPI 3.1 (swagger-parser)', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [
      path.join(__dirname, 'validate-openapi.mjs'),
      OPENAPI_FILE,
    ]);
    expect(stdout).toMatch(/^valid: OpenAPI 3\.1\.0/);
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('택배관리시스템 REST API');
  });

  it('holds every row of the route table and nothing else', () => {
    const documented = Object.entries(document.paths).flatMap(([route, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${route}`),
    );
    const table = restRoutes.map((route) => `${route.method} ${documentedPathOf(route, restRoutes).path}`);
    expect(documented.sort()).toEqual([...new Set(table)].sort());
    // Rows of one method and path are the callers of one spec path, told apart by their parameters:
    // all but one select by parameters (servingOrder throws otherwise), and none are left unreachable.
    const shared = [...new Set(table.filter((row, i) => table.indexOf(row) !== i))];
    expect(shared).toEqual(['GET /api/transport/list']);
    const rows = restRoutes.filter((route) => `${route.method} ${route.path}` === shared[0]);
    expect(rows.map((route) => Boolean(route.selectedBy)).sort()).toEqual([false, true]);
    expect(() => servingOrder(restRoutes)).not.toThrow();
    const withoutSelection = rows.map((route) => ({ ...route, selectedBy: undefined }));
    expect(() => servingOrder(withoutSelection)).toThrow(/selectedBy/);
  });

  it('declares the rows of one path as one operation: each row’s parameters and answer, the selecting row first', () => {
    const operation = operationOf('GET', '/api/transport/list') as Operation & {
      responses: { 200: { content: { 'application/json': { schema: { anyOf: { $ref?: string }[] } } } } };
    };
    expect((operation.parameters ?? []).map((parameter) => parameter.name).sort()).toEqual([
      'date',
      'deliveryRouteId',
      'endDate',
      'page',
      'receiverCompanyNm',
      'senderCompanyNm',
      'size',
      'startDate',
    ]);
    const answers = operation.responses[200].content['application/json'].schema.anyOf;
    expect(answers[0]).toEqual({ $ref: '#/components/schemas/TransportListPage' });
    expect(answers).toHaveLength(3);
  });

  it('declares paths that differ only in parameter names once: PUT /api/Invoices/:id and DELETE /api/Invoices/:year', () => {
    const shapes = Object.keys(document.paths).map((route) => route.replace(/\{\w+\}/g, '{}'));
    expect(shapes).toHaveLength(new Set(shapes).size);
    const invoices = document.paths['/api/Invoices/{id}']!;
    expect(Object.keys(invoices).sort()).toEqual(['delete', 'put']);
    expect(invoices.delete!.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', description: expect.stringContaining('year') }),
    ]);
  });

  it('says what every path parameter is', () => {
    const undescribed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'path' && !parameter.description?.trim())
          .map((parameter) => `${method.toUpperCase()} ${path} {${parameter.name}}`),
      ),
    );
    expect(undescribed).toEqual([]);
    expect(operationOf('GET', '/api/transport/arrival/:shipmentId').parameters).toEqual([
      expect.objectContaining({ name: 'shipmentId', description: "The goods line's number (shipmentId)." }),
    ]);
  });

  it('passes Redocly’s recommended lint (the config of npm run lint:openapi)', async () => {
    const root = path.join(__dirname, '..', '..');
    const { stdout } = await promisify(execFile)(
      path.join(root, 'node_modules', '.bin', 'redocly'),
      ['lint', '--config', '.config/redocly.yaml', '--format', 'json', 'openapi.json'],
      { cwd: root },
    );
    const { totals } = JSON.parse(stdout) as { totals: { errors: number; warnings: number } };
    expect(totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('documents a renamed code field in the spec’s form, and every route that carries it translates it', () => {
    const wireFields = new Map(
      restRoutes.flatMap((route) => Object.entries(route.wireCodes ?? {}).filter(([, code]) => code.renames)),
    );
    expect([...wireFields.keys()]).toEqual(['billCharCd']);
    expect(document.components.schemas.Company).toMatchObject({
      properties: { billCharCd: { enum: ['credit', 'regular'] } },
    });
    /** The schema names a part of the document reaches, through $refs. */
    const reached = (node: unknown, seen = new Set<string>()): Set<string> => {
      if (Array.isArray(node)) node.forEach((item) => reached(item, seen));
      else if (typeof node === 'object' && node !== null)
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref' && typeof value === 'string') {
            const name = value.split('/').pop()!;
            if (!seen.has(name)) {
              seen.add(name);
              reached(document.components.schemas[name], seen);
            }
          } else reached(value, seen);
        }
      return seen;
    };
    const carries = (schemaName: string, field: string) =>
      Object.hasOwn(
        (document.components.schemas[schemaName] as { properties?: object } | undefined)?.properties ?? {},
        field,
      );
    for (const route of restRoutes) {
      const names = reached(operationOf(route.method, route.path));
      for (const field of wireFields.keys())
        if ([...names].some((name) => carries(name, field)))
          expect(`${route.method} ${route.path}: ${Object.keys(route.wireCodes ?? {}).join()}`).toContain(
            field,
          );
    }
  });

  it('documents page sizes as common/paging.ts accepts them', () => {
    expect(PAGING.shape.size.unwrap().maxValue).toBe(MAX_PAGE_SIZE);
  });

  it.each(restRoutes.map((route) => [route.method, route.path, route] as const))(
    '%s %s: path parameters, body, answers and security',
    (method, expressPath, route) => {
      const operation = operationOf(method, expressPath);
      const { paramNames } = documentedPathOf(route, restRoutes);
      const pathParams = [...expressPath.matchAll(/:(\w+)/g)].map((match) => paramNames[match[1]!]);
      const documentedPathParams = (operation.parameters ?? []).filter(
        (parameter) => parameter.in === 'path',
      );
      expect(documentedPathParams.map((parameter) => [parameter.name, parameter.required])).toEqual(
        pathParams.map((name) => [name, true]),
      );
      expect(Boolean(operation.requestBody)).toBe(route.contract.body !== undefined);
      if (operation.requestBody)
        expect(operation.requestBody.content[route.contract.bodyType ?? 'application/json']).toBeDefined();
      expect(operation.security).toEqual(route.access === 'public' ? [] : [{ bearerAuth: [] }]);

      const statuses = Object.keys(operation.responses);
      const gone = route.contract.answer === GONE;
      expect(statuses).toContain(gone ? '410' : '200');
      // Rows sharing a path (selectedBy) share one operation, whose description holds each answer.
      const sharesPath = restRoutes.some(
        (other) => other !== route && other.method === method && other.path === expressPath,
      );
      if (sharesPath) expect(operation.responses['200']?.description).toContain(route.answer);
      else expect(operation.responses[gone ? '410' : '200']?.description).toBe(route.answer);
      if (route.access !== 'public') expect(statuses).toContain('401');
      const writes = typeof route.access === 'object' && route.access.level === 'write';
      if (writes) expect(statuses).toContain('403');
      const takesInput = (operation.parameters ?? []).some(
        (parameter) => parameter.in === 'path' || parameter.in === 'query',
      );
      if (!gone && (takesInput || operation.requestBody)) expect(statuses).toContain('400');
      // What the row's answer text promises, the document says.
      for (const status of ['400', '404', '409'])
        if (route.answer.includes(status)) expect(statuses).toContain(status);
      if (!gone && pathParams.length > 0) expect(statuses).toContain('404');
    },
  );

  /** The fields a shared schema checks: an ordered form's steps, or a filter object's keys. */
  const fieldsOf = (schema: z.ZodType | { steps: readonly FormStep[] }): string[] => {
    if ('steps' in schema) return checkedFields(schema);
    let inner = schema as unknown as { in?: unknown; shape?: Record<string, unknown> };
    while (!inner.shape && inner.in) inner = inner.in as typeof inner;
    return Object.keys(inner.shape ?? {});
  };

  const documentedBody = (operation: Operation): string[] => {
    let schema = operation.requestBody?.content['application/json']?.schema;
    if (schema?.$ref) schema = document.components.schemas[schema.$ref.split('/').pop()!] as typeof schema;
    return Object.keys(schema?.properties ?? {});
  };

  it.each([
    ['POST /api/waybill/insert', waybillFormSchema],
    ['PUT /api/waybill/update', waybillFormSchema],
    ['POST /api/company/insert', companyCreateSchema],
    ['PUT /api/company/update', companyUpdateSchema],
    ['POST /api/member/insert', memberCreateSchema],
    ['PUT /api/member/update', memberUpdateSchema],
    ['POST /api/bill-company/insert', supplierFormSchema],
    ['PUT /api/bill-company/update', supplierFormSchema],
    ['POST /api/delivery-route/insert', deliveryRouteSchema],
    ['PUT /api/delivery-route/update', deliveryRouteSchema],
    ['POST /api/bill-history/insert', invoiceFormSchema],
    ['PUT /api/transport/arrival/:shipmentId', deliveryRecordSchema],
    ['GET /api/transport/check-list', deliveryCheckFilterSchema],
    ['GET /api/settlement/by-shipper', shipperSettlementFilterSchema],
    ['GET /api/settlement/shipper-details', shipperDetailsFilterSchema],
  ] as const)('%s documents every field its shared schema checks', (call, schema) => {
    const [method, expressPath] = call.split(' ') as [string, string];
    const operation = operationOf(method, expressPath);
    const documented = [
      ...documentedBody(operation),
      ...(operation.parameters ?? []).map((parameter) => parameter.name),
    ];
    const fields = fieldsOf(schema as z.ZodType);
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.filter((field) => !documented.includes(field))).toEqual([]);
  });
});

describe('the running app', () => {
  const api = contractHarness();

  it('serves the committed document at /api/openapi.json, to anyone', async () => {
    const answer = await fetch(`${api.server.url}/api/openapi.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.text()).toBe(committedText);
  });

  it('serves the reference page /api/docs and its files, with no inline script under the CSP', async () => {
    const page = await fetch(`${api.server.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\//);
      expect(body?.trim()).toBe('');
    }
    const files = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    const expectedType: Record<string, RegExp> = {
      js: /^(application|text)\/javascript/,
      css: /^text\/css/,
      png: /^image\/png/,
    };
    for (const file of files) {
      const answer = await fetch(`${api.server.url}${file}`);
      expect([file, answer.status]).toEqual([file, 200]);
      expect(answer.headers.get('content-type')).toMatch(expectedType[file.split('.').pop()!]!);
      if (file.endsWith('docs-page.js')) expect(await answer.text()).toContain("url: '/api/openapi.json'");
      else await answer.arrayBuffer();
    }
  });

  it('answers only the files of the page under /api/docs', async () => {
    const answer = await api.rest('GET', '/api/docs/index.html', { as: 'anonymous' });
    expect(answer.status).toBe(404);
  });

  const problems: string[] = [];
  /** Calls, then checks the answer against the document's schema for its route and status. */
  const check = async (
    method: string,
    route: string,
    url: string,
    status: number,
    options: Parameters<typeof api.rest>[2] = {},
  ) => {
    const answer = await api.rest(method, url, options);
    if (answer.status !== status)
      throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    const schema = answerSchema(document, method, route, status);
    problems.push(
      ...schemaProblems(document, schema, answer.body).map(
        (problem) => `${method} ${url} ${status} ${problem}`,
      ),
    );
    return answer.body as Record<string, unknown>;
  };
  let companyId: number;
  beforeAll(async () => {
    companyId = await rowBuilders(() => api.server.db.orm.em.fork()).aCompany({
      ...{ biz_no: '6108600001', company_nm: '문서상사' },
      ...{ tel_no: '0531234567', address: '대구광역시 북구' },
    });
  });
  beforeEach(() => problems.splice(0));

  it('answers as the document says: the print flow and a sample of other routes', async () => {
    await api.token('admin');
    await check('POST', '/auth/login', '/auth/login', 200, {
      as: 'anonymous',
      body: { userId: 'admin', userPw: rolePassword('admin') },
    });
    await check('POST', '/auth/login', '/auth/login', 401, {
      as: 'anonymous',
      body: { userId: 'nobody', userPw: 'wrong password' },
    });
    const waybill = await check('POST', '/api/waybill/insert', '/api/waybill/insert', 200, {
      body: { senderCompanyId: companyId, startNo: '12300000000', endNo: '12300000004', qty: 5 },
    });
    const waybillId = waybill.waybillId as number;
    await check('GET', '/api/waybill/list', '/api/waybill/list', 200);
    await check('GET', '/api/waybill/list', '/api/waybill/list?page=0', 200);
    const ticket = await check('POST', '/api/waybill/print-ticket', '/api/waybill/print-ticket', 200, {
      body: { waybillId },
    });
    const redeem = { as: 'anonymous' as const, body: { ticket: ticket.ticket, waybillId } };
    await check('POST', '/api/waybill/print-data', '/api/waybill/print-data', 200, redeem);
    await check('POST', '/api/waybill/print-data', '/api/waybill/print-data', 409, redeem);
    await check('POST', '/api/waybill/print-data', '/api/waybill/print-data', 404, {
      as: 'anonymous',
      body: { ticket: 'no-such-ticket' },
    });
    await check('POST', '/api/waybill/print-ticket', '/api/waybill/print-ticket', 409, {
      body: { waybillId },
    });
    await check('GET', '/api/waybill/print-log/{id}', `/api/waybill/print-log/${waybillId}`, 200);
    await check('GET', '/api/waybill/print-log/{id}', '/api/waybill/print-log/999999', 404);
    await check('GET', '/api/waybill/list', '/api/waybill/list', 401, { as: 'anonymous' });

    await check('GET', '/api/code/list', '/api/code/list?type=REGION_TYPE', 200);
    await check('GET', '/api/member/list', '/api/member/list', 200);
    await check('GET', '/api/member/list', '/api/member/list?page=0', 200);
    await check('GET', '/api/company/list', '/api/company/list?page=0', 200);
    await check('GET', '/api/company/list', '/api/company/list?companyNm=문서', 200);
    await check('GET', '/api/company/list', '/api/company/list?size=17', 200);
    await check('GET', '/api/company/list', '/api/company/list?shipperYn=N', 200);
    await check('GET', '/api/delivery-route/list', '/api/delivery-route/list?page=0', 200);
    await check('GET', '/api/bill-company/list', '/api/bill-company/list?page=0', 200);
    await check('GET', '/api/transport/check-list', '/api/transport/check-list', 200);
    await check('GET', '/api/transport/arrivals-list', '/api/transport/arrivals-list?page=0', 200);
    await check('GET', '/api/settlement/by-shipper', '/api/settlement/by-shipper', 200);
    await check('GET', '/api/transport-stats', '/api/transport-stats', 200);
    await check('PUT', '/api/Invoices/{id}', '/api/Invoices/1', 410, { body: {} });
    await check('POST', '/api/company/insert', '/api/company/insert', 400, { body: {} });
    await check('POST', '/api/company/insert', '/api/company/insert', 403, { as: 'member_view', body: {} });
    expect(problems).toEqual([]);
  });
  it('answers as the document says: a transport through the editor, arrivals, lists and settlement', async () => {
    const place = {
      managerNm: '김문서',
      managerTelNo: '010-1234-5678',
      telNo: '053-123-4567',
      address: '대구광역시 북구 칠성로 1',
      regionCd: 'DAEGU',
      shipperCd: 'COM',
    };
    await check('POST', '/api/waybill/insert', '/api/waybill/insert', 200, {
      body: { senderCompanyId: companyId, startNo: '66600000000', endNo: '66600000009', qty: 10 },
    });
    const saved = await check('POST', '/api/transport/shipment-save', '/api/transport/shipment-save', 200, {
      body: {
        senderTransportId: 0,
        sender: {
          ...place,
          senderCompanyId: companyId,
          chargeCd: 'CH001',
          companyNm: '문서상사',
          regionDtlCd: 'BUKGU',
          untpc: 4000,
          weightUntpc: 500,
        },
        receivers: [
          {
            ...place,
            receiverTransportId: 0,
            companyNm: '문서마트',
            regionDtlCd: 'SUSEONGGU',
            untpc: 3500,
            weightUntpc: 400,
            shipments: [pieceShipment('66600000001')],
            deletedShipmentIds: [],
          },
        ],
        deletedReceiverIds: [],
      },
    });
    const id = saved.senderTransportId as number;
    const tree = await check('GET', '/api/transport-info', `/api/transport-info?transportId=${id}`, 200);
    await check('GET', '/api/transport/sender/{id}', `/api/transport/sender/${id}`, 200);
    const receiverId = (tree.receivers as { receiverTransportId: number }[])[0]!.receiverTransportId;
    const lines = await check(
      'GET',
      '/api/transport/shipment-list',
      `/api/transport/shipment-list?receiverTransportId=${receiverId}`,
      200,
    );
    const shipmentId = (lines as unknown as { shipmentId: number }[])[0]!.shipmentId;
    await check(
      'GET',
      '/api/transport/receiver-list',
      `/api/transport/receiver-list?senderTransportId=${id}`,
      200,
    );
    await check(
      'GET',
      '/api/transport/transporDtl-list',
      `/api/transport/transporDtl-list?transportId=${id}`,
      200,
    );
    await check('GET', '/api/transport/list', '/api/transport/list', 200);
    await check('GET', '/api/transport/list', '/api/transport/list?page=0', 200);
    const shipments = await check(
      'GET',
      '/api/transport/list',
      `/api/transport/list?startDate=${String(tree.requstDt)}&endDate=${String(tree.requstDt)}&page=0`,
      200,
    );
    expect(shipments.items).toEqual([
      expect.objectContaining({ senderTransportId: id, receiverId: receiverId }),
    ]);
    await check('GET', '/api/transport/check-list', '/api/transport/check-list', 200);
    await check('GET', '/api/transport/arrivals-list', '/api/transport/arrivals-list', 200);
    await check('GET', '/api/transport/arrival/{shipmentId}', `/api/transport/arrival/${shipmentId}`, 200);
    await check('POST', '/api/transport/arrival/scan', '/api/transport/arrival/scan', 200, {
      body: { waybillNo: '666-0000-0001' },
    });
    await check('GET', '/api/settlement/by-shipper', '/api/settlement/by-shipper', 200);
    await check('GET', '/api/settlement/shipper-details', '/api/settlement/shipper-details', 200);
    await check('GET', '/api/transport-stats', '/api/transport-stats?groupBy=DAY', 200);
    await check('DELETE', '/api/transport/delete/{id}', `/api/transport/delete/${id}`, 200);
    expect(problems).toEqual([]);
  });
});
