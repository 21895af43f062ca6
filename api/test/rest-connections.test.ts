import { type AddressInfo, connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers";

// A refusal that comes before the body has been read must not leave the rest of the body in the
// connection: browsers, fetch and proxies send the next request on the same socket, which would
// then wait for an answer that never comes. Each case sends a bad request and then GET
// /api/health on the same raw socket, and expects both answers.

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

const BOUNDARY = "----connection-test";
/** A multipart body: a `data` field and a large file after it (zeros, as curl sends /dev/zero). */
function multipart(data: string, fileBytes: number, fileField = "headshot"): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${data}\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    Buffer.alloc(fileBytes),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

type Answer = { status: number; head: string; body: string };

/** Reads HTTP/1.1 answers from one socket as they complete (Content-Length or chunked bodies). */
function answers(socket: Socket) {
  let buffered = Buffer.alloc(0);
  const waiting: Array<() => void> = [];
  socket.on("data", (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    for (const wake of waiting.splice(0)) wake();
  });
  const ended = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  function take(): Answer | undefined {
    const end = buffered.indexOf("\r\n\r\n");
    if (end < 0) return undefined;
    const head = buffered.subarray(0, end).toString("latin1");
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    let bodyEnd: number;
    let body: string;
    if (length !== undefined) {
      bodyEnd = end + 4 + Number(length);
      if (buffered.length < bodyEnd) return undefined;
      body = buffered.subarray(end + 4, bodyEnd).toString();
    } else {
      // chunked: wait for the last chunk, then join the chunks
      const last = buffered.indexOf("\r\n0\r\n\r\n", end);
      if (last < 0) return undefined;
      bodyEnd = last + 7;
      const raw = buffered.subarray(end + 4, last + 2).toString("latin1");
      body = "";
      for (let at = 0; at < raw.length;) {
        const line = raw.indexOf("\r\n", at);
        const size = parseInt(raw.slice(at, line), 16);
        body += raw.slice(line + 2, line + 2 + size);
        at = line + 2 + size + 2;
      }
    }
    buffered = buffered.subarray(bodyEnd);
    return { status, head, body };
  }
  return {
    async next(): Promise<Answer | "closed"> {
      for (;;) {
        const answer = take();
        if (answer) return answer;
        if (socket.destroyed || socket.readableEnded) return "closed";
        await Promise.race([new Promise<void>((resolve) => waiting.push(resolve)), ended]);
      }
    },
  };
}

async function openSocket(): Promise<Socket> {
  const socket = connect({ port, host: "127.0.0.1" });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  return socket;
}

function request(method: string, url: string, headers: Record<string, string>, body?: Buffer): Buffer {
  const lines = [`${method} ${url} HTTP/1.1`, "Host: 127.0.0.1", ...Object.entries(headers).map(([key, value]) => `${key}: ${value}`)];
  if (body) lines.push(`Content-Length: ${body.length}`);
  return Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`), body ?? Buffer.alloc(0)]);
}

/**
 * Sends the bad request and then the health check on the same connection. The server may close
 * the connection after its refusal (then the client opens a new one, as fetch and curl do) or read
 * the rest of the body; what it must not do is leave the health check unanswered.
 */
async function badThenHealth(bad: Buffer): Promise<{ first: Answer | "closed"; second: Answer | "closed" }> {
  const socket = await openSocket();
  try {
    const reader = answers(socket);
    socket.write(bad);
    const first = await reader.next();
    if (first === "closed" || /\r\nconnection: *close/i.test(first.head)) return { first, second: "closed" };
    socket.write(request("GET", "/api/health", {}));
    return { first, second: await reader.next() };
  } finally {
    socket.destroy();
  }
}

const multipartHeaders = { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` };
const BIG = 400_000;

describe("a refused request leaves its connection usable", () => {
  const cases: Array<[string, string, string, Record<string, string>, Buffer]> = [
    ["POST /api/talents, data not JSON", "POST", "/api/talents", multipartHeaders, multipart("x", BIG)],
    ["POST /api/talents, data a JSON list", "POST", "/api/talents", multipartHeaders, multipart("[1]", BIG)],
    ["PUT /api/talents/1, data not JSON", "PUT", "/api/talents/1", multipartHeaders, multipart("x", BIG)],
    ["PUT /api/talents/abc, a bad id", "PUT", "/api/talents/abc", multipartHeaders, multipart("{}", BIG)],
    ["POST /api/upload without a token", "POST", "/api/upload", multipartHeaders, multipart("{}", BIG, "image")],
    [
      "POST /api/talent-images/bulk-upload without a token",
      "POST",
      "/api/talent-images/bulk-upload",
      multipartHeaders,
      multipart("{}", BIG, "images"),
    ],
    ["POST /api/categories with a multipart body", "POST", "/api/categories", multipartHeaders, multipart("x", BIG)],
    [
      "POST /api/talents with a broken JSON body",
      "POST",
      "/api/talents",
      { "Content-Type": "application/json" },
      Buffer.from("{".repeat(200_000)),
    ],
    [
      "POST /api/talents with an unknown content type",
      "POST",
      "/api/talents",
      { "Content-Type": "application/x-unknown" },
      Buffer.alloc(BIG),
    ],
    [
      "POST /api/talents with a JSON body over the limit",
      "POST",
      "/api/talents",
      { "Content-Type": "application/json" },
      Buffer.alloc(2 * 1024 * 1024, 32),
    ],
    [
      "POST /graphql multipart with a broken operations field",
      "POST",
      "/graphql",
      { ...multipartHeaders, "x-graphql-yoga-csrf": "1" },
      multipart("x", BIG),
    ],
  ];
  it.each(cases)("%s", async (_name, method, url, headers, body) => {
    const { first, second } = await badThenHealth(request(method, url, headers, body));
    expect(first).not.toBe("closed");
    expect((first as Answer).status).toBeGreaterThanOrEqual(400);
    expect((first as Answer).status).toBeLessThan(500);
    if (second === "closed") {
      // Closing is allowed: a new connection must then answer.
      const again = await badThenHealth(request("GET", "/api/health", {}));
      expect(again.first).toMatchObject({ status: 200 });
    } else {
      expect(second.status).toBe(200);
      expect(JSON.parse(second.body)).toMatchObject({ status: "ok" });
    }
  });
});
