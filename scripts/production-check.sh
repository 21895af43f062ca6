#!/usr/bin/env bash
# The production path on a clean clone: dependencies only (`npm ci --omit=dev`), no build tools.
# Without a build, `NODE_ENV=production npm start` stops with one line; with the build that
# `npm run build` made (copied in, as a release would ship it), it serves the site and the API.
# A step of `npm test` (scripts/test-all.ts), after its web build.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
port="${PRODUCTION_CHECK_PORT:-4990}"
server=""
cleanup() {
  # The whole process group: npm, the shell it starts and the server under tsx. Killing npm alone
  # left the server running (on port 4990, with its folder deleted) through the rest of CI.
  if [ -n "$server" ]; then
    kill -TERM -- "-$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    # The server closes its database before it exits; its folder goes after that.
    for _ in $(seq 1 100); do kill -0 -- "-$server" 2>/dev/null || break; sleep 0.1; done
    kill -KILL -- "-$server" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

git clone -q "$repo" "$work/app"
cd "$work/app"
npm ci --omit=dev --no-audit --no-fund --prefer-offline >"$work/npm-ci.log" 2>&1 || { cat "$work/npm-ci.log"; exit 1; }
if [ -d node_modules/vite ] || [ -d node_modules/react ]; then
  echo "production check: a build tool or web library was installed by npm ci --omit=dev" >&2
  exit 1
fi

if NODE_ENV=production npm start --silent >"$work/no-build.log" 2>&1; then
  echo "production check: npm start ran without a build" >&2
  exit 1
fi
if ! grep -q "run \`npm run build\`" "$work/no-build.log"; then
  echo "production check: npm start without a build did not say to run the build:" >&2
  cat "$work/no-build.log" >&2
  exit 1
fi

cp -r "$repo/web/dist" "$repo/web/dist-server" web/
# A process group of its own (job control on for this one job), so that cleanup can end all of it.
set -m
NODE_ENV=production PORT="$port" HOST=127.0.0.1 DATA_DIR="$work/data" ADMIN_PASSWORD=production-check-1 LOG_LEVEL=warn \
  npm start --silent >"$work/server.log" 2>&1 &
server=$!
set +m
for _ in $(seq 1 180); do
  if curl -sf -o /dev/null "http://127.0.0.1:$port/api/health"; then break; fi
  if ! kill -0 "$server" 2>/dev/null; then cat "$work/server.log" >&2; exit 1; fi
  sleep 1
done
for path in /api/health /talents /admin/login /api/categories; do
  status="$(curl -s -o "$work/body" -w '%{http_code}' "http://127.0.0.1:$port$path")"
  if [ "$status" != 200 ]; then
    echo "production check: $path answered $status" >&2
    cat "$work/server.log" >&2
    exit 1
  fi
done
echo "production check: npm ci --omit=dev runs the built app; without a build npm start stops with one line"
