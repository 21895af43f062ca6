import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { openExternalDatabase } from "../src/db/database";
import { migrate } from "../src/db/migrate";
import { createStorage } from "../src/services/storage";
import { createS3Backend } from "../src/services/storage-s3";
import { backup } from "../../scripts/backup";
import { moveFilesToBucket } from "../../scripts/move-files-to-bucket";
import { restore } from "../../scripts/restore";
import { PDF_BYTES, testImage } from "./helpers";
import { type S3Server, startS3Server } from "./s3-server";

// The operator's scripts: moving DATA_DIR/uploads to a bucket (npm run storage:move), and a backup
// restored into a fresh PostgreSQL database that the app then serves (docs/deploy.md). PGlite cannot
// be dumped with pg_dump, so the backup runs on the PostgreSQL server every machine of this project
// has on 127.0.0.1:5432, in databases of its own.

const SERVER = "postgresql://postgres@127.0.0.1:5432";
let s3: S3Server;
let work: string;
const databases: string[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  work = await mkdtemp(path.join(tmpdir(), "talent-scripts-"));
});
afterAll(async () => {
  await s3?.stop();
  await rm(work, { recursive: true, force: true });
  if (databases.length > 0) {
    const client = new pg.Client({ connectionString: `${SERVER}/postgres` });
    await client.connect();
    // Closed pools finish closing their connections on their own time: a forced drop racing them
    // would end a connection whose client no longer listens for errors. The bound is for a hung
    // close, not a slow machine: 10 s was passed once on two busy cores, and the drop then ended a
    // connection still closing (an uncaught 57P01).
    const started = Date.now();
    while (Date.now() - started < 90_000) {
      const open = await client.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = ANY($1)", [databases]);
      if (open.rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const name of databases) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.end();
  }
});

const newDatabaseName = () => {
  const name = `talent_scripts_${Date.now()}_${randomBytes(3).toString("hex")}`;
  databases.push(name);
  return name;
};

describe("npm run storage:move", () => {
  it("copies every stored file to the bucket, verified, and copies nothing twice", async () => {
    const dataDir = path.join(work, "move");
    const uploads = path.join(dataDir, "uploads");
    await mkdir(path.join(uploads, "images"), { recursive: true });
    await mkdir(path.join(uploads, "documents"), { recursive: true });
    const photo = await testImage("jpeg");
    await writeFile(path.join(uploads, "images", "a1.jpg"), photo);
    await writeFile(path.join(uploads, "images", "a1-card.webp"), await testImage("webp"));
    await writeFile(path.join(uploads, "documents", "cv1.pdf"), PDF_BYTES);
    await writeFile(path.join(uploads, "images", ".partial-cut-short"), "half a photo");
    const env = { ...s3.env, DATA_DIR: dataDir };

    expect(await moveFilesToBucket(env)).toEqual({ copied: 3, alreadyThere: 0, failed: [] });
    const bucket = createS3Backend(s3.settings);
    const stored = createStorage(uploads, bucket);
    expect((await stored.read("/uploads/images/a1.jpg"))!.equals(photo)).toBe(true);
    expect((await stored.read("/uploads/documents/cv1.pdf"))!.equals(PDF_BYTES)).toBe(true);
    expect(await bucket.exists("images/.partial-cut-short")).toBe(false);

    // Run again after one more upload: only the new file is sent.
    await writeFile(path.join(uploads, "images", "b2.png"), await testImage("png"));
    expect(await moveFilesToBucket(env)).toEqual({ copied: 1, alreadyThere: 3, failed: [] });
    // A different file under a name the bucket already holds is sent again, not counted as there.
    await writeFile(path.join(uploads, "documents", "cv1.pdf"), Buffer.concat([PDF_BYTES, Buffer.from("%% edited\n")]));
    expect(await moveFilesToBucket(env)).toEqual({ copied: 1, alreadyThere: 3, failed: [] });
  });

  it("refuses to run without a bucket, naming the variable", async () => {
    await expect(moveFilesToBucket({ DATA_DIR: path.join(work, "none") })).rejects.toThrow("S3_BUCKET: is required");
  });
});

describe("a backup restored into a fresh database", () => {
  let source: string;
  let restored: string;
  let app: App | undefined;
  let restoredDb: Awaited<ReturnType<typeof openExternalDatabase>> | undefined;
  afterAll(async () => {
    await app?.close();
    await restoredDb?.close();
  });
  beforeAll(async () => {
    source = `${SERVER}/${newDatabaseName()}`;
    restored = `${SERVER}/${newDatabaseName()}`;
    const client = new pg.Client({ connectionString: `${SERVER}/postgres` });
    await client.connect();
    await client.query(`CREATE DATABASE "${new URL(source).pathname.slice(1)}"`);
    await client.end();
    await migrate(source);
  });

  it("answers the same talents and files from the restored database and files", async () => {
    const dataDir = path.join(work, "original");
    const config = loadConfig({ DATABASE_URL: source, DATA_DIR: dataDir, JWT_SECRET: "x".repeat(40), SEED_DEMO_DATA: "false" });
    const database = await openExternalDatabase(source);
    const storage = createStorage(config.uploadsDir);
    const photo = await storage.saveImage("image", new File([new Uint8Array(await testImage("jpeg", 700, 900))], "p.jpg"));
    const resume = await storage.saveDocument("resume", new File([new Uint8Array(PDF_BYTES)], "cv.pdf"));
    const talent = await database.prisma.talent.create({
      data: {
        firstName: "Backed",
        lastName: "Up",
        email: "backed-up@example.com",
        isApproved: true,
        isPublished: true,
        publishedAt: new Date(),
        imageUrl: photo.storageUrl,
        resumeUrl: resume.storageUrl,
        images: { create: { filename: "p.jpg", storageUrl: photo.storageUrl, cardUrl: photo.cardUrl, thumbUrl: photo.thumbUrl } },
      },
    });
    await database.close();

    const folder = path.join(work, "backup");
    const made = await backup(folder, { DATABASE_URL: source, DATA_DIR: dataDir });
    expect(made.files).toBe(4);
    expect(JSON.parse(await readFile(path.join(folder, "backup.json"), "utf8"))).toMatchObject({ files: 4 });

    // Into a new database and, this time, the bucket: the same backup serves either.
    expect(await restore(folder, { DATABASE_URL: restored, DATA_DIR: path.join(work, "restored"), ...s3.env })).toEqual({ files: 4 });
    await expect(restore(folder, { DATABASE_URL: restored, DATA_DIR: path.join(work, "again") })).rejects.toThrow("already has tables");

    const restoredConfig = {
      ...loadConfig({ DATABASE_URL: restored, DATA_DIR: path.join(work, "restored"), ...s3.env, LOG_LEVEL: "silent" }),
    };
    restoredDb = await openExternalDatabase(restored);
    app = await buildApp({ config: { ...restoredConfig, webServerDir: path.join(work, "no-render") }, database: restoredDb });
    await app.ready();
    const answer = await app.inject({
      method: "POST",
      url: "/graphql",
      payload: { query: `{ talent(id: ${talent.id}) { firstName images { cardUrl } } }` },
    });
    expect(answer.json()).toEqual({ data: { talent: { firstName: "Backed", images: [{ cardUrl: photo.cardUrl }] } } });
    const card = await app.inject({ method: "GET", url: photo.cardUrl! });
    expect(card.statusCode).toBe(200);
    const cv = await app.inject({ method: "GET", url: app.services.urls.sign(resume.storageUrl) });
    expect(cv.rawPayload.equals(PDF_BYTES)).toBe(true);
  });
});
