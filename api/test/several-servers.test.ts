import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openExternalDatabase, type Database } from "../src/db/database";
import { migrate } from "../src/db/migrate";
import { loginAt } from "./child-server";
import { multipartBody, PDF_BYTES, testImage } from "./helpers";
import { startMailServer, type TestMailServer } from "./mail-server";
import { type RedisServer, startRedisServer } from "./redis-server";
import { type S3Server, startS3Server } from "./s3-server";
import { type AppServer, loadThrough, type Proxy, startApp, startNginx, stopApp } from "./server-fleet";

// Several servers, proven (docs/deploy.md, ADR 147): two app processes on one PostgreSQL database,
// one Redis and one bucket, behind Debian's nginx (round robin), with a real SMTP server. PGlite
// cannot be shared by two processes, so this runs on the PostgreSQL server every machine of this
// project has on 127.0.0.1:5432, in a database of its own.

const SERVER = "postgresql://postgres@127.0.0.1:5432";
const PASSWORD = "fleet-admin-password-1";
const database = `talent_fleet_${Date.now()}_${randomBytes(3).toString("hex")}`;
let work: string;
let s3: S3Server;
let redis: RedisServer;
let smtp: TestMailServer;
let db: Database;
let a: AppServer;
let b: AppServer;
let proxy: Proxy;
let shared: Record<string, string>;
let token: string;

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "talent-fleet-"));
  [s3, redis, smtp] = await Promise.all([startS3Server(), startRedisServer(), startMailServer()]);
  await onServer(`CREATE DATABASE "${database}"`);
  await migrate(`${SERVER}/${database}`);
  db = await openExternalDatabase(`${SERVER}/${database}`);
  shared = {
    ...s3.env,
    DATABASE_URL: `${SERVER}/${database}`,
    REDIS_URL: redis.url,
    SMTP_URL: smtp.url,
    JWT_SECRET: randomBytes(32).toString("hex"),
    ADMIN_EMAIL: "fleet@agency.test",
    ADMIN_PASSWORD: PASSWORD,
    SEED_DEMO_DATA: "false",
    TRUST_PROXY: "true",
    DRAIN_SECONDS: "1",
  };
  // One after the other: the first start creates the admin account.
  a = await startApp("A", path.join(work, "a"), shared);
  b = await startApp("B", path.join(work, "b"), shared);
  proxy = await startNginx(path.join(work, "nginx"), [a.port, b.port]);
  token = await loginAt(a.port, "fleet@agency.test", PASSWORD);
}, 300_000);

afterAll(async () => {
  await proxy?.stop();
  await Promise.all([a, b].filter(Boolean).map((app) => stopApp(app)));
  await db?.close();
  await Promise.all([s3?.stop(), redis?.stop(), smtp?.close()]);
  await onServer(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => undefined);
  await rm(work, { recursive: true, force: true });
});

/** Starting an app process takes seconds alone and minutes on a shared, loaded two-core machine. */
const RESTARTS_MS = 300_000;

const via = (port: number) => `http://127.0.0.1:${port}`;

async function graphql<T>(port: number, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${via(port)}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function upload<T>(port: number, query: string, variables: Record<string, unknown>, key: string, name: string, bytes: Buffer) {
  const { body, contentType } = await multipartBody(query, variables, { [key]: { name, bytes } });
  const response = await fetch(`${via(port)}/graphql`, {
    method: "POST",
    headers: { "content-type": contentType, "x-graphql-yoga-csrf": "1", authorization: `Bearer ${token}` },
    body: new Uint8Array(body),
  });
  return (await response.json()) as { data?: T; errors?: unknown };
}

const UPLOAD_IMAGE = `mutation ($image: Upload) { uploadImage(image: $image) { url cardUrl } }`;

/** Polls through the proxy until server `port` answers again (bounded by the test's timeout). */
async function backInRotation(port: number) {
  for (;;) {
    const response = await fetch(`${via(proxy.port)}/api/health`);
    await response.arrayBuffer();
    if (response.headers.get("x-upstream") === `127.0.0.1:${port}`) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** GETs through the proxy until server `port` answered one (round robin alternates). */
async function getServedBy(port: number, url: string) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await fetch(`${via(proxy.port)}${url}`);
    if (response.headers.get("x-upstream") === `127.0.0.1:${port}`) return response;
    await response.arrayBuffer();
  }
  throw new Error(`no answer from 127.0.0.1:${port} in 10 tries`);
}

describe("two app servers behind nginx, sharing a bucket, Redis and PostgreSQL", () => {
  it("serve through B the photo, comp card and résumé uploaded through A", async () => {
    const uploaded = await upload<{ uploadImage: { url: string; cardUrl: string } }>(
      a.port,
      UPLOAD_IMAGE,
      {},
      "image",
      "p.jpg",
      await testImage("jpeg", 1200, 1600),
    );
    const photo = uploaded.data!.uploadImage;
    const card = await getServedBy(b.port, photo.cardUrl);
    expect(card.status).toBe(200);
    expect(card.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await sharp(Buffer.from(await card.arrayBuffer())).metadata()).width).toBe(600);

    const talent = await db.prisma.talent.create({
      data: {
        firstName: "Fleet",
        lastName: "Talent",
        email: "fleet@example.com",
        isApproved: true,
        isPublished: true,
        publishedAt: new Date(),
        imageUrl: photo.url,
      },
    });
    const pdf = await getServedBy(b.port, `/talents/${talent.id}/comp-card.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    // The photo, read from the bucket by B, is drawn in it.
    expect(Buffer.from(await pdf.arrayBuffer()).toString("latin1")).toContain("/Subtype /Image");

    const added = await upload(
      a.port,
      `mutation ($file: Upload) { addTalentDocument(talentId: ${talent.id}, file: $file, documentType: "resume") { id } }`,
      {},
      "file",
      "cv.pdf",
      PDF_BYTES,
    );
    expect(added.errors).toBeUndefined();
    const { adminTalent } = await graphql<{ adminTalent: { resumeUrl: string } }>(
      b.port,
      `{ adminTalent(id: ${talent.id}) { resumeUrl } }`,
    );
    const resume = await getServedBy(b.port, adminTalent.resumeUrl);
    expect(resume.status).toBe(200);
    expect(Buffer.from(await resume.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
    const unsigned = await fetch(`${via(proxy.port)}${adminTalent.resumeUrl.split("?")[0]}`);
    expect(unsigned.status).toBe(403);
  });

  it("show a write through A on a list read through B at once", async () => {
    const list = `{ talentDirectory { items { firstName } } }`;
    const before = await fetch(`${via(b.port)}/graphql?query=${encodeURIComponent(list)}`, {
      headers: { "x-graphql-yoga-csrf": "1" },
    }).then((r) => r.json());
    expect(JSON.stringify(before)).not.toContain("Written-Through-A");
    const created = await db.prisma.talent.create({
      data: { firstName: "Written-Through-A", lastName: "Fleet", email: "hidden@example.com", isApproved: true },
    });
    await graphql(a.port, `mutation { publishTalent(id: ${created.id}, notify: false) { id } }`);
    const after = await fetch(`${via(b.port)}/graphql?query=${encodeURIComponent(list)}`, { headers: { "x-graphql-yoga-csrf": "1" } }).then(
      (r) => r.json(),
    );
    expect(JSON.stringify(after)).toContain("Written-Through-A");
  });

  it("deliver each e-mail exactly once with both servers' mail workers running", async () => {
    const subjects = Array.from({ length: 6 }, (_, index) => `Fleet message ${index}`);
    for (const subject of subjects) {
      const response = await fetch(`${via(proxy.port)}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          query: `mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { message } }`,
          variables: { input: { name: "Casey", email: "casey@studio.example", subject, message: "Both servers are running." } },
        }),
      });
      expect(response.status).toBe(200);
    }
    const started = Date.now();
    while ((await db.prisma.outboxEmail.count({ where: { status: { not: "sent" } } })) > 0) {
      if (Date.now() - started > 60_000) throw new Error("mail not delivered within a minute");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const delivered = smtp.received.map((mail) => mail.subject).filter((subject) => subject?.includes("Fleet message"));
    expect(delivered.sort()).toEqual(subjects.map((subject) => `Website message: ${subject}`).sort());
  });
});

describe("servers stopping", () => {
  it(
    "SIGKILL of A during uploads leaves B serving, and no acknowledged upload is lost",
    async () => {
      const images = await Promise.all(Array.from({ length: 8 }, (_, index) => testImage("jpeg", 900, 900, `#${(index + 1) * 111111}`)));
      const uploads = images.map((bytes, index) =>
        upload<{ uploadImage: { url: string; cardUrl: string } }>(proxy.port, UPLOAD_IMAGE, {}, "image", `k${index}.jpg`, bytes),
      );
      // The moment the first upload is acknowledged, A dies mid-flight with the others.
      await Promise.race(uploads.map((answer) => answer.catch(() => undefined)));
      a.run.child.kill("SIGKILL");
      const answers = await Promise.all(uploads.map((answer) => answer.catch(() => ({ data: undefined }))));
      const acknowledged = answers.flatMap((answer) => (answer.data ? [answer.data.uploadImage] : []));
      expect(acknowledged.length).toBeGreaterThan(0);
      for (const photo of acknowledged) {
        for (const url of [photo.url, photo.cardUrl]) expect((await fetch(`${via(proxy.port)}${url}`)).status).toBe(200);
      }
      expect((await fetch(`${via(b.port)}/api/ready`)).status).toBe(200);
      expect((await fetch(`${via(proxy.port)}/api/health`)).status).toBe(200);
      await a.run.exit;
      const restarting = Date.now();
      a = await startApp("A", path.join(work, "a"), shared, a.port);
      console.log(`A restarted in ${Date.now() - restarting} ms; ${acknowledged.length} of 8 uploads acknowledged`);
    },
    RESTARTS_MS,
  );

  it(
    "a rolling restart under load (SIGTERM, drain, restart, one server at a time) fails no request through nginx",
    async () => {
      const photo = (
        await upload<{ uploadImage: { url: string; cardUrl: string } }>(b.port, UPLOAD_IMAGE, {}, "image", "r.jpg", await testImage("jpeg"))
      ).data!.uploadImage;
      const load = loadThrough(via(proxy.port), ["/api/health", photo.cardUrl, photo.url, "/robots.txt"]);
      const exits: Array<number | null> = [];
      for (const name of ["A", "B"] as const) {
        const server = name === "A" ? a : b;
        exits.push(await stopApp(server));
        const restarted = await startApp(name, path.join(work, name.toLowerCase()), shared, server.port);
        if (name === "A") a = restarted;
        else b = restarted;
        // nginx keeps a server it saw refuse out of rotation for fail_timeout: stopping the other
        // one before nginx tries this one again would leave it no live server (a 502).
        await backInRotation(restarted.port);
      }
      load.stop();
      const { sent, failed } = await load.done;
      console.log(`rolling restart: ${sent} requests through nginx, ${failed.length} failed`);
      expect(exits).toEqual([0, 0]);
      expect(failed).toEqual([]);
      expect(sent).toBeGreaterThan(50);
    },
    RESTARTS_MS,
  );
});
