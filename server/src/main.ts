/** Starts the server: config → app → listen. SIGTERM/SIGINT drain requests and close the database. */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { loadDemoData } from './demo/load';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({ config });
  const { server } = app;
  if (app.firstAdmin.generatedPassword) {
    process.stdout.write(
      `\n  First run: created administrator '${config.adminUsername}' with password: ${app.firstAdmin.generatedPassword}\n` +
        '  It is shown only this once. Sign in and change it on the Users screen.\n\n',
    );
  }
  if (config.demoData) await loadDemoData(app.db, server.log);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        server.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await server.listen({ port: config.port, host: config.host });
  server.log.info(`Ready: http://localhost:${config.port} (database: ${app.db.kind})`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
