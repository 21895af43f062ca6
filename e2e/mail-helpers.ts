import { existsSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";

// The e2e server has no SMTP_URL, so its mail worker writes each message as an .eml file under
// DATA_DIR/mail (start-server.ts makes DATA_DIR under the temp directory). Several runs may be
// going at once; a message is found by its unique recipient, whichever run's folder it is in.

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function mailFiles(): string[] {
  const files: string[] = [];
  for (const run of readdirSync(tmpdir())) {
    if (!run.startsWith("talent-agency-e2e-")) continue;
    const dir = path.join(tmpdir(), run, "data", "mail");
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) if (name.endsWith(".eml")) files.push(path.join(dir, name));
  }
  return files;
}

/** Waits for the e-mails of one template sent to `to`, and answers their decoded texts, oldest first. */
export async function mailsTo(to: string, template: string, count = 1): Promise<string[]> {
  return (await rawMailsTo(to, template, count)).map(decodeQuotedPrintable);
}

/** The same, each message as the server wrote it (MIME, for a parser that reads its parts). */
export async function rawMailsTo(to: string, template: string, count = 1): Promise<string[]> {
  let found: string[] = [];
  await expect
    .poll(
      () => {
        found = mailFiles()
          .filter((file) => file.endsWith(`-${template}.eml`))
          .sort((a, b) => Number(path.basename(a).split("-")[0]) - Number(path.basename(b).split("-")[0]))
          .map((file) => readFileSync(file, "utf8"))
          .filter((text) => new RegExp(`^To: .*${to.replace(/[.+]/g, "\\$&")}`, "mi").test(decodeQuotedPrintable(text)));
        return found.length;
      },
      { timeout: 30_000, message: `an e-mail '${template}' to ${to}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** The first link in an e-mail's text whose path starts with `prefix`, as a path with its query. */
export function linkIn(mail: string, prefix: string): string {
  const match = mail.match(new RegExp(`https?://[^\\s"<>]*(${prefix.replace(/[/?]/g, "\\$&")}[^\\s"<>]*)`));
  expect(match, `a link to ${prefix} in the e-mail`).not.toBeNull();
  return match![1]!.replace(/&amp;/g, "&");
}
