import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/prisma/client";

export type DatabaseMode = "embedded" | "postgresql";

export type Database = {
  mode: DatabaseMode;
  /** A connection string that reaches this database (the embedded one listens on loopback). */
  url: string;
  prisma: PrismaClient;
  /** True when a trivial query answers within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
};

/** Raised when the database cannot be opened for a reason a person must fix. */
export class DatabaseUnavailableError extends Error {}

const POOL_SIZE = 10;

export function createPrisma(url: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: POOL_SIZE }) });
}

async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
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
 * An embedded PostgreSQL (PGlite) served on a loopback port so that Prisma's pg adapter, the
 * migration runner and the Prisma CLI all speak to it as to any PostgreSQL server.
 * With no dataDir the database lives in memory (tests).
 */
export async function openEmbeddedDatabase(dataDir?: string): Promise<Database> {
  let lockFile: string | undefined;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    lockFile = path.join(dataDir, "postmaster.lock");
    await takeLock(lockFile, dataDir);
  }
  const db = dataDir ? await PGlite.create({ dataDir }) : await PGlite.create();
  const port = await freeLoopbackPort();
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port, maxConnections: POOL_SIZE + 10 });
  await server.start();
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
  const prisma = createPrisma(url);
  return withPing({
    mode: "embedded",
    url,
    prisma,
    async close() {
      await prisma.$disconnect();
      await server.stop();
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
    throw new DatabaseUnavailableError(
      `DATA_DIR: the embedded database in ${dataDir} is in use by another process (pid ${pid})`,
    );
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
  const prisma = createPrisma(url);
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
  return options.databaseUrl
    ? openExternalDatabase(options.databaseUrl)
    : openEmbeddedDatabase(path.join(options.dataDir, "pg"));
}
