import { roleStringOf } from '../common/access';
import { restRoutes } from '../rest/routes';

/** npm run routes: the REST shim's whole surface on one screen. */
const accessOf = (route: (typeof restRoutes)[number]) => roleStringOf(route.access);

const rows = restRoutes.map((route) => [
  route.method,
  route.path,
  accessOf(route),
  route.service,
  route.answer,
]);
const header = ['method', 'path', 'access', 'service', 'answer'];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
);
for (const row of [header, widths.map((width) => '-'.repeat(width)), ...rows]) {
  console.log(
    row
      .map((cell, column) => (cell ?? '').padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}
