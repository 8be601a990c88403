/** Server settings read once from the environment. */
export interface ServerConfig {
  port: number;
  /** development serves the web app through Vite's dev middleware; production serves web/dist. */
  mode: 'development' | 'production' | 'test';
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const mode = env.NODE_ENV === 'development' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'production';
  return { port, mode };
}
