// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  applyColorMode,
  COLOR_MODE_KEY,
  COLOR_MODES,
  getColorModePreference,
  resolveColorMode,
  setColorModePreference,
} from "./color-mode";

const indexHtml = readFileSync(path.resolve(__dirname, "../../index.html"), "utf8");
/** The inline script of web/index.html that sets the theme before the app loads. */
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? "";

function prefersDark(dark: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: dark && query === "(prefers-color-scheme: dark)",
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function resetRoot() {
  document.documentElement.className = "";
  document.documentElement.style.colorScheme = "";
}

afterEach(() => {
  localStorage.clear();
  resetRoot();
});

describe("the colour mode", () => {
  it("is light until the visitor chooses", () => {
    expect(getColorModePreference()).toBe("light");
    localStorage.setItem(COLOR_MODE_KEY, "purple");
    expect(getColorModePreference()).toBe("light");
  });

  it("keeps the choice in local storage and puts the class Chakra reads on <html>", () => {
    prefersDark(false);
    setColorModePreference("dark");
    expect(localStorage.getItem(COLOR_MODE_KEY)).toBe("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe("dark");
    setColorModePreference("light");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    expect(document.documentElement.classList.contains("light")).toBe(true);
  });

  it("follows the system when 'system' is chosen", () => {
    expect(resolveColorMode("system", true)).toBe("dark");
    expect(resolveColorMode("system", false)).toBe("light");
    prefersDark(true);
    localStorage.setItem(COLOR_MODE_KEY, "system");
    expect(applyColorMode()).toBe("dark");
  });

  it("index.html's inline script picks the same mode as the app for every stored value", () => {
    expect(inlineScript).toContain(COLOR_MODE_KEY);
    for (const dark of [false, true]) {
      prefersDark(dark);
      for (const stored of [...COLOR_MODES, null, "nonsense"]) {
        resetRoot();
        if (stored === null) localStorage.removeItem(COLOR_MODE_KEY);
        else localStorage.setItem(COLOR_MODE_KEY, stored);
        new Function(inlineScript)();
        const expected = resolveColorMode(getColorModePreference(), dark);
        expect(document.documentElement.classList.contains(expected), `${stored}, system dark ${dark}`).toBe(true);
        expect(document.documentElement.style.colorScheme).toBe(expected);
      }
    }
  });
});
