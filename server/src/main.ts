/** Starts the server: config → app → listen. SIGTERM/SIGINT drain requests and close the database. */
import { buildApp } from './app';
import { ConfigError, listenFailure, loadConfig, publicUrlWarning } from './config';
import { describeDatabaseError, unavailableCause } from './db/outage';
import { loadDemoData } from './demo/load';

/** How long SIGTERM waits for requests in flight before cutting their connections. */
const SHUTDOWN_DRAIN_MS = 10_000;

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
        '  It is shown only this once. Sign in and change it on the Account page.\n\n',
    );
  }
  if (config.demoData)
    await loadDemoData(
      app.db,
      { timeZone: config.orgTimeZone, orgName: config.orgName, locale: config.organisationLocale },
      server.log,
    );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      // A second Ctrl-C (or SIGTERM) means now.
      server.log.warn({ signal }, 'second signal: exiting without draining');
      process.exit(1);
    }
    closing = true;
    server.log.info({ signal }, 'shutting down: no new connections, draining requests in flight');
    // A client that never finishes its request (a stalled upload) must not hold the process forever.
    const drainDeadline = setTimeout(() => {
      server.log.warn('requests still open after the shutdown deadline: closing their connections');
      server.server.closeAllConnections();
    }, SHUTDOWN_DRAIN_MS);
    const hardDeadline = setTimeout(() => {
      server.log.error('shutdown did not finish: exiting');
      process.exit(1);
    }, SHUTDOWN_DRAIN_MS + 5_000);
    drainDeadline.unref();
    hardDeadline.unref();
    // close() stops listening, answers 503 to new requests on kept-alive connections, waits for the
    // requests in flight, then closes the database (the onClose hook in app.ts).
    server.close().then(
      () => {
        server.log.info('shut down');
        process.exit(0);
      },
      (err: unknown) => {
        server.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  try {
    await server.listen({ port: config.port, host: config.host });
  } catch (error) {
    const reason = listenFailure(error, config.host, config.port);
    // Without its cause: the start-up handler below would read a DNS failure as the database's.
    if (reason) throw new ConfigError(reason);
    throw error;
  }
  server.log.info(`Ready: http://localhost:${config.port} (database: ${app.db.kind})`);
  const labels = publicUrlWarning(config);
  if (labels) server.log.warn(labels);
}

main().catch((error: unknown) => {
  const unreachable = unavailableCause(error);
  const reason = unreachable
    ? `the database is unavailable (${describeDatabaseError(unreachable).message || 'no answer'})`
    : error instanceof Error
      ? error.message
      : String(error);
  process.stderr.write(`Failed to start: ${reason}\n`);
  process.exit(1);
});
