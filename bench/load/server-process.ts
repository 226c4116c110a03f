/** Starts the built server and the baseline as child processes on 127.0.0.1, and reads their memory. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export interface Running {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** The event loop's delay inside the server, in ms (loop-delay-probe.mjs). */
export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

export interface RunningServer extends Running {
  /** Starts a new measurement of the event loop's delay. */
  resetLoopDelay(): Promise<void>;
  /** The event loop's delay since the last reset. */
  readLoopDelay(): Promise<LoopDelay>;
}

const loopDelayProbe = (root: string) => path.join(root, 'bench', 'load', 'loop-delay-probe.mjs');

/** A process started with loop-delay-probe.mjs, read over its IPC channel. */
function measured(running: Running & { child: ChildProcess }): RunningServer {
  return {
    ...running,
    resetLoopDelay: () => ask(running.child, 'loop-delay:reset', 'loop-delay:reset').then(() => undefined),
    readLoopDelay: () => ask<LoopDelay>(running.child, 'loop-delay:read', 'loop-delay'),
  };
}

/** Sends a request over the IPC channel and waits for the answer of that kind. */
function ask<T>(child: ChildProcess, message: string, kind: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (answer: unknown) => {
      if (typeof answer !== 'object' || answer === null || (answer as { kind?: unknown }).kind !== kind)
        return;
      child.off('message', onMessage);
      resolve(answer as T);
    };
    child.on('message', onMessage);
    child.send(message, (error) => {
      if (error) {
        child.off('message', onMessage);
        reject(error);
      }
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Resident and peak memory of a process, in MB (Linux /proc). */
export function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up within 30 s`);
}

/** Waits until requests queued by a previous scenario have drained: health answers fast again. */
export async function settle(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const started = performance.now();
    await fetch(`${url}/api/health`);
    if (performance.now() - started < 20) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

function start(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  probePath: string,
): Promise<Running & { child: ChildProcess }> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const url = `http://127.0.0.1:${port}`;
  const running: Running & { child: ChildProcess } = {
    child,
    url,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  return waitUntilUp(url + probePath, child).then(
    () => running,
    async (error: unknown) => {
      await running.stop();
      throw error;
    },
  );
}

export async function startServer(
  root: string,
  databaseUrl: string,
  jwtSecret: string,
  nodeArgs: string[] = [],
  mainJs = path.join(root, 'server', 'dist', 'main.js'),
): Promise<RunningServer> {
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    JWT_SECRET: jwtSecret,
    DATA_DIR: path.join(root, 'bench', 'data'),
    PUBLIC_URL: 'http://127.0.0.1',
  };
  return measured(
    await start(
      process.execPath,
      [...nodeArgs, '--import', loopDelayProbe(root), mainJs],
      env,
      port,
      '/api/health',
    ),
  );
}

export async function startBaseline(
  root: string,
  bodyFile: string,
  databaseUrl: string,
): Promise<RunningServer> {
  const port = await freePort();
  const script = path.join(root, 'bench', 'load', 'baseline.ts');
  return measured(
    await start(
      process.execPath,
      ['--import', loopDelayProbe(root), '--import', 'tsx', script, String(port), bodyFile, databaseUrl],
      process.env,
      port,
      '/api/assets/probe',
    ),
  );
}

/** The administrator's session token, on a server started with ADMIN_PASSWORD set to `password`. */
export async function adminToken(url: string, password: string): Promise<string> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  if (!login.ok) throw new Error(`admin login answered ${login.status}`);
  return ((await login.json()) as { token: string }).token;
}

/** Imports assets from CSV lines (`name,type,location`) through the product's own import, in one transaction. */
export async function importAssets(url: string, token: string, lines: string[]): Promise<void> {
  const form = new FormData();
  form.set(
    'file',
    new Blob([`name,type,location\r\n${lines.join('\r\n')}\r\n`], { type: 'text/csv' }),
    'a.csv',
  );
  const res = await fetch(`${url}/api/admin/import/assets?dryRun=false`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`import answered ${res.status}: ${await res.text()}`);
}
