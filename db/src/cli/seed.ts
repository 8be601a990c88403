/** npm run db:seed: fills DATABASE_URL's database, or the embedded one, with demo data. */
import { parseArgs } from 'node:util';
import {
  DEFAULT_DEMO_MONTHS,
  DEFAULT_DEMO_SEED,
  DEFAULT_DEMO_TRANSPORTS,
  seedDemoData,
  type SeedOptions,
  type SeedSummary,
} from '../seed';
import { migrateDatabase } from '../orm';
import { runWithOrm } from './run-with-orm';

const USAGE = `usage: npm run db:seed -- [--transports N] [--months N] [--companies N] [--reset] [--today yyyy-MM-dd] [--seed N]
  --transports N   transports to create (default ${DEFAULT_DEMO_TRANSPORTS})
  --months N       months up to today they are spread over (default ${DEFAULT_DEMO_MONTHS}: a busy office;
                   24: a mid-size agency's two years)
  --companies N    companies to create (default: as many as the transports need, 150 to 3,000)
  --reset          delete all business data first (everything but the code lists and migrations)
  --today DATE     the demo's today, Asia/Seoul (default: the real today)
  --seed N         random seed; the same options give the same data (default ${DEFAULT_DEMO_SEED})`;

function parseOptions(argv: string[]): SeedOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      transports: { type: 'string' },
      months: { type: 'string' },
      companies: { type: 'string' },
      reset: { type: 'boolean', default: false },
      today: { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) return null;
  const whole = (name: string, text: string | undefined, fallback: number): number => {
    if (text === undefined) return fallback;
    if (!/^-?\d+$/.test(text)) throw new Error(`--${name} must be a whole number: ${text}`);
    return Number(text);
  };
  return {
    transports: whole('transports', values.transports, DEFAULT_DEMO_TRANSPORTS),
    months: whole('months', values.months, DEFAULT_DEMO_MONTHS),
    ...(values.companies === undefined ? {} : { companies: whole('companies', values.companies, 0) }),
    reset: values.reset,
    seed: whole('seed', values.seed, DEFAULT_DEMO_SEED),
    ...(values.today === undefined ? {} : { today: values.today }),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function describe(summary: SeedSummary): string {
  const c = summary.counts;
  const p = summary.phases;
  return (
    `demo data loaded in ${seconds(summary.elapsedMs)} (rows ${seconds(p.rows)}, indexes and constraints ` +
    `${seconds(p.indexes)}, derived tables ${seconds(p.derived)}, analyze ${seconds(p.analyze)}): ` +
    `${c.member} members, ${c.bill_company} suppliers, ${c.delivery_route} delivery courses, ` +
    `${c.company} companies, ${c.waybill} waybill ranges, ${c.transport_sender} transports over ` +
    `${summary.months} months, ${c.transport_receiver} receivers, ${c.shipment} goods lines ` +
    `(today ${summary.today}, seed ${summary.seed})`
  );
}

let options: SeedOptions | null = null;
try {
  options = parseOptions(process.argv.slice(2));
  if (!options) console.log(USAGE);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(USAGE);
  process.exitCode = 2;
}

if (options) {
  const seedOptions = options;
  void runWithOrm(async (orm) => {
    // A fresh database works too: bring the schema and code lists up to date first.
    await migrateDatabase(orm);
    // Progress on a terminal only, so logs and CI output keep the single summary line.
    const progress = process.stderr.isTTY
      ? (written: number, total: number) =>
          process.stderr.write(`\rwriting transports: ${written} / ${total}`)
      : undefined;
    const summary = await seedDemoData(orm.em.fork(), { ...seedOptions, onProgress: progress });
    if (progress) process.stderr.write('\n');
    console.log(describe(summary));
  });
}
