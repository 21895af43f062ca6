// @ts-check
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The web app's import boundaries (docs/architecture.md#folders): app → features → components/lib →
// common; no feature imports another; admin code never reaches public code; web/, api/ and common/
// meet only in common/. Used by eslint.config.js and by its test.

// The barrel re-exports common/schemas, whose zod schemas are built when the module loads:
// anything imported through it puts zod (24 KB gzip) into the page, needed or not.
const COMMON_BARREL = {
  regex: "(^|/)common(/index)?$|^#common(/index)?$",
  allowTypeImports: true,
  message:
    "Public code imports common/<module> (common/site, common/paths, ...), not the barrel, which brings zod into every page that uses it.",
};

/** Zone paths are relative to the repository root, wherever ESLint runs from. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SRC = "web/src";

/**
 * The package.json "imports" aliases ("#common/*": "./common/*") as prefix → folder, so that the
 * zones see `#web/lib/session` as web/src/lib/session, as they see a relative path.
 * @returns {[string, string][]}
 */
function subpathAliases() {
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, "package.json"), "utf8"));
  return Object.entries(manifest.imports ?? {}).flatMap(([key, target]) =>
    key.endsWith("/*") && typeof target === "string" && target.endsWith("/*")
      ? [[key.slice(0, -1), path.posix.normalize(target.slice(0, -2))]]
      : [],
  );
}
const ALIASES = subpathAliases();

/**
 * The repository path an import names: a relative specifier from the importing file, or an alias.
 * Packages are outside every zone (undefined).
 * @param {string} file the importing file, relative to the root
 * @param {string} specifier
 */
function importedPath(file, specifier) {
  if (specifier.startsWith(".")) return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  return alias ? path.posix.join(alias[1], specifier.slice(alias[0].length)) : undefined;
}
const FEATURES = `${SRC}/features`;

/**
 * The feature folders under web/src/features: each top-level folder, and each folder under
 * features/admin (the admin screens are features of their own).
 * @param {string} root the repository root
 * @returns {string[]} feature paths relative to features/, e.g. "home", "admin/talents"
 */
export function listFeatures(root) {
  const dirs = (/** @type {string} */ dir) => {
    try {
      return readdirSync(path.join(root, FEATURES, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => (dir ? `${dir}/${entry.name}` : entry.name));
    } catch {
      return [];
    }
  };
  return dirs("").flatMap((feature) => (feature === "admin" ? dirs("admin") : [feature]));
}

const FEATURE_MESSAGE = "A feature does not import another feature: move what both need to components/ or lib/.";

/**
 * @typedef {{ target: string | string[], targetExcept?: string[], from: string | string[], except?: string[], message: string }} Zone
 * Paths are relative to the repository root; `except` is relative to `from`, `targetExcept` to the root.
 */

/**
 * Zones for boundaries/no-restricted-paths (`target` may not import `from`).
 * @returns {Zone[]}
 * @param {string[]} features from listFeatures
 */
export function importZones(features) {
  return [
    {
      target: "common",
      from: ["web", "api"],
      message: "common/ is shared by the API and the web app, so it imports neither.",
    },
    { target: "web", from: "api", message: "The web app reaches the API over HTTP only." },
    { target: "api", from: "web", message: "The API does not import the web app." },
    {
      target: [`${SRC}/components`, `${SRC}/lib`],
      from: [FEATURES, `${SRC}/app`],
      message: "components/ and lib/ sit below features/ and app/ and import neither.",
    },
    {
      target: FEATURES,
      from: `${SRC}/app`,
      except: ["./paths.ts"],
      message: "Features import from app/ only its paths.",
    },
    {
      // Every feature but admin, so it also covers feature folders created after this list was made.
      target: FEATURES,
      targetExcept: [`${FEATURES}/admin`],
      from: `${FEATURES}/admin`,
      message: "Admin code is never imported by public code.",
    },
    ...features.map((feature) => ({
      target: `${FEATURES}/${feature}`,
      from: FEATURES,
      except: [`./${feature}`],
      message: FEATURE_MESSAGE,
    })),
  ];
}

/** Matches a JSX link attribute spelled as a literal path instead of through app/paths.ts. */
const LITERAL_LINK = [
  "JSXAttribute[name.name=/^(to|href)$/] > Literal[value=/^\\//]",
  "JSXAttribute[name.name=/^(to|href)$/] > JSXExpressionContainer > Literal[value=/^\\//]",
  "JSXAttribute[name.name=/^(to|href)$/] > JSXExpressionContainer > TemplateLiteral > TemplateElement:first-child[value.raw=/^\\//]",
].join(", ");

const within = (/** @type {string} */ file, /** @type {string} */ dir) => file === dir || file.startsWith(`${dir}/`);
/** A module path without its extension, as import specifiers spell it. */
const bare = (/** @type {string} */ file) => file.replace(/\.(tsx?|jsx?|mjs|json)$/, "");
const list = (/** @type {string | string[]} */ value) => (Array.isArray(value) ? value : [value]);

/**
 * The rule behind the zones: an import whose resolved path (extension and /index aside) lies in a
 * zone's `from` while the importing file lies in its `target`. Relative specifiers and the
 * package.json "imports" aliases are resolved; packages are outside every zone. Written here
 * rather than taken from eslint-plugin-import-x, whose native resolver's platform packages the
 * registry this project installs from does not carry, which breaks `npm ci`.
 * @type {import("eslint").Rule.RuleModule}
 */
const noRestrictedPaths = {
  meta: {
    type: "problem",
    schema: [{ type: "object", properties: { basePath: { type: "string" }, zones: { type: "array" } } }],
  },
  create(context) {
    const { basePath, zones } = /** @type {{ basePath: string, zones: Zone[] }} */ (context.options[0]);
    const file = path.relative(basePath, context.filename).split(path.sep).join("/");
    const active = zones.filter(
      (zone) => list(zone.target).some((target) => within(file, target)) && !(zone.targetExcept ?? []).some((skip) => within(file, skip)),
    );
    if (active.length === 0) return {};
    const check = (/** @type {any} */ node) => {
      const source = node.source;
      if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
      const imported = importedPath(file, source.value);
      if (imported === undefined) return;
      for (const zone of active) {
        const from = list(zone.from).find((dir) => within(imported, dir));
        if (!from) continue;
        const excepted = (zone.except ?? []).some((skip) => within(bare(imported), bare(path.posix.join(from, skip))));
        if (!excepted) context.report({ node: source, message: zone.message });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const LAZY_PAGES = {
  regex: "(^|/)features/",
  allowTypeImports: true,
  message: "Pages load lazily: routes.tsx brings a feature in with import(), never a static import.",
};
const NO_ZOD = {
  name: "zod",
  allowTypeImports: true,
  message: "Input rules and their messages live in common/schemas: import the schema, do not retype it.",
};

/** The local plugin that carries the rule, registered as "boundaries". */
export const boundariesPlugin = { rules: { "no-restricted-paths": noRestrictedPaths } };

/**
 * Flat-config entries for the web app.
 * @param {string[]} features from listFeatures
 */
export function webBoundaryRules(features) {
  return [
    {
      files: ["web/src/**/*.{ts,tsx}", "common/**/*.ts", "api/**/*.ts"],
      plugins: { boundaries: boundariesPlugin },
      rules: { "boundaries/no-restricted-paths": ["error", { basePath: REPO_ROOT, zones: importZones(features) }] },
    },
    {
      files: ["web/src/**/*.{ts,tsx}"],
      ignores: ["web/src/**/*.test.{ts,tsx}"],
      rules: {
        "no-restricted-syntax": [
          "error",
          { selector: LITERAL_LINK, message: "Spell app URLs with `paths` from app/paths.ts (common/paths.ts)." },
        ],
      },
    },
    {
      files: ["web/src/app/**/*.{ts,tsx}"],
      rules: { "no-restricted-imports": ["error", { patterns: [LAZY_PAGES, COMMON_BARREL] }] },
    },
    {
      files: ["web/src/features/**/*.{ts,tsx}", "web/src/components/**/*.{ts,tsx}"],
      ignores: ["web/src/components/form/**"],
      // Public code: zod only through common/schemas, and common/ by module. (One block per file
      // set: a later block's no-restricted-imports replaces an earlier one's.)
      rules: { "no-restricted-imports": ["error", { paths: [NO_ZOD], patterns: [COMMON_BARREL] }] },
    },
    {
      files: [`${FEATURES}/admin/**/*.{ts,tsx}`, `${SRC}/components/admin/**/*.{ts,tsx}`],
      rules: { "no-restricted-imports": ["error", { paths: [NO_ZOD] }] },
    },
  ];
}
