import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadConfig } from "../api/src/config";

// Nothing here can pull a base image, so the image is never built in CI. What can be checked is:
// the Dockerfile's build steps are the commands CI runs on every clean clone (.ci/run, npm test's
// web build and scripts/production-check.sh), the runtime stage is production-only and unprivileged with a readiness
// check, and compose.yaml gives the app only variables it knows, with values it accepts.

type Instruction = { keyword: string; args: string };

function dockerfileStages(text: string): Instruction[][] {
  const joined = text.replace(/\\\n\s*/g, " ");
  const instructions = joined
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword!.toUpperCase(), args: rest.join(" ") };
    });
  const stages: Instruction[][] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === "FROM") stages.push([]);
    stages.at(-1)?.push(instruction);
  }
  return stages;
}

const ciRun = readFileSync(".ci/run", "utf8");
const testAll = readFileSync("scripts/test-all.ts", "utf8");
const productionCheck = readFileSync("scripts/production-check.sh", "utf8");

describe("the Dockerfile", () => {
  const [build, runtime] = dockerfileStages(readFileSync("Dockerfile", "utf8"));

  it("builds with the commands CI runs on a clean clone", () => {
    const runs = build!.filter((step) => step.keyword === "RUN").map((step) => step.args);
    expect(runs).toEqual(["npm ci --no-audit --no-fund", "npm run build", "npm prune --omit=dev"]);
    expect(ciRun).toContain("npm ci --no-audit --no-fund");
    expect(testAll).toContain('["run", "-s", "build"]');
    expect(testAll).toContain('["scripts/production-check.sh"]');
    // What the prune leaves is what the production check proves runs: dependencies only.
    expect(productionCheck).toContain("npm ci --omit=dev");
  });

  it("runs production dependencies only, as a non-root user, with readiness as its health check and the data on a volume", () => {
    const steps = runtime!;
    expect(steps[0]!.args).toBe(build![0]!.args.replace(/ AS build$/, " AS runtime"));
    expect(steps.find((step) => step.keyword === "COPY")?.args).toContain("--from=build");
    expect(steps.filter((step) => step.keyword === "RUN").map((step) => step.args)).not.toContainEqual(
      expect.stringMatching(/npm (ci|install)/),
    );
    const env = steps.find((step) => step.keyword === "ENV")!.args;
    expect(env).toContain("NODE_ENV=production");
    const dataDir = /DATA_DIR=(\S+)/.exec(env)![1]!;
    expect(steps.find((step) => step.keyword === "VOLUME")?.args).toContain(`"${dataDir}"`);
    const user = steps.filter((step) => step.keyword === "USER").at(-1)?.args;
    expect(user).toBeDefined();
    expect(user).not.toBe("root");
    expect(steps.find((step) => step.keyword === "HEALTHCHECK")?.args).toContain("/api/ready");
    expect(steps.at(-1)).toEqual({ keyword: "CMD", args: '["npm", "start", "--silent"]' });
  });
});

describe("compose.yaml", () => {
  const compose = parse(readFileSync("compose.yaml", "utf8"));

  it("runs two app replicas behind the proxy, on PostgreSQL, Redis and a private bucket", () => {
    expect(Object.keys(compose.services).sort()).toEqual(["app", "bucket", "minio", "postgres", "proxy", "redis"]);
    expect(compose.services.bucket.command.join(" ")).toContain("mc anonymous set none local/talent-files");
    expect(compose.services.app.depends_on.bucket.condition).toBe("service_completed_successfully");
    expect(compose.services.app.deploy.replicas).toBe(2);
    const nginx = readFileSync("deploy/nginx.conf", "utf8");
    expect(nginx).toContain("server app:4000");
    expect(compose.services.proxy.volumes[0]).toContain("./deploy/nginx.conf:");
  });

  it("sets only variables the app knows, with values it accepts", () => {
    const environment: Record<string, string> = compose.services.app.environment;
    const filled = Object.fromEntries(
      Object.entries(environment).map(([name, value]) => [name, String(value).startsWith("${") ? "x".repeat(40) : String(value)]),
    );
    const config = loadConfig(filled);
    expect(config.databaseUrl).toBe(environment.DATABASE_URL);
    expect(config.redisUrl).toBe(environment.REDIS_URL);
    expect(config.drainMs).toBeGreaterThan(0);
    expect(config.trustProxy).toBe(true);
    expect(config.s3).toMatchObject({ bucket: "talent-files", endpoint: "http://minio:9000", forcePathStyle: true });
    const readme = readFileSync("README.md", "utf8");
    for (const name of Object.keys(environment)) expect(readme, `${name} is documented`).toContain(`\`${name}\``);
  });
});
