/** Starts the built server (server/dist/main.js) on a free port and stops it again. */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { SERVER_ENTRY } from './environment';

export interface ServerOptions {
  dataDir: string;
  adminPassword: string;
  jwtSecret: string;
  databaseUrl?: string;
  /** A fixed port, e.g. to restart on the address clients already use; a free one otherwise. */
  port?: number;
}

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningServer {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  /** Settles when the process has exited, however it ended. */
  exited: Promise<ServerExit>;
  /** The last 8,000 characters the process wrote to stdout and stderr. */
  log(): string;
  /** Sends a signal and waits for the exit it causes (SIGTERM drains; SIGKILL does not). */
  kill(signal: NodeJS.Signals): Promise<ServerExit>;
  /** SIGTERM, then SIGKILL after 10 s; nothing if it has already exited. */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (typeof address !== 'object' || address === null) throw new Error('e2e: could not find a free port');
  return address.port;
}

async function isHealthy(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`);
    const body = (await response.json()) as { status?: unknown };
    return response.ok && body.status === 'ok';
  } catch {
    return false;
  }
}

/** Polls the health endpoint until it answers ok, the process dies, or the deadline passes. */
async function waitUntilHealthy(child: ChildProcess, baseUrl: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`e2e: the server exited with code ${child.exitCode}:\n${output()}`);
    if (await isHealthy(baseUrl)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`e2e: the server did not answer /api/health within 60 s:\n${output()}`);
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: options.adminPassword,
    JWT_SECRET: options.jwtSecret,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
  const child = spawn(process.execPath, [SERVER_ENTRY], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<ServerExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const running = () => child.exitCode === null && child.signalCode === null;
  const kill = async (signal: NodeJS.Signals) => {
    if (running()) child.kill(signal);
    return exited;
  };
  const stop = async () => {
    if (!running()) return;
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await kill('SIGTERM');
    clearTimeout(timer);
  };

  try {
    await waitUntilHealthy(child, baseUrl, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, port, child, exited, log: () => log, kill, stop };
}
