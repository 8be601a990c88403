// A PostgreSQL primary and a streaming hot standby of the test's own, for the tests of analysts'
// reads on a replica (api/test/replica-reads.test.ts), built from test-cluster.ts's servers.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TestClusterRoot } from './test-cluster';

export interface ReplicaCluster {
  /** The primary's maintenance database `postgres` (user postgres, no password). */
  primaryUrl: string;
  /** The standby's, on its own port: read-only, replaying the primary's WAL as it streams in. */
  replicaUrl: string;
  /**
   * Kills the standby at once (`pg_ctl stop -m immediate`), as a crash or a pulled cable would;
   * nothing when it is stopped already.
   */
  stopReplica(): Promise<void>;
  /** Starts the standby again; it resumes streaming where it stopped. */
  startReplica(): Promise<void>;
  /** Stops both servers and removes their folders; safe to call twice. */
  destroy(): Promise<void>;
}

/**
 * Starts a primary (wal_level=replica; initdb's pg_hba.conf already trusts replication from
 * 127.0.0.1) and one hot standby streaming from it; both accept connections when this resolves.
 * The standby is a copy of the primary's folder made before either started, so no pg_basebackup
 * is needed, which the embedded package lacks.
 */
export async function startReplicaCluster(): Promise<ReplicaCluster> {
  const root = await TestClusterRoot.create();
  try {
    // initdb's own values, written out: the standby's copy must not start with lower ones.
    const primary = await root.initialise('primary', ['wal_level = replica', 'max_wal_senders = 10']);
    const replica = await root.copy(primary, 'replica', [
      `primary_conninfo = 'host=127.0.0.1 port=${primary.port} user=postgres application_name=replica'`,
      'hot_standby = on',
    ]);
    const signal = path.join(replica.dataDir, 'standby.signal');
    await writeFile(signal, '');
    await root.own(signal);
    await primary.start();
    await replica.start();
    return {
      primaryUrl: primary.url,
      replicaUrl: replica.url,
      stopReplica: async () => {
        if (replica.running()) await replica.stop('immediate');
      },
      startReplica: () => replica.start(),
      destroy: () => root.destroy(),
    };
  } catch (error) {
    await root.destroy();
    throw error;
  }
}
