// One path style for the REST table: a path names resources (nouns) and the HTTP method says what
// is done to them (GET /api/bank-deposits/:id, POST /api/bank-deposits). An action no method says
// (confirm, commit, close) is the last segment, after the resource it acts on
// (POST /api/bank-deposits/:id/confirm). The verb-style paths served before the rule are listed
// and frozen; a new route must follow it.
import { restRoutes } from '../src/rest/routes';

/** Verbs an HTTP method says already: never a path's word, whole or within a segment (shipment-save). */
const METHOD_VERBS = new Set([
  'get',
  'list',
  'select',
  'search',
  'find',
  'fetch',
  'read',
  'check',
  'exists',
  'insert',
  'create',
  'add',
  'new',
  'save',
  'register',
  'update',
  'modify',
  'edit',
  'set',
  'delete',
  'remove',
]);

/** Actions no method says: a segment of their own, the path's last (…/:id/confirm, not …/close/:id). */
const ACTION_VERBS = new Set([
  'apply',
  'approve',
  'cancel',
  'close',
  'commit',
  'confirm',
  'download',
  'generate',
  'lock',
  'login',
  'logout',
  'mail',
  'print',
  'refresh',
  'reopen',
  'resend',
  'scan',
  'send',
  'undo',
  'unlock',
  'upload',
]);

// The spec fixed these paths, and our first routes beside them took the spec's style; the print
// programs and other clients call them as they are, so they stay. Never add to this list.
const VERB_STYLE_PATHS = [
  '/api/code/list',
  '/api/member/list',
  '/api/member/insert',
  '/api/member/update',
  '/api/member/delete/:id',
  '/api/member/unlock/:id',
  '/api/member/userId/check/:userId',
  '/api/company/list',
  '/api/company/biz-no/check',
  '/api/company/insert',
  '/api/company/update',
  '/api/transport/list',
  '/api/transport/check-list',
  '/api/transport/check-excel',
  '/api/delivery-route/list',
  '/api/delivery-route/code/list',
  '/api/delivery-route/mapping/list',
  '/api/delivery-route/mapping/exists',
  '/api/delivery-route/insert',
  '/api/delivery-route/update',
  '/api/delivery-route/delete',
  '/api/bill-company/list',
  '/api/bill-company/insert',
  '/api/bill-company/update',
  '/api/bill-company/delete/:id',
  '/api/bill-company/code/list',
  '/api/bill-company/code/detail/list',
  '/api/bill-history/list',
  '/api/bill-history/insert',
  '/api/bill-history/delete/:id',
  '/api/bill-history-detail/list',
  '/api/bill-history-detail/resend/:id',
  '/api/bill-history/close/:id',
  '/api/bill-history/reopen/:id',
  '/api/receivables/list',
  '/api/payment/insert',
  '/api/payment/delete/:id',
  '/api/waybill/list',
  '/api/waybill/insert',
  '/api/waybill/update',
  '/api/waybill/delete/:id',
  '/api/transport/transporDtl-list',
  '/api/transport/receiver-list',
  '/api/transport/shipment-list',
  '/api/transport/shipment-save',
  '/api/transport/receiver-delete/:id',
  '/api/transport/shipment-delete/:id',
  '/api/transport/delete/:id',
  '/api/transport/arrivals-list',
];

/** A segment's words: kebab-case and camelCase split, lower case (transporDtl-list: transpor, dtl, list). */
const wordsOf = (segment: string) =>
  segment
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .split('-')
    .filter(Boolean);

/** Why a path is not resource-style, or null when it is. */
function verbProblem(path: string): string | null {
  const last = path.split('/').at(-1);
  const names = path.split('/').filter((segment) => segment && !segment.startsWith(':'));
  for (const segment of names) {
    const verb = wordsOf(segment).find((word) => METHOD_VERBS.has(word));
    if (verb) return `"${segment}" says "${verb}", which the HTTP method says`;
    if (ACTION_VERBS.has(segment) && segment !== last)
      return `the action "${segment}" comes before what it acts on: put it last`;
  }
  return null;
}

const servedPaths = [...new Set(restRoutes.map((route) => route.path))];

describe('REST paths are resources; the HTTP method says the verb', () => {
  it('finds the verbs of the old style and none in the new', () => {
    expect(verbProblem('/api/transport/shipment-save')).toMatch(/"save"/);
    expect(verbProblem('/api/transport/transporDtl-list')).toMatch(/"list"/);
    expect(verbProblem('/api/bill-history/close/:id')).toMatch(/"close" comes before/);
    expect(verbProblem('/api/invoices/:id/versions')).toBeNull();
    expect(verbProblem('/api/bank-deposits/:id/confirm')).toBeNull();
    expect(verbProblem('/api/settlement/by-shipper/excel')).toBeNull();
  });

  it('every route not on the frozen list is resource-style', () => {
    const frozen = new Set(VERB_STYLE_PATHS);
    const problems = servedPaths
      .filter((path) => !frozen.has(path))
      .map((path) => [path, verbProblem(path)])
      .filter(([, problem]) => problem !== null);
    expect(problems).toEqual([]);
  });

  it('the frozen list holds only served paths that break the rule', () => {
    expect(VERB_STYLE_PATHS.filter((path) => !servedPaths.includes(path))).toEqual([]);
    expect(VERB_STYLE_PATHS.filter((path) => verbProblem(path) === null)).toEqual([]);
    expect(new Set(VERB_STYLE_PATHS).size).toBe(VERB_STYLE_PATHS.length);
  });
});
