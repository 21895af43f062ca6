import { fileURLToPath } from "node:url";
import type { Alias, Plugin } from "vite";

// The app is written, typed and tested against React, but ships on preact/compat (ADR 115): these
// aliases swap the runtime at build time only. Removing `preactCompatAliases` and
// `preactCompatFixes()` from the configs reverts to React.
export const preactCompatAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: fileURLToPath(new URL("./preact-client.ts", import.meta.url)) },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];

// The part of useScrollRestoration's layout effect that scrolls: to the saved position, to the
// address's #hash element, or to the top.
/**
 * For the web's component tests (vitest.config.ts): the ES builds of Testing Library and React
 * Router DOM (the resolver would pick their CommonJS ones, whose require("react") no alias
 * reaches), and Testing Library's act from Preact.
 */
export const preactCompatTestAliases: Alias[] = [
  {
    find: /^react-router-dom$/,
    replacement: fileURLToPath(new URL("../../node_modules/react-router-dom/dist/index.mjs", import.meta.url)),
  },
  {
    find: /^@testing-library\/react$/,
    replacement: fileURLToPath(new URL("../../node_modules/@testing-library/react/dist/@testing-library/react.esm.js", import.meta.url)),
  },
  { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
];

/**
 * Vitest loads node_modules with Node, past the aliases; these packages import React and are
 * therefore loaded through Vite in the tests, so that they get preact/compat as the build does.
 */
export const preactCompatTestInline = [
  /@testing-library[\\/]react/,
  /@chakra-ui/,
  /@ark-ui/,
  /@zag-js/,
  /@emotion/,
  /@apollo[\\/]client/,
  /react-router/,
  /react-hook-form/,
  /@hookform/,
];

const SCROLL_START = 'if (typeof restoreScrollPosition === "number")';
const SCROLL_END = "window.scrollTo(0, 0);";

/**
 * React commits one update in one pass; Preact re-renders each context consumer that sits under a
 * memoised element (React Router's route elements are) as a separate render with its own layout
 * effects, shallowest first. <ScrollRestoration> is shallower than the <Outlet> it scrolls for, so on
 * Back its layout effect scrolled while the previous page was still on screen and the position was
 * clamped to that page's height (a #hash target would not be found either). Deferring the scroll to
 * a microtask lets the rest of the same update commit first, still before the browser paints.
 */
export function preactCompatFixes(): Plugin {
  return {
    name: "preact-compat-fixes",
    enforce: "pre",
    transform(code, id) {
      if (!/node_modules[\\/]react-router[\\/]dist[\\/]/.test(id) || !code.includes("function useScrollRestoration")) return null;
      const start = code.indexOf(SCROLL_START);
      const end = code.indexOf(SCROLL_END, start);
      if (start < 0 || end < 0)
        this.error(`react-router changed: its scroll restoration was not found in ${id} (web/vite/preact-compat.ts)`);
      const deferred = `queueMicrotask(() => {\n${code.slice(start, end + SCROLL_END.length)}\n});`;
      return { code: code.slice(0, start) + deferred + code.slice(end + SCROLL_END.length), map: null };
    },
  };
}
