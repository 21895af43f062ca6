import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

// A real SMTP server for the tests (no mail leaves the machine): it stores what it accepts, and
// can be told to refuse the next deliveries with a given SMTP answer.

export type TestMailServer = {
  url: string;
  received: ParsedMail[];
  /** Refuses the next `times` messages with `code message` (451: try later; 550: never). */
  refuse(code: number, message: string, times?: number): void;
  /** The messages received for one address. */
  to(address: string): ParsedMail[];
  close(): Promise<void>;
};

export async function startMailServer(): Promise<TestMailServer> {
  const received: ParsedMail[] = [];
  let refusals: Array<{ code: number; message: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const refusal = refusals.shift();
      if (refusal) {
        stream.resume();
        stream.on("end", () => callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(code, message, times = 1) {
      refusals = [...refusals, ...Array.from({ length: times }, () => ({ code, message }))];
    },
    to: (address) => received.filter((mail) => JSON.stringify(mail.to).toLowerCase().includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
