import { randomUUID } from "node:crypto";
import { constants, createReadStream, createWriteStream } from "node:fs";
import { access, copyFile, lstat, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ByteRange, ListedObject, ObjectInfo, StorageBackend, StoredObject } from "./storage-backend";

/** Files being written carry this prefix until whole (storage.ts and the sweep know it too). */
const PARTIAL = ".partial-";

/** Files under one folder of this server's disk: `images/x.jpg` is `<root>/images/x.jpg`. */
export function createDiskBackend(root: string): StorageBackend {
  const base = path.resolve(root);
  /** The file of a key, or null for a key that would leave the folder. */
  const fileOf = (key: string): string | null => {
    const file = path.resolve(base, key);
    return file.startsWith(base + path.sep) ? file : null;
  };
  const info = async (file: string): Promise<ObjectInfo | null> => {
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) return null;
    // Stored files never change (each has a new random name): size and time identify the content.
    return { size: found.size, etag: `"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`, lastModified: found.mtime };
  };

  const backend: StorageBackend = {
    kind: "disk",
    async put(key, body: Readable) {
      const file = fileOf(key);
      if (!file) throw new Error(`Key outside the uploads folder: ${key}`);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = path.join(path.dirname(file), `${PARTIAL}${randomUUID()}`);
      try {
        await pipeline(body, createWriteStream(partial, { flags: "wx" }));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async adopt(localPath, key) {
      const file = fileOf(key);
      if (!file) throw new Error(`Key outside the uploads folder: ${key}`);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await rename(localPath, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
        // Another file system: copy beside the target, then rename, so the name only ever holds a whole file.
        const partial = path.join(path.dirname(file), `${PARTIAL}${randomUUID()}`);
        await copyFile(localPath, partial);
        await rename(partial, file);
        await rm(localPath, { force: true });
      }
    },
    async get(key, range?: ByteRange): Promise<StoredObject | null> {
      const file = fileOf(key);
      const found = file ? await info(file) : null;
      if (!file || !found) return null;
      const body = createReadStream(file, range ? { start: range.start, end: range.end } : {});
      return { ...found, body, ...(range ? { range } : {}) };
    },
    async head(key) {
      const file = fileOf(key);
      return file ? info(file) : null;
    },
    async exists(key) {
      return (await backend.head(key)) !== null;
    },
    async delete(keys) {
      await Promise.all(
        keys.map(async (key) => {
          const file = fileOf(key);
          if (file) await rm(file, { force: true });
        }),
      );
    },
    async *list(prefix): AsyncIterable<ListedObject> {
      const dir = fileOf(prefix.replace(/\/$/, ""));
      if (!dir) return;
      const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      });
      for (const name of names) {
        const found = await lstat(path.join(dir, name)).catch(() => null);
        if (found?.isFile()) yield { key: `${prefix.replace(/\/$/, "")}/${name}`, size: found.size, lastModified: found.mtime };
      }
    },
    async ready() {
      try {
        await access(base, constants.W_OK);
        return true;
      } catch {
        return false;
      }
    },
    describe: () => base,
  };
  return backend;
}
