import { spawn } from "node:child_process";

// `npm run dev`: the API restarts on change (tsx watch) and Vite serves the web app with hot
// reload on http://localhost:5173, proxying /graphql, /api and /uploads to the API on port 4000.
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "api/src/main.ts"], { stdio: "inherit" }),
  spawn("npx", ["vite", "--config", "web/vite.config.ts"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGINT");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && code !== 0 && stop());
