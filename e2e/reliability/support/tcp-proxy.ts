/**
 * A TCP proxy between the server and PostgreSQL that a test can cut, so an outage never touches the
 * shared PostgreSQL other tests use. Cut: open connections are dropped, then new ones are refused
 * (nothing listens) or black-holed (accepted, never answered: a silent network).
 */
import { once } from 'node:events';
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export type CutMode = 'refuse' | 'black-hole';

export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private mode: CutMode | 'open' = 'open';
  private listeningPort = 0;

  private constructor(private readonly target: { host: string; port: number }) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target);
    await proxy.listen(0);
    return proxy;
  }

  /** Stays the same across a cut and a restore. */
  get port(): number {
    return this.listeningPort;
  }

  /** The same URL, through the proxy. */
  route(url: string): string {
    const routed = new URL(url);
    routed.hostname = '127.0.0.1';
    routed.port = String(this.port);
    return routed.toString();
  }

  async cut(mode: CutMode): Promise<void> {
    this.mode = mode;
    this.dropAll();
    if (mode === 'refuse') await this.stopListening();
  }

  async restore(): Promise<void> {
    this.mode = 'open';
    this.dropAll();
    if (!this.server) await this.listen(this.port);
  }

  async close(): Promise<void> {
    this.mode = 'refuse';
    this.dropAll();
    await this.stopListening();
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  private dropAll(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  private async listen(port: number): Promise<void> {
    const server = createServer((client) => {
      this.track(client);
      if (this.mode !== 'open') return; // black hole: hold it, say nothing
      const upstream = createConnection(this.target);
      this.track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    this.server = server;
    const address = server.address();
    if (typeof address !== 'object' || address === null) throw new Error('tcp proxy: no address');
    this.listeningPort = address.port;
  }

  private async stopListening(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.close();
    await once(server, 'close');
  }
}
