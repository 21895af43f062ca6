import type { FastifyBaseLogger, FastifyServerOptions } from "fastify";

// One logger for the whole process: the start-up lines, the shutdown's and a failed
// start's are JSON lines from the same pino as the requests', so a log collector reads every line
// of the output. Pino is Fastify's dependency, not the project's: it is made through Fastify.

export type LogStream = { write(line: string): void };

/** The logger's settings, the same for the process's lines and the requests'. */
export function loggerOptions(level: string, stream?: LogStream): Exclude<FastifyServerOptions["logger"], boolean | undefined> {
  return {
    level,
    redact: ["req.headers.authorization", "req.headers.cookie"],
    ...(stream ? { stream } : {}),
  };
}

/**
 * The process's logger, before an app exists to own one; the app is then built on it. Fastify
 * is loaded here only (not the app): a setting's problem is still said in a fraction of a second.
 */
export async function createServerLog(level: string, stream?: LogStream): Promise<FastifyBaseLogger> {
  const { default: Fastify } = await import("fastify");
  return Fastify({ logger: loggerOptions(level, stream) }).log;
}
