import path from "node:path";
import { ESLint, type Linter } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { importZones, listFeatures, REPO_ROOT } from "../eslint-boundaries.js";

// The import boundaries are ESLint rules (web/eslint-boundaries.js); these lint small snippets as
// if they were files in the tree and expect the rule that guards each boundary to fire.

type Finding = { rule: string | null; message: string };

async function lint(eslint: ESLint, file: string, code: string): Promise<Finding[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, file) });
  return (result?.messages ?? []).map((message) => ({ rule: message.ruleId, message: message.message }));
}

const ZONE = "boundaries/no-restricted-paths";
const zoneErrors = (findings: Finding[]) => findings.filter((finding) => finding.rule === ZONE);

describe("import boundaries with the project's ESLint config and real files", () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: REPO_ROOT });
  });

  it("finds the existing features", () => {
    expect(listFeatures(REPO_ROOT)).toContain("home");
  });

  it("lib/ and components/ may not import a feature or app/", async () => {
    const fromLib = await lint(eslint, "web/src/lib/probe.ts", `export { HomePage } from "../features/home/HomePage";\n`);
    expect(zoneErrors(fromLib)).toHaveLength(1);
    expect(zoneErrors(fromLib)[0]?.message).toContain("components/ and lib/ sit below features/ and app/");

    const fromComponents = await lint(eslint, "web/src/components/probe.ts", `export { routes } from "../app/routes";\n`);
    expect(zoneErrors(fromComponents)).toHaveLength(1);
  });

  it("a feature may import app/paths.ts but nothing else from app/", async () => {
    const paths = await lint(eslint, "web/src/features/home/probe.ts", `export { paths } from "../../app/paths";\n`);
    expect(zoneErrors(paths)).toEqual([]);
    const routes = await lint(eslint, "web/src/features/home/probe.ts", `export { routes } from "../../app/routes";\n`);
    expect(zoneErrors(routes).map((finding) => finding.message)).toEqual([expect.stringContaining("only its paths")]);
  });

  it("a feature may import components/, lib/ and common/", async () => {
    const findings = await lint(
      eslint,
      "web/src/features/home/probe.ts",
      [
        `export { toaster } from "../../components/toaster";`,
        `export { getToken } from "../../lib/session";`,
        `export { SITE } from "../../../../common/site";`,
      ].join("\n") + "\n",
    );
    expect(zoneErrors(findings)).toEqual([]);
  });

  it("common/ imports neither the web app nor the API, and the web app does not import the API", async () => {
    const common = await lint(eslint, "common/probe.ts", `export { getToken } from "../web/src/lib/session";\n`);
    expect(zoneErrors(common)).toHaveLength(1);
    const web = await lint(eslint, "web/src/lib/probe.ts", `export { ERROR_STATUS } from "../../../api/src/errors";\n`);
    expect(zoneErrors(web)[0]?.message).toContain("over HTTP only");
  });

  it("an alias (package.json imports) is held to the same zones as the relative path it stands for", async () => {
    const common = await lint(eslint, "common/probe.ts", `export { getToken } from "#web/lib/session";\n`);
    expect(zoneErrors(common)).toHaveLength(1);
    const web = await lint(eslint, "web/src/lib/probe.ts", `export { ERROR_STATUS } from "#api/errors";\n`);
    expect(zoneErrors(web)[0]?.message).toContain("over HTTP only");
    const crossing = await lint(eslint, "web/src/features/home/probe.ts", `export { X } from "#web/features/talents/X";\n`);
    expect(zoneErrors(crossing).map((finding) => finding.message)).toEqual([expect.stringContaining("another feature")]);
    const allowed = await lint(eslint, "web/src/features/home/probe.ts", `export { SITE } from "#common/site";\n`);
    expect(zoneErrors(allowed)).toEqual([]);
  });

  it("app/ loads pages with import(), never a static import", async () => {
    const staticImport = await lint(eslint, "web/src/app/probe.tsx", `export { HomePage } from "../features/home/HomePage";\n`);
    expect(staticImport.map((finding) => finding.rule)).toContain("no-restricted-imports");
    const lazy = await lint(eslint, "web/src/app/probe.tsx", `export const load = () => import("../features/home/HomePage");\n`);
    expect(lazy.filter((finding) => finding.rule === "no-restricted-imports")).toEqual([]);
  });

  it("links are spelled with paths, not literal URLs", async () => {
    const findings = await lint(
      eslint,
      "web/src/features/home/Probe.tsx",
      [
        `import { Link } from "react-router-dom";`,
        `export const A = () => <Link to="/talents">Talents</Link>;`,
        "export const B = (id: number) => <Link to={`/talents/${id}`}>One</Link>;",
      ].join("\n") + "\n",
    );
    expect(findings.filter((finding) => finding.rule === "no-restricted-syntax")).toHaveLength(2);
  });

  it("features do not write their own zod rules", async () => {
    const findings = await lint(eslint, "web/src/features/home/probe.ts", `import { z } from "zod";\nexport const s = z.string();\n`);
    expect(findings.map((finding) => finding.message)).toContainEqual(expect.stringContaining("common/schemas"));
  });
});

describe("import boundaries between features", () => {
  // The rule works on specifiers, so these features need not exist on disk.
  const features = ["home", "talents", "admin/talents", "admin/dashboard"];
  let eslint: ESLint;
  beforeAll(() => {
    const override: Linter.Config = {
      files: ["**/*.{ts,tsx}"],
      rules: { [ZONE]: ["error", { basePath: REPO_ROOT, zones: importZones(features) }] },
    };
    eslint = new ESLint({ cwd: REPO_ROOT, overrideConfig: override });
  });

  it("a feature may import its own files", async () => {
    const findings = await lint(eslint, "web/src/features/talents/List.tsx", `export { Card } from "./Card";\n`);
    expect(zoneErrors(findings)).toEqual([]);
  });

  it("a public feature may not import another public feature", async () => {
    const findings = await lint(eslint, "web/src/features/talents/List.tsx", `export { HomePage } from "../home/HomePage";\n`);
    expect(zoneErrors(findings).map((finding) => finding.message)).toEqual([
      expect.stringContaining("A feature does not import another feature"),
    ]);
  });

  it("an admin feature may not import another admin feature", async () => {
    const findings = await lint(eslint, "web/src/features/admin/talents/Page.tsx", `export { Stats } from "../dashboard/Stats";\n`);
    expect(zoneErrors(findings)).not.toEqual([]);
  });

  it("public code never imports admin code, even from a feature folder not listed yet", async () => {
    const fromListed = await lint(eslint, "web/src/features/home/HomePage.tsx", `export { Page } from "../admin/talents/Page";\n`);
    expect(zoneErrors(fromListed).map((finding) => finding.message)).toContainEqual(
      expect.stringContaining("Admin code is never imported by public code"),
    );
    const fromNew = await lint(eslint, "web/src/features/contact/ContactPage.tsx", `export { Page } from "../admin/talents/Page";\n`);
    expect(zoneErrors(fromNew).map((finding) => finding.message)).toEqual([
      expect.stringContaining("Admin code is never imported by public code"),
    ]);
    const fromLib = await lint(eslint, "web/src/lib/probe.ts", `export { Page } from "../features/admin/talents/Page";\n`);
    expect(zoneErrors(fromLib)).not.toEqual([]);
  });
});
