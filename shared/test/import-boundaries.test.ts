// The lint's import boundaries (.config/eslint.config.mjs) really fail a wrong-way import: each
// case is linted as if it were a file at that path, through ESLint's own API in a child process
// (the config is an ES module).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..');

interface LintCase {
  filePath: string;
  code: string;
}

/** The no-restricted-imports messages ESLint reports for each case. */
function restrictedImports(cases: LintCase[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ overrideConfigFile: '.config/eslint.config.mjs' });
    const cases = JSON.parse(process.argv[1]);
    const answers = [];
    for (const { filePath, code } of cases) {
      const [result] = await eslint.lintText(code, { filePath });
      answers.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message));
    }
    console.log(JSON.stringify(answers));`;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(cases)],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as string[][];
}

const importing = (from: string) => `import { x } from '${from}';\nexport const y = x;\n`;

it('refuses imports against the grain and allows the ones along it', () => {
  const [sharedToApi, dbToApi, webToDb, featureToFeature, apiToWeb, dbToShared, apiToDb, webToShared] =
    restrictedImports([
      { filePath: 'shared/src/validation/x.ts', code: importing('../../../api/src/common/errors') },
      { filePath: 'db/src/entities/x.ts', code: importing('../../../api/src/shared/forms/member-form') },
      { filePath: 'web/src/components/x.ts', code: importing('@parcel/db') },
      { filePath: 'web/src/features/members/x.ts', code: importing('../companies/api/company-search') },
      { filePath: 'api/src/modules/x.ts', code: importing('../../../web/src/lib/format') },
      { filePath: 'db/src/entities/x.ts', code: importing('@parcel/shared/forms/member-form') },
      { filePath: 'api/src/modules/x.ts', code: importing('@parcel/db') },
      { filePath: 'web/src/features/members/x.ts', code: importing('@parcel/shared/access') },
    ]);
  expect(sharedToApi?.[0]).toMatch(/shared imports nothing of ours/);
  expect(dbToApi?.[0]).toMatch(/db imports @parcel\/shared of ours/);
  expect(webToDb?.[0]).toMatch(/web imports @parcel\/shared of ours/);
  expect(featureToFeature?.[0]).toMatch(/A feature imports no other feature/);
  expect(apiToWeb?.[0]).toMatch(/api imports db and shared/);
  expect([dbToShared, apiToDb, webToShared]).toEqual([[], [], []]);
}, 60_000);
