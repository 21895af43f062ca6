import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { freePort, type Run, startServer, waitFor } from "./child-server";

// What the several-servers proof starts besides the bucket, Redis and the mail server: app servers
// as real processes (api/src/main.ts) and Debian's nginx in front, round robin, as in production
// (deploy/nginx.conf). CI installs nginx (.ci/run), as it installs redis-server.

export const NGINX = process.env.NGINX_BIN ?? "/usr/sbin/nginx";

export type AppServer = { name: string; port: number; run: Run; env: Record<string, string> };

export async function startApp(name: string, dataDir: string, env: Record<string, string>, port?: number): Promise<AppServer> {
  const chosen = port ?? (await freePort());
  const all = { ...env, PORT: String(chosen), HOST: "127.0.0.1", DATA_DIR: dataDir };
  const run = startServer(all);
  await waitFor(run, "Talent agency running at");
  return { name, port: chosen, run, env: all };
}

/** SIGTERM, then the exit code (0 after a drain and the requests in flight). */
export async function stopApp(app: AppServer): Promise<number | null> {
  if (app.run.child.exitCode === null && app.run.child.signalCode === null) app.run.child.kill("SIGTERM");
  return app.run.exit;
}

export type Proxy = { port: number; stop(): Promise<void> };

/**
 * nginx on a free port, round robin over the app ports, in the foreground with every path in `dir`.
 * Like deploy/nginx.conf it tries the next server on a refused connection and on a 503, and it
 * names the server that answered in X-Upstream, so a test can see which one did.
 */
export async function startNginx(dir: string, appPorts: number[]): Promise<Proxy> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: install Debian's nginx (apt-get install -y nginx)`);
  const port = await freePort();
  await mkdir(path.join(dir, "logs"), { recursive: true });
  const conf = path.join(dir, "nginx.conf");
  await writeFile(
    conf,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream talent_app {
${appPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join("\n")}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 100m;
    location / {
      proxy_pass http://talent_app;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_503;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ["-c", conf, "-p", dir], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${output}`);
    const answered = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (answered > 0) break;
    if (Date.now() - started > 30_000) throw new Error(`nginx did not answer:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.kill("SIGQUIT");
      await exited;
    },
  };
}

export type Load = { done: Promise<{ sent: number; failed: string[] }>; stop(): void };

/** GETs through the proxy, `concurrency` at a time, until stopped; every answer not 2xx or 304 is a failure. */
export function loadThrough(base: string, paths: string[], concurrency = 4): Load {
  let running = true;
  let sent = 0;
  const failed: string[] = [];
  const worker = async (offset: number) => {
    for (let i = offset; running; i += 1) {
      const url = `${base}${paths[i % paths.length]}`;
      sent += 1;
      try {
        const response = await fetch(url);
        await response.arrayBuffer();
        if (response.status >= 300 && response.status !== 304) failed.push(`${response.status} ${url}`);
      } catch (error) {
        failed.push(`${(error as Error).message} ${url}`);
      }
    }
  };
  const workers = Array.from({ length: concurrency }, (_, index) => worker(index));
  return {
    done: Promise.all(workers).then(() => ({ sent, failed })),
    stop: () => {
      running = false;
    },
  };
}
