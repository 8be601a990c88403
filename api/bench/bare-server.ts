/**
 * The bare handler (bare-handler.ts) as the benchmark's own process: DATABASE_URL and PORT from the
 * environment; prints `bare listening` when ready.
 */
import { createBareServer } from './bare-handler';

const bare = createBareServer(process.env.DATABASE_URL ?? '');
bare.server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('bare listening'));
process.on('SIGTERM', () => {
  void bare.close().then(() => process.exit(0));
});
