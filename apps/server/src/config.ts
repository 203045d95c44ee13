import path from 'node:path';

/** Process configuration, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  production: boolean;
}

/**
 * Reads PORT (3000), HOST (localhost), DATA_DIR (./data) and DATABASE_URL.
 * @param env the environment, `process.env` by default
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not '${env.PORT}'`);
  }
  return {
    port,
    host: env.HOST || 'localhost',
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    production: env.NODE_ENV === 'production',
  };
}
