import net from "node:net";
import type { PGlite } from "@electric-sql/pglite";

// PGlite is one PostgreSQL backend: one session, one unnamed prepared statement, one transaction
// state. The pool of the pg adapter opens several connections to it, so each connection must have
// that session to itself for a whole unit of work, or one request's query runs inside another's
// transaction, binds to another's statement, or is skipped because another's failed (the
// failure seen: wrong 404s and 500s under load with @electric-sql/pglite-socket, which interleaves
// connections message by message).
//
// The unit of work here: from a connection's first message until the backend is ready for a new
// query outside any transaction, i.e. after a Sync or a simple Query with no transaction open. A
// transaction (BEGIN ... COMMIT) therefore holds the session from BEGIN to COMMIT; other
// connections queue in arrival order. Prisma's interactive transactions time out (5 s by default)
// and roll back, so a transaction that waits on another connection cannot hang the server.

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const GSSENC_REQUEST = 80877104;
const SYNC = Uint8Array.from([0x53, 0, 0, 0, 4]);

/** A FIFO lock: the owner is the connection whose unit of work is running. */
class SessionLock {
  private owner: Connection | null = null;
  private readonly waiters: Array<{ connection: Connection; grant: () => void }> = [];

  isHeldBy(connection: Connection): boolean {
    return this.owner === connection;
  }

  acquire(connection: Connection): Promise<void> {
    if (this.owner === connection) return Promise.resolve();
    if (!this.owner) {
      this.owner = connection;
      return Promise.resolve();
    }
    return new Promise((grant) => this.waiters.push({ connection, grant }));
  }

  release(connection: Connection): void {
    if (this.owner !== connection) return;
    const next = this.waiters.shift();
    this.owner = next?.connection ?? null;
    next?.grant();
  }

  get waiting(): number {
    return this.waiters.length;
  }

  /** A closed connection gives up its place in the queue. */
  forget(connection: Connection): void {
    const index = this.waiters.findIndex((waiter) => waiter.connection === connection);
    if (index >= 0) this.waiters.splice(index, 1);
  }
}

class Connection {
  private buffer: Buffer = Buffer.alloc(0);
  private started = false;
  /** Messages are handled one at a time, in order, per connection. */
  private chain: Promise<void> = Promise.resolve();
  private closed = false;
  /** True between a message that opens a unit of work and the Sync/Query that closes it. */
  private midUnit = false;

  constructor(
    private readonly socket: net.Socket,
    private readonly db: PGlite,
    private readonly lock: SessionLock,
    private readonly onGone: (connection: Connection) => void,
  ) {
    socket.setNoDelay(true);
    socket.on("data", (chunk) => this.receive(chunk));
    socket.on("error", () => this.close());
    socket.on("close", () => this.close());
  }

  private receive(chunk: Buffer) {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    for (let message = this.nextMessage(); message; message = this.nextMessage()) {
      const current = message;
      this.chain = this.chain
        .then(() => this.handle(current))
        .catch(() => {
          this.socket.destroy();
        });
    }
  }

  /** Cuts one whole protocol message off the buffer, or returns null until one has arrived. */
  private nextMessage(): { type: number | null; bytes: Uint8Array } | null {
    if (!this.started) {
      if (this.buffer.length < 8) return null;
      const length = this.buffer.readInt32BE(0);
      if (this.buffer.length < length) return null;
      return { type: null, bytes: this.take(length) };
    }
    if (this.buffer.length < 5) return null;
    const length = 1 + this.buffer.readInt32BE(1);
    if (this.buffer.length < length) return null;
    return { type: this.buffer[0]!, bytes: this.take(length) };
  }

  private take(length: number): Uint8Array {
    const bytes = new Uint8Array(this.buffer.subarray(0, length));
    this.buffer = this.buffer.subarray(length);
    return bytes;
  }

  private async handle(message: { type: number | null; bytes: Uint8Array }) {
    if (this.closed) return;
    if (message.type === null) {
      const code = new DataView(message.bytes.buffer).getInt32(4);
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
        this.socket.write("N");
        return;
      }
      if (code === CANCEL_REQUEST) {
        // Cancelling would need a second backend; PostgreSQL also answers nothing and closes.
        this.socket.end();
        return;
      }
      this.started = true;
    }
    if (message.type === 0x58 /* X: Terminate */) {
      this.socket.end();
      return;
    }
    await this.lock.acquire(this);
    if (this.closed) {
      this.lock.release(this);
      return;
    }
    this.midUnit = true;
    // PGlite's own mutex too, so its internal queries (e.g. a data dump) never cut in.
    const out = await this.db.runExclusive(() => this.db.execProtocolRaw(message.bytes, { syncToFs: false }));
    if (out.length && this.socket.writable) this.socket.write(Buffer.from(out));
    const endsUnit = message.type === null || message.type === 0x53 /* S: Sync */ || message.type === 0x51; /* Q: Query */
    if (endsUnit && !this.db.isInTransaction()) {
      this.midUnit = false;
      this.lock.release(this);
    }
  }

  private close() {
    if (this.closed) return;
    this.closed = true;
    this.lock.forget(this);
    this.onGone(this);
    // Whatever this connection left half done must not reach the next one.
    this.chain = this.chain.then(async () => {
      if (!this.lock.isHeldBy(this)) return;
      try {
        if (this.midUnit) await this.db.runExclusive(() => this.db.execProtocolRaw(SYNC, { syncToFs: false }));
        if (this.db.isInTransaction()) await this.db.exec("ROLLBACK");
      } finally {
        this.lock.release(this);
      }
    });
  }

  destroy() {
    this.socket.destroy();
  }
}

/**
 * Serves one PGlite instance to any number of PostgreSQL clients on a loopback port, giving each
 * unit of work the session alone (see above).
 */
export class EmbeddedPostgresServer {
  private readonly lock = new SessionLock();
  private readonly connections = new Set<Connection>();
  private server: net.Server | null = null;

  constructor(private readonly db: PGlite) {}

  /** Connections whose unit of work waits for another's to end (a test sees a transaction blocked). */
  get waiting(): number {
    return this.lock.waiting;
  }

  async listen(host: string, port: number): Promise<number> {
    await this.db.waitReady;
    const server = net.createServer((socket) => {
      const connection = new Connection(socket, this.db, this.lock, (gone) => this.connections.delete(gone));
      this.connections.add(connection);
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, host, () => resolve());
    });
    return (server.address() as net.AddressInfo).port;
  }

  async close(): Promise<void> {
    for (const connection of this.connections) connection.destroy();
    this.connections.clear();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
