import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../../common/options";
import { TALENT_FILE_LABELS } from "../../common/talent-field-keys";
import { FILE_MESSAGES } from "../../common/schemas/files";
import { type GqlResult, multipartBody, PDF_BYTES, startTestApp, submissionInput, type TestApp, testImage } from "./helpers";

// ADR 130: a résumé is streamed to disk as it arrives, through a listening server (the body comes
// in network-sized pieces, as from a browser), never held whole in memory.

let t: TestApp;
let base: string;
let categoryId: number;
let jpeg: Buffer;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  categoryId = (await t.prisma.category.create({ data: { name: "Presenters" } })).id;
  jpeg = await testImage("jpeg");
});
afterAll(async () => {
  await t?.close();
});

const SUBMIT = `mutation ($input: TalentSubmissionInput!, $headshot: Upload, $fullBodyShot: Upload, $resume: Upload) {
  submitTalent(input: $input, headshot: $headshot, fullBodyShot: $fullBodyShot, resume: $resume) { id }
}`;

let people = 0;
async function submit(resume: Buffer): Promise<GqlResult<{ submitTalent: { id: number } }>> {
  people += 1;
  const input = submissionInput(categoryId, { firstName: "Rae", lastName: `Stream${people}`, email: `rae${people}@example.com` });
  const { body, contentType } = await multipartBody(
    SUBMIT,
    { input },
    {
      headshot: { name: "head.jpg", type: "image/jpeg", bytes: jpeg },
      fullBodyShot: { name: "body.jpg", type: "image/jpeg", bytes: jpeg },
      resume: { name: "cv.pdf", type: "application/pdf", bytes: resume },
    },
  );
  const response = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": contentType, "x-graphql-yoga-csrf": "1" },
    body: new Uint8Array(body),
  });
  return { ...((await response.json()) as GqlResult<{ submitTalent: { id: number } }>), status: response.status };
}

/** A PDF's signature followed by random bytes: `size` bytes in all. */
const largePdf = (size: number) => Buffer.concat([PDF_BYTES, randomBytes(size - PDF_BYTES.length)]);

describe("a résumé streamed to disk", () => {
  it("over the limit is refused naming the field, leaving no file in the uploads folder", async () => {
    const before = await t.storedFiles();
    for (const size of [MAX_UPLOAD_BYTES + 1, 25 * 1024 * 1024]) {
      const result = await submit(largePdf(size));
      expect(result.data?.submitTalent ?? null).toBeNull();
      expect(result.errors?.[0]?.extensions?.code).toBe("PAYLOAD_TOO_LARGE");
      expect(result.errors?.[0]?.extensions?.fields).toEqual({ resume: FILE_MESSAGES.tooLarge(TALENT_FILE_LABELS.resume) });
      // Temporary files included: storedFiles lists every file under the folder.
      expect(await t.storedFiles()).toEqual(before);
    }
    expect(await t.prisma.talent.count({ where: { lastName: { startsWith: "Stream" } } })).toBe(0);
  });

  it(`of exactly ${MAX_UPLOAD_BYTES} bytes arrives byte-identical on disk`, async () => {
    const resume = largePdf(MAX_UPLOAD_BYTES);
    const result = await submit(resume);
    expect(result.errors).toBeUndefined();
    const document = await t.prisma.talentDocument.findFirstOrThrow({ where: { talentId: result.data!.submitTalent.id } });
    expect(document.fileSize).toBe(MAX_UPLOAD_BYTES);
    expect(document.filename).toBe("cv.pdf");
    const stored = await readFile(t.app.services.storage.pathOf(document.storageUrl)!);
    expect(stored.length).toBe(resume.length);
    expect(stored.equals(resume)).toBe(true);
    expect((await t.storedFiles()).filter((name) => name.includes(".partial-"))).toEqual([]);
  });
});
