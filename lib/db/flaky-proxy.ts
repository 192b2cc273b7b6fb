import net from 'node:net';

/**
 * Test support: a small TCP proxy between a portal (or a driver) and the machine's PostgreSQL,
 * which a test can stall (connections accepted, nothing answered), refuse (closed) and restore.
 * The database server itself is never stopped: a test that needs the database to fail puts its own
 * proxy in front of it. Used by lib/db/availability.test.ts and e2e/database-outage.spec.ts.
 */
export class FlakyProxy {
  mode: 'pass' | 'stall' = 'pass';
  private server = net.createServer((client) => this.accept(client));
  private sockets = new Set<net.Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  /** Listens on 127.0.0.1; port 0 lets the system choose. */
  async listen(port = 0): Promise<void> {
    this.server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  private accept(client: net.Socket) {
    this.sockets.add(client);
    const upstream = net.connect(this.target.port, this.target.host);
    this.sockets.add(upstream);
    // In stall mode bytes are read and dropped both ways: the server "accepts and never answers".
    client.on('data', (chunk) => this.mode === 'pass' && upstream.write(chunk));
    upstream.on('data', (chunk) => this.mode === 'pass' && client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
      this.sockets.delete(client);
      this.sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  }

  /** Stops listening and cuts every connection: new ones are refused. */
  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
