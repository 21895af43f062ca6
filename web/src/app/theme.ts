import { createSystem, defineConfig } from "@chakra-ui/react";
import { defaultBaseConfig } from "@chakra-ui/react/preset-base";
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from "./chakra-theme-parts";
import { EXTRA_RECIPE_KEYS, SHELL_RECIPES, SHELL_SLOT_RECIPES } from "./theme-recipes";

// A night-sky indigo for the brand and a warm gold accent ("stellar"); both are full palettes
// with the semantic tokens Chakra's recipes read, so `colorPalette="brand"` works on any component.
// Chakra's default theme minus most of its component recipes: they were 117 KB of the 293 KB Chakra
// chunk every page loads (ADR 128). The shell and home page get the recipes in ./theme-recipes.ts,
// the other public pages those of ./theme-page-recipes.ts (or a smaller set), the admin area all of them, each
// registered when its chunk loads (registerExtraRecipes).
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes: { ...SHELL_RECIPES },
    slotRecipes: { ...SHELL_SLOT_RECIPES },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

const config = defineConfig({
  globalCss: {
    "html, body": {
      bg: "bg",
      color: "fg",
    },
    // A visible focus ring on everything a keyboard reaches, including plain elements that no
    // recipe styles (recipes still set their own).
    ":focus-visible": {
      outlineWidth: "2px",
      outlineStyle: "solid",
      outlineColor: "brand.focusRing",
      outlineOffset: "2px",
    },
  },
  theme: {
    tokens: {
      fonts: {
        // Self-hosted (./fonts.css, ADR 166); Georgia stands in until it arrives.
        heading: { value: "'Fraunces Variable', Georgia, Cambria, 'Times New Roman', Times, serif" },
        body: {
          value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
        },
      },
      colors: {
        brand: {
          50: { value: "#eef0ff" },
          100: { value: "#dde1fb" },
          200: { value: "#bcc3f5" },
          300: { value: "#96a0ec" },
          400: { value: "#6f7be0" },
          500: { value: "#4d58cf" },
          600: { value: "#3c44b0" },
          700: { value: "#2f358b" },
          800: { value: "#232864" },
          900: { value: "#181b42" },
          950: { value: "#0e1029" },
        },
        accent: {
          50: { value: "#fff8e6" },
          100: { value: "#feedc0" },
          200: { value: "#fcdc8a" },
          300: { value: "#f8c652" },
          400: { value: "#f1b02c" },
          500: { value: "#e0951a" },
          600: { value: "#bf7412" },
          700: { value: "#985612" },
          800: { value: "#7a4415" },
          900: { value: "#653915" },
          950: { value: "#3a1d07" },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: "{colors.brand.700}", _dark: "{colors.brand.300}" } },
          contrast: { value: { _light: "white", _dark: "{colors.brand.950}" } },
          fg: { value: { _light: "{colors.brand.700}", _dark: "{colors.brand.300}" } },
          muted: { value: { _light: "{colors.brand.100}", _dark: "{colors.brand.900}" } },
          subtle: { value: { _light: "{colors.brand.50}", _dark: "{colors.brand.950}" } },
          emphasized: { value: { _light: "{colors.brand.200}", _dark: "{colors.brand.800}" } },
          focusRing: { value: { _light: "{colors.brand.500}", _dark: "{colors.brand.400}" } },
        },
        accent: {
          // Dark text on gold: white on this yellow would fail contrast.
          solid: { value: { _light: "{colors.accent.400}", _dark: "{colors.accent.400}" } },
          contrast: { value: { _light: "{colors.brand.950}", _dark: "{colors.brand.950}" } },
          fg: { value: { _light: "{colors.accent.700}", _dark: "{colors.accent.300}" } },
          muted: { value: { _light: "{colors.accent.100}", _dark: "{colors.accent.900}" } },
          subtle: { value: { _light: "{colors.accent.50}", _dark: "{colors.accent.950}" } },
          emphasized: { value: { _light: "{colors.accent.200}", _dark: "{colors.accent.800}" } },
          focusRing: { value: { _light: "{colors.accent.500}", _dark: "{colors.accent.400}" } },
        },
        // Chakra's red.500/green.600 text on white is under 4.5:1 (WCAG AA); form errors must be legible.
        fg: {
          error: { value: { _light: "{colors.red.700}", _dark: "{colors.red.300}" } },
          success: { value: { _light: "{colors.green.700}", _dark: "{colors.green.300}" } },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);

type Recipes = Record<string, unknown>;
const registered = system._config.theme as { recipes: Recipes; slotRecipes: Recipes };

/**
 * Adds recipes to the running system. Chakra looks a recipe up by key the first time a component
 * renders and keeps the answer, so this must run before the first component that needs one renders
 * (the admin layout calls it at module load). Already registered keys are left alone.
 */
export function registerExtraRecipes(extra: { recipes?: Recipes; slotRecipes?: Recipes }): void {
  for (const kind of ["recipes", "slotRecipes"] as const) {
    for (const [key, recipe] of Object.entries(extra[kind] ?? {})) {
      if (!(key in registered[kind])) registered[kind][key] = recipe;
    }
  }
}

// A component whose recipe is missing renders unstyled without a word from Chakra; say which one.
const warned = new Set<string>();
for (const kind of ["recipes", "slotRecipes"] as const) {
  registered[kind] = new Proxy(registered[kind], {
    get(target, key) {
      if (typeof key === "string" && !(key in target) && EXTRA_RECIPE_KEYS.has(key) && !warned.has(key)) {
        warned.add(key);
        console.error(
          `Chakra recipe "${key}" is not registered: add it to web/src/app/theme-recipes.ts or call registerExtraRecipes() first.`,
        );
      }
      return Reflect.get(target, key);
    },
  });
}
