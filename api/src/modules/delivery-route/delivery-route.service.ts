// Delivery courses (택배 > 배송 코스 설정): the course list, one course, its companies, and the writes.
// A course with companies cannot be deleted: the service says so first (409 with the spec's
// message), and the foreign key company_delivery_route_id_foreign refuses it when a company joins
// the course between that check and the delete (constraint-messages.ts maps it to the same answer).
import type { EntityManager } from '@mikro-orm/postgresql';
import { DeliveryRoute, withActor } from '@parcel/db';
import { DELIVERY_ROUTE_MESSAGES, deliveryRouteSchema } from '@parcel/shared/forms/delivery-route-form';
import {
  ROUTE_COMPANY_LIST,
  ROUTE_COMPANY_SHEET,
  ROUTE_LIST,
} from '@parcel/shared/records/delivery-route-list';
import { z } from 'zod';
import { AppError, notFound } from '../../common/errors';
import { type DriverRow, rowReaderOf, selectListOf } from '../../common/list-select';
import { operation } from '../../common/operation';
import {
  fetchPage,
  fetchRows,
  type PagedList,
  type PageWindow,
  type Sql,
  sql,
} from '../../common/paged-query';
import { pageSchema } from '../../common/paging';
import { parseInput } from '../../common/parse-input';
import { atVersion } from '../../common/stale-version';
import { EXPORT_WINDOW, sheetColumnsOf, spreadsheetDownload } from '../../common/spreadsheet';
import type { CodeOption } from '../code/code.types';
import type { Route, RouteCompany, RouteCompanyPage, RoutePage } from './delivery-route.types';

export const ROUTE_MESSAGES = {
  ...DELIVERY_ROUTE_MESSAGES,
  notFound: '배송 코스를 찾을 수 없습니다.',
  idRequired: '배송 코스를 선택해주세요.',
  idInvalid: '배송 코스 번호(deliveryRouteId)가 올바르지 않습니다.',
  useYnInvalid: '사용 여부(useYn)는 Y 또는 N이어야 합니다.',
  usedByTransports: '운송 기록에 쓰인 배송 코스는 삭제할 수 없습니다.',
} as const;

/** Every course at once (a list without a page, the options of a select): a cap, never reached in practice. */
export const MAX_ROUTES = 1000;
/** A course's companies at once (the old mapping call without a page). */
export const MAX_ROUTE_COMPANIES = 5000;
/** delivery_route_id is a PostgreSQL integer. */
const MAX_ID = 2_147_483_647;

/** A course number from GraphQL (a number) or REST (text): missing → "choose a course", odd → invalid. */
const routeIdSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' ? undefined : Number(text);
  },
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? ROUTE_MESSAGES.idRequired
          : ROUTE_MESSAGES.idInvalid,
    })
    .int({ error: ROUTE_MESSAGES.idInvalid })
    .positive({ error: ROUTE_MESSAGES.idInvalid })
    .max(MAX_ID, { error: ROUTE_MESSAGES.idInvalid }),
);
const routeKey = z.object({ deliveryRouteId: routeIdSchema });

const routeFilter = z.object({
  deliveryRouteId: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    routeIdSchema.optional(),
  ),
  useYn: z
    .string({ error: ROUTE_MESSAGES.useYnInvalid })
    .nullish()
    .transform((value) => value?.trim() || undefined)
    .refine((value) => value === undefined || value === 'Y' || value === 'N', {
      error: ROUTE_MESSAGES.useYnInvalid,
    }),
});

const updateKeys = z.object({
  deliveryRouteId: routeIdSchema,
  version: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number({ error: '버전(version)이 올바르지 않습니다.' }).int().positive().max(MAX_ID).optional(),
  ),
});

/** Companies on the course `r`, suspended ones included (the index on company.delivery_route_id). */
const COMPANY_COUNT = `(select count(*)::int from company c where c.delivery_route_id = r.delivery_route_id)`;

const ROUTE_COLUMNS = selectListOf(ROUTE_LIST, { alias: 'r', sql: { companyCount: COMPANY_COUNT } });
const toRoute = rowReaderOf(ROUTE_LIST);

const COMPANY_COLUMNS = selectListOf(ROUTE_COMPANY_LIST, { alias: 'c' });

/** A page when one is asked for (`page` or `size` given), otherwise every row up to `limit`. */
function windowOf(page: unknown, limit: number): PageWindow {
  if (page === null || page === undefined) return { all: true, limit };
  return parseInput(pageSchema, page);
}

/** The courses as statements, by name: every course, one (deliveryRouteId) or those in or out of use. */
export function routeList(filter: unknown, window: PageWindow): PagedList {
  const { deliveryRouteId, useYn } = parseInput(routeFilter, filter ?? {});
  const where: Sql[] = [];
  if (deliveryRouteId) where.push(sql('r.delivery_route_id = ?', deliveryRouteId));
  if (useYn) where.push(sql('r.use_yn = ?', useYn));
  return {
    query: {
      select: ROUTE_COLUMNS,
      from: 'delivery_route r',
      where,
      // The unique index on the name serves the order.
      orderBy: sql('r.delivery_route_nm, r.delivery_route_id'),
      key: 'r.delivery_route_id',
    },
    window,
  };
}

/** The companies of one course as statements, by name (the index on company.delivery_route_id). */
export function routeCompanyList(deliveryRouteId: number, window: PageWindow): PagedList {
  return {
    query: {
      select: COMPANY_COLUMNS,
      from: 'company c',
      where: [sql('c.delivery_route_id = ?', deliveryRouteId)],
      orderBy: sql('c.company_nm, c.company_id'),
      key: 'c.company_id',
    },
    window,
  };
}

/**
 * Courses by name, with how many companies each has; every course unless a page is asked for.
 * Customers read them too (the lists' course filter): the office's rounds, no company's data.
 */
export const listRoutes = operation(
  { area: 'companies', level: 'read', customers: true },
  async (context, filter: unknown, page?: unknown): Promise<RoutePage> => {
    const { items, total } = await fetchPage<DriverRow>(
      context.em,
      routeList(filter, windowOf(page, MAX_ROUTES)),
    );
    return { items: items.map(toRoute), total };
  },
);

/** The courses in use as code-list options (codeVal = the course number), for a company's course select. */
export const listRouteCodes = operation(
  { area: 'companies', level: 'read' },
  async (context): Promise<CodeOption[]> => {
    const rows = await fetchRows<DriverRow>(
      context.em,
      routeList({ useYn: 'Y' }, { all: true, limit: MAX_ROUTES }),
    );
    return rows
      .map(toRoute)
      .map((route) => ({ codeVal: String(route.deliveryRouteId), codeNm: route.deliveryRouteNm }));
  },
);

export const getRoute = operation(
  { area: 'companies', level: 'read' },
  async (context, deliveryRouteId: unknown): Promise<Route> =>
    readRoute(context.em, parseInput(routeKey, { deliveryRouteId }).deliveryRouteId),
);

async function readRoute(em: EntityManager, deliveryRouteId: number): Promise<Route> {
  const [row] = await em.execute<DriverRow[]>(
    `select ${ROUTE_COLUMNS} from delivery_route r where r.delivery_route_id = ?`,
    [deliveryRouteId],
  );
  if (!row) throw notFound(ROUTE_MESSAGES.notFound);
  return toRoute(row);
}

/** Whether a course exists and whether it has companies, in one statement. */
async function routeUsage(
  em: EntityManager,
  deliveryRouteId: number,
): Promise<{ exists: boolean; hasCompanies: boolean; hasTransports: boolean }> {
  const [row] = await em.execute<{ exists: boolean; hasCompanies: boolean; hasTransports: boolean }[]>(
    `select exists(select 1 from delivery_route where delivery_route_id = ?) as "exists",
            exists(select 1 from company where delivery_route_id = ?) as "hasCompanies",
            exists(select 1 from transport_sender where delivery_route_id = ?)
              or exists(select 1 from transport_receiver where delivery_route_id = ?) as "hasTransports"`,
    [deliveryRouteId, deliveryRouteId, deliveryRouteId, deliveryRouteId],
  );
  return {
    exists: Boolean(row?.exists),
    hasCompanies: Boolean(row?.hasCompanies),
    hasTransports: Boolean(row?.hasTransports),
  };
}

/**
 * The companies of one course, by name: a page, or every one (up to MAX_ROUTE_COMPANIES) when no
 * page is asked for. An unknown course is a 404, an empty one an empty list.
 */
export const listRouteCompanies = operation(
  { area: 'companies', level: 'read' },
  async (context, deliveryRouteIdInput: unknown, page?: unknown): Promise<RouteCompanyPage> => {
    const { deliveryRouteId } = parseInput(routeKey, { deliveryRouteId: deliveryRouteIdInput });
    const { items, total } = await fetchPage<RouteCompany>(
      context.em,
      routeCompanyList(deliveryRouteId, windowOf(page, MAX_ROUTE_COMPANIES)),
    );
    if (total === 0 && !(await routeUsage(context.em, deliveryRouteId)).exists) {
      throw notFound(ROUTE_MESSAGES.notFound);
    }
    return { items, total };
  },
);

/** The companies of one course as an .xlsx (the course screen's 엑셀 다운로드). */
export const exportRouteCompanies = operation(
  { area: 'companies', level: 'read' },
  async (context, deliveryRouteIdInput: unknown) => {
    const route = await getRoute(context, deliveryRouteIdInput);
    const rows = await fetchRows<RouteCompany>(
      context.em,
      routeCompanyList(route.deliveryRouteId, EXPORT_WINDOW),
    );
    return spreadsheetDownload(
      `${route.deliveryRouteNm} 업체목록.xlsx`,
      sheetColumnsOf(ROUTE_COMPANY_SHEET),
      rows.map((row) => ({ ...row, deliveryRouteNm: route.deliveryRouteNm })),
    );
  },
);

/** True when companies remain on the course (the spec's check before a delete). */
export const routeHasCompanies = operation(
  { area: 'companies', level: 'read' },
  async (context, deliveryRouteIdInput: unknown): Promise<boolean> => {
    const { deliveryRouteId } = parseInput(routeKey, { deliveryRouteId: deliveryRouteIdInput });
    const usage = await routeUsage(context.em, deliveryRouteId);
    if (!usage.exists) throw notFound(ROUTE_MESSAGES.notFound);
    return usage.hasCompanies;
  },
);

async function assertNameFree(em: EntityManager, name: string, exceptId?: number): Promise<void> {
  const [row] = await em.execute<{ taken: boolean }[]>(
    `select exists(select 1 from delivery_route where delivery_route_nm = ? and delivery_route_id <> ?) as taken`,
    [name, exceptId ?? 0],
  );
  if (row?.taken) throw new AppError('CONFLICT', ROUTE_MESSAGES.nameTaken, 'deliveryRouteNm');
}

export const createRoute = operation(
  { area: 'companies', level: 'write' },
  async (context, input: unknown): Promise<Route> => {
    const form = parseInput(deliveryRouteSchema, input);
    const deliveryRouteId = await withActor(context.em, context.caller.memberId, async (tx) => {
      await assertNameFree(tx, form.deliveryRouteNm);
      const route = tx.create(DeliveryRoute, {
        deliveryRouteNm: form.deliveryRouteNm,
        regId: context.caller.memberId,
      });
      await tx.flush();
      return route.deliveryRouteId;
    });
    return readRoute(context.em, deliveryRouteId);
  },
);

export const updateRoute = operation(
  { area: 'companies', level: 'write' },
  async (context, input: unknown): Promise<Route> => {
    const keys = parseInput(updateKeys, input);
    const form = parseInput(deliveryRouteSchema, input);
    await withActor(context.em, context.caller.memberId, async (tx) => {
      const route = await tx.findOne(
        DeliveryRoute,
        { deliveryRouteId: keys.deliveryRouteId },
        atVersion(keys.version),
      );
      if (!route) throw notFound(ROUTE_MESSAGES.notFound);
      if (route.deliveryRouteNm === form.deliveryRouteNm) return;
      await assertNameFree(tx, form.deliveryRouteNm, route.deliveryRouteId);
      tx.assign(route, { deliveryRouteNm: form.deliveryRouteNm, chgId: context.caller.memberId });
      await tx.flush();
    });
    return readRoute(context.em, keys.deliveryRouteId);
  },
);

/**
 * Deletes a course without companies and answers it as it was. Refused (409, field deliveryRouteId)
 * while companies remain, with the spec's message, and for a course old transports name.
 */
export const deleteRoute = operation(
  { area: 'companies', level: 'write' },
  async (context, deliveryRouteIdInput: unknown): Promise<Route> => {
    const { deliveryRouteId } = parseInput(routeKey, { deliveryRouteId: deliveryRouteIdInput });
    return withActor(context.em, context.caller.memberId, async (tx) => {
      const usage = await routeUsage(tx, deliveryRouteId);
      if (!usage.exists) throw notFound(ROUTE_MESSAGES.notFound);
      if (usage.hasCompanies) {
        throw new AppError('CONFLICT', ROUTE_MESSAGES.hasCompanies, 'deliveryRouteId');
      }
      if (usage.hasTransports) {
        throw new AppError('CONFLICT', ROUTE_MESSAGES.usedByTransports, 'deliveryRouteId');
      }
      const route = await readRoute(tx, deliveryRouteId);
      // A company that joins the course from here on makes the foreign key refuse the delete.
      await deleteRouteRow(tx, deliveryRouteId);
      return route;
    });
  },
);

/** The delete itself; the test of the database's refusal calls it without the checks. */
export async function deleteRouteRow(em: EntityManager, deliveryRouteId: number): Promise<boolean> {
  return (await em.nativeDelete(DeliveryRoute, { deliveryRouteId })) > 0;
}
