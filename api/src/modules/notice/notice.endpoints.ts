import { Int } from 'type-graphql';
import { z } from 'zod';
import { PageInput } from '../../common/paging';
import { operationEndpoints } from '../../common/record-endpoints';
import { recordNumber } from '../../rest/route-contract';
import type { RestInput } from '../../rest/rest-route';
import { NoticeInput, NoticeUpdateInput } from './notice.inputs';
import {
  createNotice,
  deleteNotice,
  getNotice,
  latestNotices,
  listNotices,
  MAX_LATEST_NOTICES,
  updateNotice,
} from './notice.service';
import { Notice, NoticePage } from './notice.types';

/** The REST path's `:id`: a notice's number. */
const PATH_ID = { params: z.object({ id: recordNumber("The notice's number (noticeId).") }) };
const pathId = ({ params }: RestInput) => [params.id];

const WHO_READS =
  'Any signed-in caller, customers included; staff read the notices for staff (STAFF) and for everyone (ALL), customers those for customers (CUSTOMER) and for everyone';

/** 공지사항: the list, the latest few, one notice, and the admins' writes. */
export const NOTICE_ENDPOINTS = operationEndpoints([
  {
    op: listNotices,
    query: 'notices',
    description: `${WHO_READS}; admins read every notice (the management screen). Pinned first, then newest; one page.`,
    returns: NoticePage,
    args: {
      page: { type: PageInput, nullable: true, description: 'Which page; the first 20 when left out.' },
    },
    rest: {
      method: 'GET',
      path: '/api/notices',
      args: 'page, size',
      answer: '{items: [notice], total}',
      takes: { query: (types) => types.filter('PageInput') },
      call: ({ query }) => [query],
    },
  },
  {
    op: latestNotices,
    query: 'latestNotices',
    description: `${WHO_READS} (admins too: they are staff). The newest notices, pinned first, for the home screens' box.`,
    returns: [Notice],
    args: {
      limit: {
        type: Int,
        nullable: true,
        defaultValue: 3,
        description: `How many, 1-${MAX_LATEST_NOTICES}; 3 when left out.`,
      },
    },
    rest: {
      method: 'GET',
      path: '/api/notices/latest',
      args: 'limit (default 3)',
      answer: '[notice]',
      takes: {
        query: z.object({
          limit: z.coerce
            .number()
            .int()
            .optional()
            .openapi({ description: `How many, 1-${MAX_LATEST_NOTICES}; 3 when left out.` }),
        }),
      },
      call: ({ query }) => [(query as { limit?: number }).limit],
    },
  },
  {
    op: getNotice,
    query: 'notice',
    description: `${WHO_READS}. One notice; NOT_FOUND for an unknown one or another audience's.`,
    returns: Notice,
    args: { noticeId: { type: Int, description: "The notice's number." } },
    rest: {
      method: 'GET',
      path: '/api/notices/:id',
      args: 'id',
      answer: 'notice',
      takes: PATH_ID,
      errors: [404],
      call: pathId,
    },
  },
  {
    op: createNotice,
    mutation: 'createNotice',
    description: 'Admins: publishes a notice.',
    returns: Notice,
    args: { input: { type: NoticeInput, description: 'The new notice.' } },
    rest: {
      method: 'POST',
      path: '/api/notices',
      args: 'body',
      answer: 'notice',
      takes: { body: (types) => types.input('NoticeInput') },
      call: ({ body }) => [body],
    },
  },
  {
    op: updateNotice,
    mutation: 'updateNotice',
    description: 'Admins: changes a notice; CONFLICT for a stale version, NOT_FOUND for an unknown one.',
    returns: Notice,
    args: { input: { type: NoticeUpdateInput, description: 'The changes.' } },
    rest: {
      method: 'PUT',
      path: '/api/notices/:id',
      args: 'id, body (noticeId taken from the path)',
      answer: 'notice',
      takes: { ...PATH_ID, body: (types) => types.input('NoticeInput') },
      errors: [404, 409],
      call: ({ params, body }) => [{ ...(body as object), noticeId: params.id }],
    },
  },
  {
    op: deleteNotice,
    mutation: 'deleteNotice',
    description: 'Admins: removes a notice (the change history keeps its text); answers it as it was.',
    returns: Notice,
    args: { noticeId: { type: Int, description: 'The notice to remove.' } },
    rest: {
      method: 'DELETE',
      path: '/api/notices/:id',
      args: 'id',
      answer: 'notice, as it was',
      takes: PATH_ID,
      errors: [404],
      call: pathId,
    },
  },
]);
