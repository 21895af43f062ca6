import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

// A night-sky indigo for the brand and a warm gold accent ("stellar"); both are full palettes
// with the semantic tokens Chakra's recipes read, so `colorPalette="brand"` works on any component.
const config = defineConfig({
  globalCss: {
    "html, body": {
      bg: "bg",
      color: "fg",
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "Georgia, Cambria, 'Times New Roman', Times, serif" },
        body: {
          value:
            "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
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
          solid: { value: { _light: "{colors.brand.700}", _dark: "{colors.brand.400}" } },
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
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
