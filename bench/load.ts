// A busy Monday from outside: many connections reading published profiles and the directory while
// talent requests arrive, against a running server. Counts 5xx, wrong answers and whether every
// acknowledged request was stored. Bounded in time; loopback only.
//
//   BASE_URL=http://127.0.0.1:4000 ADMIN_EMAIL=... ADMIN_PASSWORD=... npx tsx bench/load.ts [connections] [seconds]
//
// Start the server with PUBLIC_WRITES_PER_HOUR=1000000 so the spam limit does not refuse requests.

const base = process.env.BASE_URL ?? "http://127.0.0.1:4000";
const connections = Number(process.argv[2] ?? 200);
const seconds = Number(process.argv[3] ?? 30);

async function json(path: string, init?: RequestInit) {
  const response = await fetch(`${base}${path}`, init);
  return { status: response.status, body: (await response.json().catch(() => null)) as any };
}

/** How many requests are stored: the list's X-Total-Count (the body is one page, ADR 008). */
async function storedRequests(headers: Record<string, string>): Promise<number> {
  const response = await fetch(`${base}/api/talent-requests?limit=1`, { headers });
  return Number(response.headers.get("x-total-count"));
}

async function staffToken(): Promise<string> {
  const { body } = await json("/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
  });
  if (!body?.token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.token as string;
}

async function main() {
  const token = await staffToken();
  const staff = { authorization: `Bearer ${token}` };
  const published = ((await json("/api/talents?limit=500")).body as Array<{ id: number }>).map((talent) => talent.id);
  const requestsBefore = await storedRequests(staff);
  const tally = { reads: 0, readErrors5xx: 0, wrongReads: 0, requests: 0, requestErrors5xx: 0, refused: 0, acknowledged: 0 };
  const latencies: number[] = [];
  const deadline = Date.now() + seconds * 1000;
  let counter = 0;

  async function worker() {
    while (Date.now() < deadline) {
      counter += 1;
      const started = performance.now();
      if (counter % 10 === 0) {
        tally.requests += 1;
        const ids = [published[counter % published.length], published[(counter + 1) % published.length]];
        const { status } = await json("/api/talent-requests", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            clientName: "Load Test",
            organizationName: "Busy Monday Productions",
            phone: "0400 000 000",
            email: `load${counter}@example.com`,
            projectDescription: "A commercial shoot",
            requestedTalentIds: ids,
          }),
        });
        if (status >= 500) tally.requestErrors5xx += 1;
        else if (status >= 400) tally.refused += 1;
        else tally.acknowledged += 1;
      } else {
        tally.reads += 1;
        const id = published[counter % published.length]!;
        const { status, body } = await json(`/api/talents/${id}`);
        if (status >= 500) tally.readErrors5xx += 1;
        else if (status !== 200 || body?.id !== id) tally.wrongReads += 1;
      }
      latencies.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: connections }, worker));
  const requestsAfter = await storedRequests(staff);
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))]!.toFixed(0);
  console.log(
    JSON.stringify(
      {
        connections,
        seconds,
        ...tally,
        stored: requestsAfter - requestsBefore,
        perSecond: Math.round((tally.reads + tally.requests) / seconds),
        p50ms: pct(50),
        p95ms: pct(95),
      },
      null,
      2,
    ),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
