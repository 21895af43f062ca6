import path from "node:path";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { type Database, DatabaseUnavailableError, openDatabase } from "./db/database";
import { migrate } from "./db/migrate";
import { seedDemoDataIfEmpty } from "./db/demo";
import { ensureAdmin } from "./db/seed";
import { sweepUploads } from "./services/upload-sweep";

// Process entry: config → database → migrate → seed if empty → listen. Problems a person must fix
// end the process with one line naming the setting, never a stack trace.
async function main() {
  const config = loadConfig();
  let database: Database | undefined;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const { applied } = await migrate(database.url);
    if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
    const admin = await ensureAdmin(database.prisma, config);
    if (admin.generatedPassword) {
      console.log(
        `Created the admin account ${admin.username} with the password ${admin.generatedPassword}\n` +
          "It is shown only this once: keep it, or set ADMIN_PASSWORD before the first start.",
      );
    }
    if (config.seedDemoData) {
      const seeded = await seedDemoDataIfEmpty(database.prisma, config);
      if (seeded) console.log(`Loaded demo data: ${seeded}`);
    }
    // Before listening, while no upload is in flight: what a crash left behind goes (ADR 105).
    const swept = await sweepUploads(database.prisma, config.uploadsDir);
    if (swept.removed.length) console.log(`Removed ${swept.removed.length} uploaded files no record names (left by an interrupted upload)`);
    const app = await buildApp({ config, database, logger: true });
    await listen(app, config.host, config.port);
    app.services.mailer.start();
    const shown = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
    console.log(
      `Talent agency running at http://${shown}:${config.port} (database: ${database.mode === "embedded" ? `embedded, ${config.dataDir}` : "PostgreSQL"})`,
    );
    console.log(
      config.smtpUrl
        ? `E-mail is sent through ${new URL(config.smtpUrl).host} as ${config.mailFrom}`
        : `E-mail is written to ${path.join(config.dataDir, "mail")} (set SMTP_URL to send it)`,
    );

    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      console.log(`${signal} received, shutting down`);
      await app.close();
      await database?.close();
      process.exit(0);
    };
    process.on("SIGINT", () => void shutdown("SIGINT"));
    process.on("SIGTERM", () => void shutdown("SIGTERM"));
  } catch (error) {
    await database?.close().catch(() => undefined);
    throw error;
  }
}

async function listen(app: Awaited<ReturnType<typeof buildApp>>, host: string, port: number) {
  try {
    await app.listen({ host, port });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE") throw new ConfigError(`PORT: ${port} is already in use on ${host}; stop the other server or set PORT`);
    if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND") throw new ConfigError(`HOST: cannot listen on ${host} (${code})`);
    if (code === "EACCES") throw new ConfigError(`PORT: not allowed to listen on port ${port} (EACCES)`);
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error("Cannot start:", error);
  }
  process.exit(1);
});
