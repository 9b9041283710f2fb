import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy to a server the tests share (PostgreSQL) that a test can cut and restore, so the app
 * behind it sees its database go away without anyone stopping the database:
 * - `refuse()`: every connection is reset and the port refuses new ones (a server that stopped);
 * - `hang()`: connections stay open but nothing passes either way, and new ones are accepted
 *   and never answered (a network that went quiet);
 * - `restore()`: traffic flows again for new connections. The connections a hang caught stay
 *   silent for good, as half-open connections can after a network fault: recovering must not
 *   depend on them. (The database ends their sessions: the proxy's side of them is closed.)
 */
export class TcpProxy {
  private readonly sockets = new Set<Socket>();
  /** The proxy's connections to the database, a subset of `sockets`. */
  private readonly upstreams = new Set<Socket>();
  /** The app's connections a hang caught: they stay open and silent whatever happens upstream. */
  private readonly caught = new Set<Socket>();
  private mode: 'open' | 'hang' | 'refuse' = 'open';
  private server: Server;

  private constructor(
    private readonly target: { host: string; port: number },
    readonly port: number,
    server: Server,
  ) {
    this.server = server;
  }

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const proxy = new TcpProxy(target, (server.address() as { port: number }).port, server);
    server.on('connection', (s) => proxy.accept(s));
    return proxy;
  }

  private track(socket: Socket) {
    this.sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      this.sockets.delete(socket);
      this.caught.delete(socket);
    });
  }

  private accept(client: Socket) {
    this.track(client);
    if (this.mode !== 'open') {
      this.caught.add(client);
      return void client.pause();
    }
    const upstream = connect(this.target.port, this.target.host);
    this.track(upstream);
    this.upstreams.add(upstream);
    upstream.on('close', () => this.upstreams.delete(upstream));
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => this.caught.has(client) || client.destroy());
  }

  /** Nothing passes any more, in either direction, and nothing is closed. */
  hang() {
    this.mode = 'hang';
    for (const socket of this.sockets) {
      socket.unpipe();
      socket.pause();
      if (!this.upstreams.has(socket)) this.caught.add(socket);
    }
  }

  /** Every connection reset, and the port closed: connecting is refused. */
  async refuse() {
    this.mode = 'refuse';
    for (const socket of this.sockets) socket.resetAndDestroy();
    const closed = once(this.server, 'close');
    this.server.close();
    await closed;
  }

  async restore() {
    if (this.mode === 'hang') {
      for (const socket of this.upstreams) socket.destroy();
    }
    if (this.mode === 'refuse') {
      // The same port again, as a restarted server would be found at its address.
      const server = createServer((s) => this.accept(s));
      server.listen(this.port, '127.0.0.1');
      await once(server, 'listening');
      this.server = server;
    }
    this.mode = 'open';
  }

  async close() {
    for (const socket of this.sockets) socket.destroy();
    if (this.server.listening) {
      const closed = once(this.server, 'close');
      this.server.close();
      await closed;
    }
  }
}
