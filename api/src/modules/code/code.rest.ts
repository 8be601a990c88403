import { z } from 'zod';
import type { RestRoute } from '../../rest/rest-route';
import { listCodes } from './code.service';

export const codeRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/code/list',
    access: listCodes.access,
    service: 'listCodes(type, parent)',
    answer: '[{codeVal, codeNm}]',
    contract: {
      query: z.object({
        type: z.string().openapi({ description: 'The code list, e.g. REGION, KIND, CHARGE.' }),
        parent: z.string().optional().openapi({ description: "A parent code: the list's codes under it." }),
      }),
      answer: (types) => z.array(types.output('CodeOption')),
    },
    handle: ({ query, context }) =>
      listCodes(context, { type: query.type as string, parent: query.parent as string | undefined }),
  },
];
