import { describe, expect, it } from "vitest";
import config from "../vite.config";

type Factory = (env: { command: "build" | "serve"; mode: string; isSsrBuild?: boolean }) => { define?: Record<string, string> };
const configFor = (isSsrBuild: boolean) => (config as unknown as Factory)({ command: "build", mode: "production", isSsrBuild });

describe("the server's render bundle", () => {
  it("is built with its libraries' production code, whatever NODE_ENV the server later starts with", () => {
    expect(configFor(true).define).toEqual({ "process.env.NODE_ENV": '"production"' });
  });

  it("leaves the browser's build to Vite, which already makes it a production build", () => {
    expect(configFor(false).define).toEqual({});
  });
});
