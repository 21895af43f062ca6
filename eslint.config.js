// @ts-check
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { listFeatures, REPO_ROOT, webBoundaryRules } from "./web/eslint-boundaries.js";

export default defineConfig(
  // Generated or produced files: fixed by regenerating, never by hand.
  globalIgnores([
    "**/node_modules/",
    "web/dist/",
    "web/dist-server/",
    "web/src/gql/",
    "api/src/db/generated/",
    "api/test/generated/",
    "data/",
    "test-results/",
    "playwright-report/",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `_name` marks a parameter kept for its position or a value deliberately left unused.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs,ts}"],
    ignores: ["web/src/**"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
  // The layers and their one-way imports (web/eslint-boundaries.js); a wrong import fails `npm test`.
  ...webBoundaryRules(listFeatures(REPO_ROOT)),
  {
    // Tests, scripts and the REST shim handle JSON whose shape is the GraphQL schema's business
    // (already checked there); typing it twice would only restate the schema.
    files: ["api/test/**", "scripts/**", "e2e/**", "bench/**", "api/src/rest/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
