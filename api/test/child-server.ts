import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";

// The real process entry (api/src/main.ts) started as a child, as `npm start` would after the
// build step: for the tests of what only a whole process does (start-up, signals, crashes).

export type Run = {
  child: ChildProcess;
  /** stdout and stderr as they came, for waiting and for a failure's message. */
  output: () => string;
  /** stdout alone: the server's log, one JSON line each. */
  stdout: () => string;
  exit: Promise<number | null>;
};

export function startServer(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ["--import", "tsx", "api/src/main.ts"], {
    // info: the start-up lines the tests wait for are info lines of the server's logger.
    env: { ...process.env, LOG_LEVEL: "info", ADMIN_PASSWORD: "startup-test-password", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let stdout = "";
  child.stdout!.on("data", (chunk) => {
    output += chunk;
    stdout += chunk;
  });
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolve) =>
    child.on("exit", (code, signal) => {
      // Ended by a signal: say which in the output, which a failing assertion can show.
      if (signal) output += `\n[ended by ${signal}]`;
      resolve(code ?? (signal ? -1 : null));
    }),
  );
  return { child, output: () => output, stdout: () => stdout, exit };
}

// The first start migrates and renders the demo data's photos: about a minute of CPU, many minutes
// on a loaded two-core machine. Waits are bounded by the test's own timeout, with room to print the
// output, never by a guess of how fast the machine is.
export const START_TIMEOUT_MS = 8 * 60_000;

/** Waits until the output holds `text`, or until one of its log lines matches. */
export async function waitFor(run: Run, text: string | ((line: LogLine) => boolean), timeoutMs = START_TIMEOUT_MS) {
  const started = Date.now();
  const seen = () => (typeof text === "string" ? run.output().includes(text) : logLines(run).some((line) => "msg" in line && text(line)));
  while (!seen()) {
    if (run.child.exitCode !== null || run.child.signalCode !== null) throw new Error(`exited early:\n${run.output()}`);
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for '${String(text)}':\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export type LogLine = { level: number; msg: string; [field: string]: unknown };

/** The server's log lines so far; a line that is not the logger's JSON comes back as `{ notJson }`. */
export function logLines(run: Run): Array<LogLine | { notJson: string }> {
  return run
    .stdout()
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => {
      try {
        const parsed = JSON.parse(line) as unknown;
        return typeof parsed === "object" && parsed && "msg" in parsed && "level" in parsed ? (parsed as LogLine) : { notJson: line };
      } catch {
        return { notJson: line };
      }
    });
}

/** The first log line whose message starts with `text`. */
export const logLine = (run: Run, text: string): LogLine | undefined =>
  logLines(run).find((line): line is LogLine => "msg" in line && line.msg.startsWith(text));

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** True while something accepts connections on the loopback port. */
export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

/** Signs in through the running server's GraphQL endpoint and answers the token. */
export async function loginAt(port: number, username: string, password: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: "mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }",
      variables: { u: username, p: password },
    }),
  });
  const body = (await response.json()) as { data?: { login?: { token: string } }; errors?: unknown };
  if (!body.data?.login) throw new Error(`login failed: ${JSON.stringify(body.errors)}`);
  return body.data.login.token;
}
