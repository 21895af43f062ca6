import { rmSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "../api/src/config";

// `npm run db:reset`: deletes the embedded database and the uploaded files in DATA_DIR, so the
// next `npm start` begins again with fresh demo data. It never touches a DATABASE_URL server.
const config = loadConfig();
if (config.databaseUrl) {
  console.error("DATABASE_URL is set: reset that database with your PostgreSQL tools; this script only resets the embedded one.");
  process.exit(1);
}
for (const dir of [path.join(config.dataDir, "pg"), config.uploadsDir]) {
  rmSync(dir, { recursive: true, force: true });
  console.log(`Removed ${dir}`);
}
console.log("Done. `npm start` creates a fresh database with demo data.");
