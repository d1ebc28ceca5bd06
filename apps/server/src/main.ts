import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 25_000);
    timer.unref();
    // Readiness fails first; after a moment for the balancer to notice, stop accepting and let
    // in-flight requests finish (Fastify's close waits for them), all within 25 s.
    app.drain();
    await new Promise((r) => setTimeout(r, config.shutdownDelayMs));
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Krishimitra is serving on http://localhost:${config.port} (${config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`}, SMS: ${config.sms.provider})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
