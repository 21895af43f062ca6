import net from "node:net";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { ConfigError, loadConfig } from "./config";
import type { Database } from "./db/database";
import { createServerLog } from "./server-log";

/** How long requests in flight may take to finish after SIGTERM or SIGINT (ADR 147). */
const SHUTDOWN_GRACE_MS = 10_000;
/** How long closing the database may take once the grace period is over. */
const DATABASE_CLOSE_MS = 2_000;

/** The process's logger once the settings have given its level; every line of the output is its. */
let log: FastifyBaseLogger | undefined;

// Process entry: config → the port is free → database → migrate → seed if empty → listen. Problems a person must fix
// end the process with one line naming the setting, never a stack trace.
async function main() {
  const config = loadConfig();
  log = await createServerLog(config.logLevel);
  let database: Database | undefined;
  try {
    // A port that is taken is known in a millisecond; migrating and seeding first would make the
    // person wait half a minute to hear it.
    await probePort(config.host, config.port);
    // The app is loaded only now (about 4 s of CPU): a setting to fix is said without waiting for it.
    const [
      { openDatabase },
      { migrate },
      { ensureAdmin },
      { seedDemoDataIfEmpty },
      { createBackend },
      { SHARED_SWEEP_GRACE_MS, sweepPartials, sweepUploads },
      { expireDeclinedFiles, RETENTION_CHECK_EVERY_MS },
      { buildApp },
    ] = await Promise.all([
      import("./db/database"),
      import("./db/migrate"),
      import("./db/seed"),
      import("./db/demo"),
      import("./services/storage-backend"),
      import("./services/upload-sweep"),
      import("./services/declined-retention"),
      import("./app"),
    ]);
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const { applied } = await migrate(database.url);
    if (applied.length) log.info({ migrations: applied }, `Applied migrations: ${applied.join(", ")}`);
    const admin = await ensureAdmin(database.prisma, config);
    if (admin.generatedPassword) {
      // A warning, so that it shows at LOG_LEVEL=warn too: a person must read it, and only now.
      log.warn(
        { adminAccount: admin.username, generatedPassword: admin.generatedPassword },
        `Created the admin account ${admin.username} with the password ${admin.generatedPassword}. ` +
          "It is shown only this once: keep it, or set ADMIN_PASSWORD before the first start.",
      );
    }
    if (config.seedDemoData) {
      const seeded = await seedDemoDataIfEmpty(database.prisma, config);
      if (seeded) log.info({ demoData: seeded }, `Loaded demo data: ${seeded}`);
    }
    // Before listening, while no upload is in flight: what a crash left behind goes (ADR 130).
    const swept = await sweepUploads(database.prisma, createBackend(config), {
      // Files are shared by several servers with Redis or a bucket: another server may be writing one now.
      spareNewerThanMs: config.redisUrl || config.s3 ? SHARED_SWEEP_GRACE_MS : 0,
    });
    // With a bucket, this server's folder holds only files being received: a crash's leftovers go.
    if (config.s3) await sweepPartials(config.uploadsDir);
    if (swept.removed.length) {
      log.info(
        { removedFiles: swept.removed.length },
        `Removed ${swept.removed.length} uploaded files no record names (left by an interrupted upload)`,
      );
    }
    const app = await buildApp({ config, database, logger: log });
    await listen(app, config.host, config.port);
    app.services.mailer.start();
    // Declined submissions' files past the agency's retention period go now and then hourly (ADR 141).
    const expireDeclined = () =>
      expireDeclinedFiles(app.services.prisma, app.services.storage, { retentionDays: config.declinedFilesRetentionDays })
        .then((ids) => ids.length && app.log.info({ talents: ids.length }, "removed the files of declined submissions past retention"))
        .catch((error: unknown) => app.log.error({ err: error }, "declined submissions' retention failed"));
    void expireDeclined();
    const retention = setInterval(() => void expireDeclined(), RETENTION_CHECK_EVERY_MS);
    retention.unref();
    const shown = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
    const url = `http://${shown}:${config.port}`;
    log.info(
      { url, database: database.mode },
      `Talent agency running at ${url} (database: ${database.mode === "embedded" ? `embedded, ${config.dataDir}` : "PostgreSQL"})`,
    );
    log.info(
      config.smtpUrl
        ? `E-mail is sent through ${new URL(config.smtpUrl).host} as ${config.mailFrom}`
        : `E-mail is written to ${path.join(config.dataDir, "mail")} (set SMTP_URL to send it)`,
    );

    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) {
        // A second signal: the person does not want to wait for the grace period.
        process.exit(1);
      }
      closing = true;
      clearInterval(retention);
      app.log.info({ signal }, `${signal} received, shutting down`);
      app.lifecycle.draining = true;
      if (config.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.drainMs));
      // app.close() stops accepting at once (new requests on open connections get 503) and waits
      // for the requests in flight; one stuck on the database would hold it forever, so after the
      // grace period their connections are cut and the process ends with a failure code.
      const deadline = setTimeout(() => {
        app.log.error(
          { signal },
          `Requests still running ${SHUTDOWN_GRACE_MS / 1000} s after ${signal}: closing their connections and exiting`,
        );
        app.server.closeAllConnections();
        void Promise.race([database?.close(), new Promise((resolve) => setTimeout(resolve, DATABASE_CLOSE_MS))]).finally(() =>
          process.exit(1),
        );
      }, SHUTDOWN_GRACE_MS);
      // Fastify drops idle keep-alive connections once, when closing starts; a connection whose
      // request finishes later would otherwise stay open until its keep-alive timeout (72 s).
      const idle = setInterval(() => app.server.closeIdleConnections(), 100);
      await app.close();
      clearInterval(idle);
      await database?.close();
      clearTimeout(deadline);
      process.exit(0);
    };
    process.on("SIGINT", () => void shutdown("SIGINT"));
    process.on("SIGTERM", () => void shutdown("SIGTERM"));
  } catch (error) {
    await database?.close().catch(() => undefined);
    throw error;
  }
}

async function listen(app: import("fastify").FastifyInstance, host: string, port: number) {
  try {
    await app.listen({ host, port });
  } catch (error) {
    throw listenProblem(error, host, port);
  }
}

/** Fails as listen would, before anything else starts (the listen itself still checks). */
async function probePort(host: string, port: number) {
  const probe = net.createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once("error", reject);
      probe.listen({ host, port, exclusive: true }, resolve);
    });
  } catch (error) {
    throw listenProblem(error, host, port);
  }
  await new Promise<void>((resolve) => probe.close(() => resolve()));
}

/** A listen failure a person can fix, named by its setting. */
function listenProblem(error: unknown, host: string, port: number): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EADDRINUSE") return new ConfigError(`PORT: ${port} is already in use on ${host}; stop the other server or set PORT`);
  if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND") return new ConfigError(`HOST: cannot listen on ${host} (${code})`);
  if (code === "EACCES") return new ConfigError(`PORT: not allowed to listen on port ${port} (EACCES)`);
  return error;
}

main().catch(async (error: unknown) => {
  // A setting's problem is said before the database module (and its engines) is loaded.
  const unavailable = error instanceof ConfigError ? false : error instanceof (await import("./db/database")).DatabaseUnavailableError;
  // The settings themselves may be what failed, LOG_LEVEL among them: then at the default level.
  const said = log ?? (await createServerLog("info"));
  if (error instanceof ConfigError || unavailable) {
    said.fatal(`Cannot start: ${(error as Error).message}`);
  } else {
    said.fatal({ err: error }, "Cannot start");
  }
  process.exit(1);
});
