import type { RestRoute } from '../../rest/rest-route';
import { listCodes } from './code.service';

export const codeRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/code/list',
    access: listCodes.access,
    service: 'listCodes(type, parent)',
    answer: '[{codeVal, codeNm}]',
    handle: ({ query, context }) =>
      listCodes(context, { type: query.type as string, parent: query.parent as string | undefined }),
  },
];
