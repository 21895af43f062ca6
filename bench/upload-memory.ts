import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { freePort, loginAt, startServer, waitFor } from "../api/test/child-server";
import { submissionInput } from "../api/test/submission-input";
import { MAX_UPLOAD_BYTES } from "../common/options";
import { replaceSection } from "./results-file";

// How much the server's memory (RSS) rises while it takes a talent submission with a large résumé
// through the GraphQL multipart request (ADR 130). The server is the real entry (api/src/main.ts)
// in a child process on the embedded database; its RSS is read from /proc every 20 ms.
//   npx tsx bench/upload-memory.ts            prints the figures
//   npx tsx bench/upload-memory.ts --record "label"   also writes them to bench/results.md

const SUBMIT = `mutation ($input: TalentSubmissionInput!, $headshot: Upload, $fullBodyShot: Upload, $resume: Upload) {
  submitTalent(input: $input, headshot: $headshot, fullBodyShot: $fullBodyShot, resume: $resume) { id }
}`;
const ADMIN = { ADMIN_EMAIL: "admin@bench.test", ADMIN_PASSWORD: "bench-upload-password" };
const MB = 1024 * 1024;

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

async function multipart(variables: Record<string, unknown>, files: Record<string, { name: string; type: string; bytes: Buffer }>) {
  const form = new FormData();
  const keys = Object.keys(files);
  form.append(
    "operations",
    JSON.stringify({ query: SUBMIT, variables: { ...variables, ...Object.fromEntries(keys.map((key) => [key, null])) } }),
  );
  form.append("map", JSON.stringify(Object.fromEntries(keys.map((key, index) => [String(index), [`variables.${key}`]]))));
  keys.forEach((key, index) =>
    form.append(String(index), new Blob([new Uint8Array(files[key]!.bytes)], { type: files[key]!.type }), files[key]!.name),
  );
  const request = new Request("http://local/graphql", { method: "POST", body: form });
  return { body: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get("content-type")! };
}

type Sample = { label: string; size: number; baseline: number; peak: number; answer: string };

async function main() {
  const record = process.argv.includes("--record") ? (process.argv[process.argv.indexOf("--record") + 1] ?? "run") : undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), "talent-upload-bench-"));
  const port = await freePort();
  const run = startServer({
    ...ADMIN,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    SEED_DEMO_DATA: "false",
    PUBLIC_WRITES_PER_HOUR: "10000",
  });
  try {
    await waitFor(run, "Talent agency running at");
    const url = `http://127.0.0.1:${port}/graphql`;
    const token = await loginAt(port, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    const category = (await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: `mutation { createCategory(input: { name: "Bench" }) { id } }` }),
    }).then((response) => response.json())) as { data: { createCategory: { id: number } } };
    const categoryId = category.data.createCategory.id;
    const photo = await sharp({ create: { width: 400, height: 500, channels: 3, background: "#886644" } })
      .jpeg()
      .toBuffer();
    let people = 0;
    const submit = async (resume: Buffer) => {
      people += 1;
      const { body, contentType } = await multipart(
        {
          input: submissionInput(categoryId, { firstName: "Bench", lastName: `Person${people}`, email: `bench${people}@example.com` }),
        },
        {
          headshot: { name: "head.jpg", type: "image/jpeg", bytes: photo },
          fullBodyShot: { name: "body.jpg", type: "image/jpeg", bytes: photo },
          resume: { name: "cv.pdf", type: "application/pdf", bytes: resume },
        },
      );
      const response = await fetch(url, { method: "POST", headers: { "content-type": contentType, "x-graphql-yoga-csrf": "1" }, body });
      const answer = (await response.json()) as { data?: unknown; errors?: Array<{ message: string }> };
      return `${response.status} ${answer.errors ? answer.errors[0]!.message : "stored"}`;
    };
    const pdf = (size: number) => Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(size - 9)]);

    // Warm-up: the first submission loads the code paths (sharp, the parser, Prisma's queries).
    for (let i = 0; i < 3; i += 1) await submit(pdf(64 * 1024));
    const samples: Sample[] = [];
    for (const [label, size] of [
      [`largest allowed résumé (${MAX_UPLOAD_BYTES / MB} MB)`, MAX_UPLOAD_BYTES],
      ["25 MB résumé (refused)", 25 * MB],
    ] as const) {
      const resume = pdf(size);
      global.gc?.();
      await new Promise((resolve) => setTimeout(resolve, 500));
      const baseline = await rssOf(run.child.pid!);
      let peak = baseline;
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          peak = Math.max(peak, await rssOf(run.child.pid!));
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      const answer = await submit(resume);
      await new Promise((resolve) => setTimeout(resolve, 100));
      sampling = false;
      await sampler;
      samples.push({ label, size, baseline, peak, answer });
    }
    const mb = (bytes: number) => (bytes / MB).toFixed(1);
    const lines = samples.map(
      (sample) =>
        `| ${sample.label} | ${mb(sample.baseline)} MB | ${mb(sample.peak)} MB | ` +
        `${mb(sample.peak - sample.baseline)} MB | ${sample.answer} |`,
    );
    const table = ["| Submission | Baseline RSS | Peak RSS | Rise | Answer |", "| --- | --- | --- | --- | --- |", ...lines].join("\n");
    console.log(table);
    if (record) {
      const previous = await readFile(new URL("./results.md", import.meta.url), "utf8").catch(() => "");
      const earlier = /<!-- upload-memory:start -->\n([\s\S]*?)<!-- upload-memory:end -->/.exec(previous)?.[1] ?? "";
      const kept = earlier.replace(/^## Upload memory\n+[\s\S]*?(?=^### )/m, "").trim();
      const others = kept
        .split(/^(?=### )/m)
        .filter((section) => section.trim() && !section.startsWith(`### ${record}\n`))
        .join("\n")
        .trim();
      const intro =
        "## Upload memory\n\nThe server's RSS (sampled from /proc every 20 ms) during one talent " +
        "submission through the GraphQL multipart " +
        "request, two photos and a résumé; `npx tsx bench/upload-memory.ts --record <label>`.";
      await replaceSection("upload-memory", [intro, others, `### ${record}\n\n${table}`].filter(Boolean).join("\n\n"));
    }
  } finally {
    run.child.kill("SIGTERM");
    await run.exit;
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
