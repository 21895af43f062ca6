import path from "node:path";
import { z } from "zod";
import { SITE } from "../../common/site";
import type { S3Settings } from "./services/storage-backend";

/** Raised for configuration a person must fix; main.ts prints its message alone, without a stack. */
export class ConfigError extends Error {}

const portSchema = z.coerce.number().int().min(0).max(65535);

/** A URL with a host and one of the schemes a setting takes. */
function urlWithScheme(...protocols: string[]): (value: string) => boolean {
  return (value) => {
    try {
      const url = new URL(value);
      return protocols.includes(url.protocol) && url.hostname !== "";
    } catch {
      return false;
    }
  };
}

const isPostgresUrl = urlWithScheme("postgresql:", "postgres:");
const isRedisUrl = urlWithScheme("redis:", "rediss:");
const isHttpUrl = urlWithScheme("http:", "https:");
const isSmtpUrl = urlWithScheme("smtp:", "smtps:");

const envSchema = z.object({
  PORT: portSchema.default(4000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((value) => (value && value.trim() !== "" ? value.trim() : undefined))
    .refine((value) => value === undefined || isPostgresUrl(value), {
      message: "must be a postgresql://user@host:port/database URL",
    }),
  DATA_DIR: z.string().min(1).default("data"),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
  ADMIN_EMAIL: z.email().default("admin@example.com"),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  GOOGLE_PLACES_API_KEY: z.string().optional(),
  SEED_DEMO_DATA: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
  TRUST_PROXY: z
    .enum(["true", "false"], { error: "must be true or false" })
    .default("false")
    .transform((value) => value === "true"),
  PUBLIC_WRITES_PER_HOUR: z.coerce.number().int().min(1).default(20),
  AGENCY_EMAIL: z.email().default(SITE.email),
  SMTP_URL: z
    .string()
    .refine(isSmtpUrl, { message: "must be an smtp:// or smtps:// URL, such as smtp://user:pass@mail.example.com:587" })
    .optional(),
  MAIL_FROM: z
    .string()
    .refine(isMailbox, { message: "must be an e-mail address, or a name and an address: Stellar Talent <info@example.com>" })
    .default(`${SITE.name} <${SITE.email}>`),
  PUBLIC_URL: z.string().refine(isWebOrigin, { message: "must be the site's address, such as https://www.example.com.au" }).optional(),
  REDIS_URL: z.string().refine(isRedisUrl, { message: "must be a redis:// or rediss:// URL, such as redis://127.0.0.1:6379" }).optional(),
  RESPONSE_CACHE: z
    .enum(["true", "false"], { error: "must be true or false" })
    .default("true")
    .transform((value) => value === "true"),
  RESPONSE_CACHE_TTL_SECONDS: z.coerce
    .number({ error: "must be a number of seconds" })
    .int("must be a whole number of seconds")
    .min(1, "must be at least 1")
    .default(60),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  DRAIN_SECONDS: z.coerce
    .number({ error: "must be a number of seconds" })
    .int("must be a whole number of seconds")
    .min(0, "must be 0 or more")
    .max(120, "must be at most 120")
    .default(0),
  DECLINED_FILES_RETENTION_DAYS: z.coerce
    .number({ error: "must be a number of days" })
    .int("must be a whole number of days")
    .min(0, "must be 0 or more")
    .default(30),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens")
    .optional(),
  S3_ENDPOINT: z
    .string()
    .refine(isHttpUrl, { message: "must be an http:// or https:// URL, such as https://s3.ap-southeast-2.amazonaws.com" })
    .optional(),
  S3_REGION: z.string().min(1).default("ap-southeast-2"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"], { error: "must be true or false" })
    .default("false")
    .transform((value) => value === "true"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

function isMailbox(value: string): boolean {
  const match = /^(?:[^<>]*<([^<>\s]+)>|([^<>\s]+))$/.exec(value.trim());
  const address = match?.[1] ?? match?.[2];
  return address !== undefined && z.email().safeParse(address).success;
}

function isWebOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.search === "" && url.hash === "";
  } catch {
    return false;
  }
}

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  adminEmail: string;
  adminPassword: string | undefined;
  googlePlacesApiKey: string | undefined;
  seedDemoData: boolean;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits need it). */
  trustProxy: boolean;
  /** Talent submissions, talent requests and contact messages one client address may send per hour. */
  publicWritesPerHour: number;
  logLevel: string;
  webDistDir: string;
  /** The server's render of the public pages (web/dist-server/entry-server.js); missing, pages go out unrendered. */
  webServerDir: string;
  /** Where contact messages and new talent requests are e-mailed. */
  agencyEmail: string;
  /** The outgoing mail server; unset, e-mails are written as .eml files under DATA_DIR/mail. */
  smtpUrl: string | undefined;
  /** The sender of every e-mail. */
  mailFrom: string;
  /** Waits before each retry of a failed delivery; one more failure than there are waits gives up. */
  mailRetryDelaysMs: number[];
  /**
   * The site's public address without a trailing slash, for canonical links, share cards and the
   * sitemap; unset, each request's own host is used.
   */
  publicUrl: string | undefined;
  /**
   * Shared state of several app servers (response cache, rate limits); unset, each server keeps
   * its own in memory.
   */
  redisUrl: string | undefined;
  /** Cache the answers every visitor shares; false measures and serves everything fresh. */
  responseCache: boolean;
  /**
   * How long a cached public answer may live. Writes invalidate at once; the limit bounds what a
   * read racing a write could leave behind.
   */
  responseCacheTtlMs: number;
  /** Serves Prometheus metrics at /metrics to this bearer token; unset, /metrics answers 404. */
  metricsToken: string | undefined;
  /**
   * After SIGTERM, how long the server keeps serving while /api/ready answers 503, so a balancer
   * polling readiness stops sending before the server stops accepting.
   */
  drainMs: number;
  /** How long a declined submission's photos and CV are kept before the retention job removes them. */
  declinedFilesRetentionDays: number;
  /**
   * The private bucket every stored file goes to (ADR 164); unset, files stay under uploadsDir,
   * which then only holds files being received.
   */
  s3: S3Settings | undefined;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // A variable set to nothing (`ADMIN_PASSWORD=`) means the same as one left unset.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`${issue.path.join(".")}: ${issue.message}`);
  }
  const e = parsed.data;
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)) {
    throw new ConfigError("S3_BUCKET: is required when S3_ENDPOINT or S3_ACCESS_KEY_ID is set");
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      `${e.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"}: must be set together with the other S3 key`,
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    jwtSecret: e.JWT_SECRET,
    tokenTtlSeconds: Math.round(e.TOKEN_TTL_HOURS * 3600),
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    googlePlacesApiKey: e.GOOGLE_PLACES_API_KEY?.trim() || undefined,
    seedDemoData: e.SEED_DEMO_DATA,
    publicWritesPerHour: e.PUBLIC_WRITES_PER_HOUR,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve("web/dist"),
    webServerDir: path.resolve("web/dist-server"),
    agencyEmail: e.AGENCY_EMAIL.toLowerCase(),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM.trim(),
    // 1 minute, 5 minutes, 15 minutes, 1 hour, 4 hours: about five and a half hours in all.
    mailRetryDelaysMs: [60_000, 300_000, 900_000, 3_600_000, 14_400_000],
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ""),
    redisUrl: e.REDIS_URL,
    responseCache: e.RESPONSE_CACHE,
    responseCacheTtlMs: e.RESPONSE_CACHE_TTL_SECONDS * 1000,
    metricsToken: e.METRICS_TOKEN?.trim(),
    drainMs: e.DRAIN_SECONDS * 1000,
    declinedFilesRetentionDays: e.DECLINED_FILES_RETENTION_DAYS,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  };
}
