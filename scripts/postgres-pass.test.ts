import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { filesOnTheTestDatabase } from "./postgres-pass";

describe("the API files npm test runs again on a PostgreSQL server", () => {
  const root = mkdtempSync(path.join(tmpdir(), "postgres-pass-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (name: string, source: string) => writeFileSync(path.join(root, "api/test", name), source);
  mkdirSync(path.join(root, "api/test"), { recursive: true });
  write("helpers.ts", "export async function startTestApp() {}\nexport const testImage = () => null;");
  write("a-scene.ts", 'import { startTestApp } from "./helpers";\nexport const scene = () => startTestApp();');
  write("direct.test.ts", 'import { startTestApp } from "./helpers";\nawait startTestApp();');
  write("through-a-scene.test.ts", 'import { scene } from "./a-scene";\nawait scene();');
  write("own-server.test.ts", "const url = process.env.TEST_DATABASE_URL;");
  write("picture-only.test.ts", 'import { testImage } from "./helpers";\ntestImage();');
  write("parser.test.ts", "export {};");

  it("are the files that open the test database, themselves or through a scene", () => {
    const names = filesOnTheTestDatabase(root).map((file) => path.basename(file));
    expect(names).toEqual(["direct.test.ts", "own-server.test.ts", "through-a-scene.test.ts"]);
  });

  it("leave out, in this repository, the files whose outcome cannot depend on the server", () => {
    const files = filesOnTheTestDatabase();
    expect(files).toContain("api/test/talent-admin.test.ts");
    expect(files).toContain("api/test/upload-crash.test.ts");
    for (const embeddedOrNone of ["startup", "embedded-server", "several-servers", "storage-scripts", "csv"])
      expect(files).not.toContain(`api/test/${embeddedOrNone}.test.ts`);
  });
});
