import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../src/services/storage-backend";

// A private S3-compatible server (the npm package s3rver) on a free loopback port with its files
// in a temporary folder, for the tests of the bucket backend. It speaks path-style addressing only.

export type S3Server = { settings: S3Settings; env: Record<string, string>; endpoint: string; stop(): Promise<void> };

export async function startS3Server(bucket = "talent-test"): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), "talent-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts any signature made with its documented default key.
  const settings: S3Settings = {
    bucket,
    endpoint,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  };
  return {
    settings,
    env,
    endpoint,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
