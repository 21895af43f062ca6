import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers";

// ADR 130: an SVG upload is stored as the PNG it renders to, so none of the ways past a text
// filter (nesting, entities, animation writing an href, foreign HTML, CDATA, odd spellings of
// event attributes) has anything left to run.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t?.close();
});

const UPLOAD = `mutation ($image: Upload) { uploadImage(image: $image) { url cardUrl thumbUrl } }`;
const CREATE = `mutation ($input: TalentCreateInput!, $image: Upload) { createTalent(input: $input, image: $image) { id imageUrl } }`;

const svg = (inner: string, attributes = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
  `width="24" height="24"${attributes}>${inner}<rect width="24" height="24" ` +
  `fill="#336699"/></svg>`;

const BYPASSES: Record<string, string> = {
  "onload on the root": svg("", ' onload="alert(1)"'),
  "a nested script tag": svg(
    "<scr<script></script>ipt>alert(1)</scr<script></script>ipt>".replace(/</g, "&lt;") + "<script>alert(1)</script>",
  ),
  "an entity-encoded javascript: link": svg('<a href="&#106;avascript:alert(1)"><circle r="4"/></a>'),
  "animate writing an href": svg('<a><animate attributeName="href" to="javascript:alert(1)"/><circle r="4"/></a>'),
  "set writing an href": svg('<a><set attributeName="href" to="javascript:alert(1)"/><circle r="4"/></a>'),
  "foreignObject with HTML": svg(
    '<foreignObject width="24" height="24"><body xmlns="http://www.w3.org/1999/xhtml"><img ' +
      'src="x" onerror="alert(1)"/><script>alert(2)</script></body></foreignObject>',
  ),
  "xlink:href to javascript:": svg('<a xlink:href="javascript:alert(1)"><circle r="4"/></a>'),
  "use with a data: URL": svg(
    "<use " +
      `href="data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" id="x"><script>alert(1)</script></svg>').toString("base64")}#x"/>`,
  ),
  "script in CDATA": svg("<script><![CDATA[alert(1)]]></script>"),
  "event attributes in odd case": svg('<circle r="4" OnClIcK="alert(1)" onMouseOver="alert(2)"/>', ' ONLOAD="alert(3)"'),
};

const onDisk = (url: string) => t.app.services.storage.pathOf(url)!;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function expectHarmlessPng(bytes: Buffer) {
  expect(bytes.subarray(0, 8).equals(PNG_MAGIC)).toBe(true);
  const text = bytes.toString("latin1");
  expect(text).not.toMatch(/<script/i);
  expect(text).not.toMatch(/javascript:/i);
  expect(text).not.toMatch(/\bon[a-z]+\s*=/i);
}

describe("SVG uploads", () => {
  for (const [name, source] of Object.entries(BYPASSES)) {
    it(`stores ${name} as a PNG with nothing of the SVG text`, async () => {
      const result = await t.gqlUpload<{ uploadImage: { url: string; cardUrl: string; thumbUrl: string } }>(
        UPLOAD,
        {},
        { image: { name: "logo.svg", type: "image/svg+xml", bytes: Buffer.from(source) } },
        { token: admin },
      );
      expect(result.errors).toBeUndefined();
      const { url, cardUrl, thumbUrl } = result.data!.uploadImage;
      expect(url).toMatch(/\.png$/);
      expectHarmlessPng(await readFile(onDisk(url)));
      for (const copy of [cardUrl, thumbUrl]) expect((await readFile(onDisk(copy))).toString("latin1")).not.toMatch(/<script|javascript:/i);
      const served = await t.app.inject({ method: "GET", url });
      expect(served.headers["content-type"]).toMatch(/^image\/png/);
    });
  }

  it("stores a talent's SVG image as a PNG too", async () => {
    const result = await t.gqlUpload<{ createTalent: { imageUrl: string } }>(
      CREATE,
      { input: { firstName: "Vee", lastName: "Vector", email: "vee@example.com" } },
      { image: { name: "logo.svg", type: "image/svg+xml", bytes: Buffer.from(BYPASSES["onload on the root"]!) } },
      { token: admin },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.createTalent.imageUrl).toMatch(/\.png$/);
    expectHarmlessPng(await readFile(onDisk(result.data!.createTalent.imageUrl)));
  });

  it("refuses an SVG that cannot be rendered (or is not well-formed), naming the field, and stores nothing", async () => {
    const before = await t.storedFiles();
    const broken = [
      "<svg/onload=alert(1)>",
      // The nesting trick as raw text is not XML at all.
      svg("<scr<script></script>ipt>alert(1)</scr<script></script>ipt>"),
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect',
      '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    ];
    for (const source of broken) {
      const result = await t.gqlUpload(
        CREATE,
        { input: { firstName: "Bea", lastName: "Broken", email: "bea@example.com" } },
        { image: { name: "broken.svg", type: "image/svg+xml", bytes: Buffer.from(source) } },
        { token: admin },
      );
      expect(result.errors?.[0]?.extensions?.code, source).toBe("UNSUPPORTED_MEDIA_TYPE");
      expect(result.errors?.[0]?.extensions?.fields, source).toEqual({
        image: expect.stringMatching(
          /^Image (could not be read as an image; the file may be damaged\.|must be a JPEG, PNG, GIF, WebP or SVG image\.)$/,
        ),
      });
    }
    expect(await t.storedFiles()).toEqual(before);
  });
});
