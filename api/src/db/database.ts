import { access, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { EmbeddedPostgresServer } from "./embedded-server";
import { type Prisma, PrismaClient } from "./generated/prisma/client";

export type DatabaseMode = "embedded" | "postgresql";

export type Database = {
  mode: DatabaseMode;
  /** A connection string that reaches this database (the embedded one listens on loopback). */
  url: string;
  prisma: PrismaClient;
  /** True when a trivial query answers within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  /**
   * Embedded only: connections queued for the one session behind another's transaction, the wait a
   * server shows as a lock in pg_stat_activity.
   */
  sessionWaiters?: () => number;
  close(): Promise<void>;
};

/** Raised when the database cannot be opened for a reason a person must fix. */
export class DatabaseUnavailableError extends Error {}

const POOL_SIZE = 10;

/** Extensions the migrations create (pg_trgm: the public search's index); PGlite must bring them. */
export const EMBEDDED_EXTENSIONS = { pg_trgm };

// How long an interactive transaction may wait to start, and then run. Prisma's defaults (2 s and
// 5 s) answered a busy server with P2028 errors: the embedded database runs one unit of work at a
// time, so a transaction queues behind every request ahead of it (ADR 001), and a saturated pool
// does the same on a server. Waiting longer is the right answer to a queue.
const TRANSACTION_OPTIONS: Record<DatabaseMode, { maxWait: number; timeout: number }> = {
  embedded: { maxWait: 30_000, timeout: 15_000 },
  postgresql: { maxWait: 10_000, timeout: 15_000 },
};

const pools = new WeakMap<PrismaClient, pg.Pool>();

/** The connection pool of a client made for a PostgreSQL server (the embedded database has none). */
export const poolOf = (prisma: PrismaClient): pg.Pool | undefined => pools.get(prisma);

export function createPrisma(url: string, mode: DatabaseMode): PrismaClient {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  const prisma = new PrismaClient({
    adapter: new PrismaPg(pool, { disposeExternalPool: true }),
    transactionOptions: TRANSACTION_OPTIONS[mode],
  });
  pools.set(prisma, pool);
  return prisma;
}

/**
 * The rows of a hand-written read. Through the client's own pool when it made one: the public
 * reads (ADR 090) spend a third of their time in Prisma's raw-query path otherwise. A client made
 * elsewhere (the tests' counting pools) answers through $queryRaw, on its own connections.
 */
export async function readRows<T>(prisma: PrismaClient, statement: Prisma.Sql): Promise<T[]> {
  const pool = pools.get(prisma);
  if (!pool) return prisma.$queryRaw<T[]>(statement);
  const result = await pool.query({ text: statement.text, values: statement.values });
  return result.rows as T[];
}

function withPing(base: Omit<Database, "ping">): Database {
  return {
    ...base,
    async ping(timeoutMs = 2000) {
      const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref());
      const query = base.prisma.$queryRaw`SELECT 1`.then(() => true).catch(() => false);
      return Promise.race([query, timeout]);
    },
  };
}

/**
 * How the embedded database runs (ADR 001). PostgreSQL's 128MB of shared buffers are allocated
 * inside PGlite's WebAssembly memory up front whatever the data's size; 32MB holds the hot pages of
 * 10k talents, and the data files are read through the operating system's page cache beyond that.
 * The start parameters replace PGlite's own, so they are repeated first.
 */
export const PGLITE_OPTIONS: PGliteOptions = {
  startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"],
};

/**
 * A new data folder is created by PGlite's initdb, whose WebAssembly memory (about 450MB) stays
 * reachable for as long as that first instance lives. Closing it and opening the folder again
 * gives that memory back, for the cost of one more start (about a second).
 */
async function openPGlite(dataDir: string | undefined, options: PGliteOptions): Promise<PGlite> {
  const fresh = dataDir !== undefined && !(await exists(path.join(dataDir, "PG_VERSION")));
  if (fresh) await (await PGlite.create({ ...options, dataDir })).close();
  return PGlite.create({ ...options, dataDir });
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * An embedded PostgreSQL (PGlite) served on a loopback port so that Prisma's pg adapter, the
 * migration runner and the Prisma CLI all speak to it as to any PostgreSQL server (one unit of
 * work at a time: see embedded-server.ts).
 * With no dataDir the database lives in memory (tests). `loadDataDir` starts it from a copy made
 * with PGlite's dumpDataDir() (the tests' migrated template) instead of running initdb.
 */
export async function openEmbeddedDatabase(
  dataDir?: string,
  options: { loadDataDir?: Blob; pglite?: PGliteOptions } = {},
): Promise<Database> {
  let lockFile: string | undefined;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    lockFile = path.join(dataDir, "postmaster.lock");
    await takeLock(lockFile, dataDir);
  }
  const db = await openPGlite(dataDir, {
    ...PGLITE_OPTIONS,
    ...options.pglite,
    loadDataDir: options.loadDataDir,
    // A test may bring one more (pageinspect, to read a row's lock); the migrations' always come.
    extensions: { ...options.pglite?.extensions, ...EMBEDDED_EXTENSIONS },
  });
  const server = new EmbeddedPostgresServer(db);
  const port = await server.listen("127.0.0.1", 0);
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
  const prisma = createPrisma(url, "embedded");
  return withPing({
    mode: "embedded",
    url,
    prisma,
    sessionWaiters: () => server.waiting,
    async close() {
      await prisma.$disconnect();
      await server.close();
      await db.close();
      if (lockFile) await rm(lockFile, { force: true });
    },
  });
}

// PGlite is single-process: two servers on one data folder would corrupt it.
async function takeLock(lockFile: string, dataDir: string) {
  const existing = await readFile(lockFile, "utf8").catch(() => undefined);
  const pid = Number(existing);
  if (existing && Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
    throw new DatabaseUnavailableError(`DATA_DIR: the embedded database in ${dataDir} is in use by another process (pid ${pid})`);
  }
  await writeFile(lockFile, String(process.pid));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function openExternalDatabase(url: string): Promise<Database> {
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await probe.connect();
    await probe.query("SELECT 1");
  } catch (error) {
    const target = new URL(url);
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new DatabaseUnavailableError(
      `DATABASE_URL: cannot connect to PostgreSQL at ${target.hostname}:${target.port || 5432}${target.pathname} (${reason})`,
    );
  } finally {
    await probe.end().catch(() => undefined);
  }
  const prisma = createPrisma(url, "postgresql");
  return withPing({
    mode: "postgresql",
    url,
    prisma,
    async close() {
      await prisma.$disconnect();
    },
  });
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openExternalDatabase(options.databaseUrl) : openEmbeddedDatabase(path.join(options.dataDir, "pg"));
}
