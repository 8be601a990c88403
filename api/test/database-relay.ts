import { createServer, type AddressInfo, type Socket, connect } from 'node:net';

/**
 * A TCP relay between app processes and PostgreSQL that a test can cut, as a network fault or a
 * database host going away would: the processes see their connections drop and new ones refused.
 */
export interface DatabaseRelay {
  /** `databaseUrl` through the relay. */
  url: string;
  /** Drops every relayed connection and refuses new ones. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  /**
   * Ends every relayed connection on the server's side only, as a restart behind a proxy or a
   * firewall's idle timeout does: the app is not told, and finds out when it next sends something
   * (the relay then closes its side). New connections are relayed as before.
   */
  dropSilently(): void;
  close(): Promise<void>;
}

/** One relayed connection: the app's side and the server's. */
interface Relayed {
  client: Socket;
  upstream: Socket;
}

export async function startDatabaseRelay(databaseUrl: string): Promise<DatabaseRelay> {
  const target = new URL(databaseUrl);
  const connections = new Set<Relayed>();
  const server = createServer((client) => {
    const upstream = connect({ host: target.hostname, port: Number(target.port || 5432) });
    const relayed = { client, upstream };
    connections.add(relayed);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      connections.delete(relayed);
    };
    client.on('error', drop);
    upstream.on('error', drop);
    client.once('close', drop);
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  const cut = async () => {
    const closed = new Promise((resolve) => server.close(resolve));
    for (const { client, upstream } of connections) {
      client.destroy();
      upstream.destroy();
    }
    await closed;
  };
  return {
    url: url.toString(),
    cut,
    restore: () => listen(port),
    dropSilently: () => {
      for (const relayed of connections) {
        const { client, upstream } = relayed;
        connections.delete(relayed);
        client.unpipe(upstream);
        upstream.unpipe(client);
        upstream.destroy();
        // Unpiped, the app's side is paused: resume it to see what it sends next.
        client.once('data', () => client.destroy()).resume();
      }
    },
    close: async () => {
      if (server.listening) await cut();
    },
  };
}
