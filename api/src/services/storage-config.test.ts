import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";

// The S3_ variables (ADR 164): a wrong one stops the start with one line naming it.

describe("object storage settings", () => {
  it("are off without S3_BUCKET, and read whole with it", () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: "talent-files",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "true",
      }).s3,
    ).toEqual({
      bucket: "talent-files",
      endpoint: "http://127.0.0.1:9000",
      region: "ap-southeast-2",
      accessKeyId: "key",
      secretAccessKey: "secret",
      forcePathStyle: true,
    });
  });

  it("name the variable and the rule when wrong", () => {
    expect(() => loadConfig({ S3_BUCKET: "Talent_Files" })).toThrow(
      "S3_BUCKET: must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens",
    );
    expect(() => loadConfig({ S3_BUCKET: "talent", S3_ENDPOINT: "s3.example.com" })).toThrow(
      "S3_ENDPOINT: must be an http:// or https:// URL",
    );
    expect(() => loadConfig({ S3_BUCKET: "talent", S3_FORCE_PATH_STYLE: "yes" })).toThrow("S3_FORCE_PATH_STYLE: must be true or false");
    expect(() => loadConfig({ S3_ENDPOINT: "https://s3.example.com" })).toThrow(
      "S3_BUCKET: is required when S3_ENDPOINT or S3_ACCESS_KEY_ID is set",
    );
    expect(() => loadConfig({ S3_BUCKET: "talent", S3_ACCESS_KEY_ID: "key" })).toThrow(
      "S3_SECRET_ACCESS_KEY: must be set together with the other S3 key",
    );
  });
});
