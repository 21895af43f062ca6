import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { openDatabase } from "../src/db/database";
import { createDatabaseFromTemplate, databaseUrl, onServer } from "./database-template";
import { freePort, loginAt, type Run, START_TIMEOUT_MS, startServer, waitFor } from "./child-server";
import { multipartBody, PDF_BYTES, testImage, submissionInput } from "./helpers";

// A crash must leave nothing behind (ADR 130): kill -9 during concurrent public submissions, start again, and nothing is left
// behind: no file without a row, no row without its file, every acknowledged submission kept.

const SUBMISSIONS = 30;
const SUBMIT = `mutation ($input: TalentSubmissionInput!, $headshot: Upload, $fullBodyShot: Upload, $resume: Upload) {
  submitTalent(input: $input, headshot: $headshot, fullBodyShot: $fullBodyShot, resume: $resume) { id }
}`;
const ADMIN = { ADMIN_EMAIL: "admin@crash.test", ADMIN_PASSWORD: "crash-test-password" };

// On the embedded database by default; on a new, empty database of the PostgreSQL server named by
// TEST_DATABASE_URL when it is set (the suite's PostgreSQL run), which the child server migrates.
const serverUrl = process.env.TEST_DATABASE_URL;
const serverDatabase = `talent_crash_${Date.now()}_${randomBytes(3).toString("hex")}`;
let dataDir: string;
let externalUrl: string | undefined;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "talent-crash-"));
  if (serverUrl) {
    await createDatabaseFromTemplate(serverUrl, serverDatabase, null);
    externalUrl = databaseUrl(serverUrl, serverDatabase);
  }
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  if (serverUrl) await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${serverDatabase}" WITH (FORCE)`));
});

async function filesOnDisk(uploadsDir: string): Promise<string[]> {
  const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploadsDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe("kill -9 during submissions", () => {
  it(
    "leaves, after the restart, exactly the files the rows name, and every acknowledged submission",
    async () => {
      const port = await freePort();
      const env = {
        ...ADMIN,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        SEED_DEMO_DATA: "false",
        PUBLIC_WRITES_PER_HOUR: "10000",
        ...(externalUrl ? { DATABASE_URL: externalUrl } : {}),
      };
      const uploadsDir = path.join(dataDir, "uploads");
      let first: Run | undefined = startServer(env);
      let second: Run | undefined;
      try {
        await waitFor(first, "Talent agency running at");
        const token = await loginAt(port, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
        const category = await fetch(`http://127.0.0.1:${port}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: `mutation { createCategory(input: { name: "Actors" }) { id } }` }),
        }).then((response) => response.json() as Promise<{ data: { createCategory: { id: number } } }>);
        const categoryId = category.data.createCategory.id;

        const [jpeg, png] = await Promise.all([testImage("jpeg", 400, 500), testImage("png", 300, 600, "#cc8844")]);
        const bodies = await Promise.all(
          Array.from({ length: SUBMISSIONS }, (_, i) =>
            multipartBody(
              SUBMIT,
              {
                input: submissionInput(categoryId, { firstName: `Crash${i}`, lastName: "Test", email: `crash${i}@example.com` }),
              },
              {
                headshot: { name: "head.jpg", type: "image/jpeg", bytes: jpeg },
                fullBodyShot: { name: "body.png", type: "image/png", bytes: png },
                resume: { name: "resume.pdf", type: "application/pdf", bytes: PDF_BYTES },
              },
            ),
          ),
        );
        const acknowledged: number[] = [];
        const refused: string[] = [];
        const sent = bodies.map(
          ({ body, contentType }) =>
            fetch(`http://127.0.0.1:${port}/graphql`, {
              method: "POST",
              headers: { "content-type": contentType, "x-graphql-yoga-csrf": "1" },
              body: new Uint8Array(body),
            })
              .then(async (response) => {
                const result = (await response.json()) as { data?: { submitTalent?: { id: number } }; errors?: unknown };
                if (result.data?.submitTalent) acknowledged.push(result.data.submitTalent.id);
                else refused.push(JSON.stringify(result.errors));
              })
              .catch(() => undefined), // cut off by the kill
        );
        // Mid-way: some answered, the rest still writing files or rows.
        while (acknowledged.length < 5 && refused.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
        first.child.kill("SIGKILL");
        await first.exit;
        first = undefined;
        await Promise.all(sent);
        expect(refused).toEqual([]);
        expect(acknowledged.length).toBeGreaterThanOrEqual(5);
        expect(acknowledged.length).toBeLessThan(SUBMISSIONS);
        const leftByCrash = await filesOnDisk(uploadsDir);

        second = startServer(env);
        await waitFor(second, "Talent agency running at");
        second.child.kill("SIGTERM");
        expect(await second.exit, second.output()).toBe(0);
        second = undefined;

        const database = await openDatabase({ dataDir, databaseUrl: externalUrl });
        try {
          const talents = await database.prisma.talent.findMany({
            select: { id: true, headshotUrl: true, fullBodyShotUrl: true, resumeUrl: true, images: true, documents: true },
          });
          for (const id of acknowledged) expect(talents.map((talent) => talent.id)).toContain(id);
          const named = new Set<string>();
          for (const talent of talents) {
            expect(talent.images).toHaveLength(2);
            expect(talent.documents).toHaveLength(1);
            const urls = [
              talent.headshotUrl,
              talent.fullBodyShotUrl,
              talent.resumeUrl,
              ...talent.images.flatMap((image) => [image.storageUrl, image.cardUrl, image.thumbUrl]),
              ...talent.documents.map((document) => document.storageUrl),
            ];
            for (const url of urls) {
              expect(url).toMatch(/^\/uploads\//);
              named.add(url!.slice("/uploads/".length));
            }
          }
          // No row without its file, no file without its row: the two lists are the same.
          const onDisk = await filesOnDisk(uploadsDir);
          expect(onDisk).toEqual([...named].sort());
          expect(onDisk).toHaveLength(talents.length * 7);
          for (const file of named) expect(existsSync(path.join(uploadsDir, file))).toBe(true);
          console.log(
            `crash: ${acknowledged.length}/${SUBMISSIONS} acknowledged before kill -9, ${talents.length} rows after restart, ` +
              `${leftByCrash.length - onDisk.length} orphan files swept ` +
              `(${leftByCrash.filter((name) => name.includes(".partial-")).length} partial)`,
          );
        } finally {
          await database.close();
        }
      } finally {
        first?.child.kill("SIGKILL");
        second?.child.kill("SIGKILL");
      }
    },
    START_TIMEOUT_MS,
  );
});
