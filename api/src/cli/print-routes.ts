import { restRoutes } from '../rest/routes';

/** npm run routes: the REST shim's whole surface on one screen. */
const accessOf = (route: (typeof restRoutes)[number]) =>
  typeof route.access === 'string' ? route.access : `${route.access.area}:${route.access.level}`;

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
