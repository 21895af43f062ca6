import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../config";
import type { PrismaClient } from "../db/generated/prisma/client";
import { SECRET_TEMPLATES } from "./mail";

// The mail worker: delivers the outbox (OutboxEmail) over SMTP when SMTP_URL is set, or writes each
// message as an .eml file under DATA_DIR/mail and logs it, so a new install shows exactly what
// would be sent. A failed attempt is retried with backoff (config.mailRetryDelaysMs); an SMTP 5xx
// answer, or running out of attempts, marks the message failed with the server's reason.
//
// A message is claimed by moving it to `sending` with a lease (nextAttemptAt in the future), so two
// servers never send it twice, and one claimed by a process that died is picked up again when its
// lease runs out.

export type MailerRun = { sent: number; retrying: number; failed: number };

export type Mailer = {
  /** Delivers every message due at `now`; answers what happened. */
  runOnce(now?: Date): Promise<MailerRun>;
  /** Polls the outbox in the background (the server does; tests call runOnce). */
  start(): void;
  /** Runs soon: call after committing a change that queued mail. */
  wake(): void;
  stop(): Promise<void>;
};

const LEASE_MS = 10 * 60 * 1000;
const BATCH = 20;
const POLL_MS = 5_000;
const MAX_REASON = 500;

export const SECRET_BODY = "(Removed once delivered: it held a one-time link.)";

export function createMailer(options: { prisma: PrismaClient; config: Config; log: FastifyBaseLogger }): Mailer {
  const { prisma, config, log } = options;
  const mailDir = path.join(config.dataDir, "mail");
  const transport: Transporter = config.smtpUrl
    ? nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const delays = config.mailRetryDelaysMs;

  async function deliver(
    now: Date,
    row: {
      id: number;
      template: string;
      toAddress: string;
      replyTo: string | null;
      subject: string;
      body: string;
      html: string | null;
      calendarMethod: string | null;
      calendarContent: string | null;
      attempts: number;
    },
  ) {
    const message = {
      from: config.mailFrom,
      to: row.toAddress,
      ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      subject: row.subject,
      text: row.body,
      ...(row.html ? { html: row.html } : {}),
      // A calendar part (text/calendar; method=...) that mail programs offer to add or update.
      ...(row.calendarMethod && row.calendarContent
        ? { icalEvent: { method: row.calendarMethod, filename: "invite.ics", content: row.calendarContent } }
        : {}),
      headers: { "X-Outbox-Id": String(row.id) },
    };
    const attempts = row.attempts + 1;
    try {
      const info = await transport.sendMail(message);
      let file: string | undefined;
      if (!config.smtpUrl) {
        await mkdir(mailDir, { recursive: true });
        file = path.join(mailDir, `${row.id}-${row.template}.eml`);
        await writeFile(file, (info as unknown as { message: Buffer }).message);
      }
      await prisma.outboxEmail.update({
        where: { id: row.id },
        data: {
          status: "sent",
          sentAt: new Date(),
          attempts,
          lastError: null,
          transport: config.smtpUrl ? "smtp" : "file",
          ...(SECRET_TEMPLATES.has(row.template) ? { body: SECRET_BODY, html: null } : {}),
        },
      });
      if (file) log.info({ mailId: row.id, template: row.template, file }, "mail written to a file (SMTP_URL is not set)");
      else log.info({ mailId: row.id, template: row.template }, "mail sent");
      return "sent" as const;
    } catch (error) {
      const reason = reasonOf(error);
      const permanent = isPermanent(error) || attempts > delays.length;
      await prisma.outboxEmail.update({
        where: { id: row.id },
        data: permanent
          ? { status: "failed", failedAt: new Date(), attempts, lastError: reason }
          : { status: "queued", attempts, lastError: reason, nextAttemptAt: new Date(now.getTime() + delays[attempts - 1]!) },
      });
      log.warn({ mailId: row.id, template: row.template, attempts, reason }, permanent ? "mail failed" : "mail will be retried");
      return permanent ? ("failed" as const) : ("retrying" as const);
    }
  }

  async function runOnce(now = new Date()): Promise<MailerRun> {
    const result: MailerRun = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      const due = await prisma.outboxEmail.findMany({
        where: { status: { in: ["queued", "sending"] }, nextAttemptAt: { lte: now } },
        orderBy: [{ nextAttemptAt: "asc" }, { id: "asc" }],
        take: BATCH,
      });
      if (due.length === 0) return result;
      for (const row of due) {
        // The lease starts at the real clock: `now` may be a test's future instant.
        const claimed = await prisma.outboxEmail.updateMany({
          where: { id: row.id, status: row.status, nextAttemptAt: row.nextAttemptAt },
          data: { status: "sending", nextAttemptAt: new Date(Math.max(Date.now(), now.getTime()) + LEASE_MS) },
        });
        if (claimed.count === 0) continue;
        result[await deliver(now, row)] += 1;
      }
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;
  let started = false;

  const tick = () => {
    if (!started) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((error: unknown) => log.error({ err: error }, "mail worker run failed"))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          tick();
        }
      });
  };

  return {
    runOnce,
    start() {
      if (started) return;
      started = true;
      timer = setInterval(tick, POLL_MS);
      timer.unref();
      tick();
    },
    wake() {
      if (started) setImmediate(tick);
    },
    async stop() {
      started = false;
      if (timer) clearInterval(timer);
      await running;
      transport.close();
    },
  };
}

/** SMTP 5xx answers are permanent (no such mailbox, relaying denied); anything else may pass later. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

function reasonOf(error: unknown): string {
  const { responseCode, response, message } = error as { responseCode?: number; response?: string; message?: string };
  const text = response ?? message ?? String(error);
  const reason = responseCode && !text.startsWith(String(responseCode)) ? `${responseCode} ${text}` : text;
  return reason.replace(/\s+/g, " ").trim().slice(0, MAX_REASON);
}
