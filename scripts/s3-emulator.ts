/**
 * A local S3-compatible server for tests and trying the object storage out: s3rver (pure JavaScript,
 * an npm devDependency, so `npm ci` installs it; no Docker, no binary download). Tests call
 * `startS3Emulator()`; `npm run s3:emulator` runs one in the foreground and prints the settings:
 *
 *   npm run s3:emulator -- --port 4568 --dir ./data/s3 --bucket site
 */
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";

export interface S3Emulator {
  /** the five S3_* settings that point the app at this server */
  env: {
    S3_ENDPOINT: string;
    S3_BUCKET: string;
    S3_REGION: string;
    S3_ACCESS_KEY_ID: string;
    S3_SECRET_ACCESS_KEY: string;
  };
  close(): Promise<void>;
}

export async function startS3Emulator(
  options: { port?: number; dir?: string; bucket?: string } = {},
): Promise<S3Emulator> {
  const ownDir = options.dir ? undefined : await mkdtemp(path.join(tmpdir(), "s3-emulator-"));
  const directory = options.dir ?? (ownDir as string);
  const bucket = options.bucket ?? "site-test";
  const server = new S3rver({
    address: "127.0.0.1",
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
    // s3rver canonicalises some query strings (ListObjectsV2 with a prefix) differently from the AWS
    // SDK's SigV4 signer and would refuse them; the signing is the SDK's job, not what is tested here
    allowMismatchedSignatures: true,
  });
  const address = (await server.run()) as AddressInfo;
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      // s3rver's fixed credentials
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    async close() {
      await server.close();
      if (ownDir) await rm(ownDir, { recursive: true, force: true });
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const emulator = await startS3Emulator({
    port: Number(arg("port") ?? 4568),
    dir: path.resolve(arg("dir") ?? "./data/s3"),
    bucket: arg("bucket") ?? "site",
  });
  process.stdout.write(
    `S3 emulator running. Start the site with:\n${Object.entries(emulator.env)
      .map(([name, value]) => `  ${name}=${value}`)
      .join("\n")}\n`,
  );
  const stop = () => void emulator.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
