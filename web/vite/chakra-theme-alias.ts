import { fileURLToPath } from "node:url";

// Chakra's theme entry (`@chakra-ui/react/theme`) builds its default config from every recipe, so
// importing a single token set from it puts all ~60 recipes into the chunk every page loads. The
// files behind it are separate modules; this alias reaches them one by one (ADR 128).
// `chakra-theme/tokens/colors.js` is dist/esm/theme/tokens/colors.js of @chakra-ui/react.
export const chakraThemeAlias = {
  find: /^chakra-theme\//,
  replacement: fileURLToPath(new URL("../../node_modules/@chakra-ui/react/dist/esm/theme/", import.meta.url)),
};
