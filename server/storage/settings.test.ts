/** The S3_* settings (server/config.ts): all five or none, each checked, none = the local directories. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { fileStores } from "./index.ts";
import { LocalStorage } from "./local.ts";
import { S3Storage } from "./s3.ts";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "storage-settings-"));
});
afterAll(async () => rm(dataDir, { recursive: true, force: true }));

const s3 = {
  S3_ENDPOINT: "https://s3.example.net",
  S3_BUCKET: "delft-site",
  S3_REGION: "eu-west-1",
  S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
  S3_SECRET_ACCESS_KEY: "wJalrXUtnFEMI/K7MDENG",
};

it("without S3 settings the files stay in DATA_DIR/uploads and DATA_DIR/documents", () => {
  const config = loadConfig({ DATA_DIR: dataDir });
  expect(config.s3).toBeUndefined();
  const stores = fileStores(config);
  expect(stores.uploads).toBeInstanceOf(LocalStorage);
  expect((stores.uploads as LocalStorage).root).toBe(path.join(dataDir, "uploads"));
  expect((stores.documents as LocalStorage).root).toBe(path.join(dataDir, "documents"));
  // empty values count as unset
  expect(loadConfig({ DATA_DIR: dataDir, S3_BUCKET: "", S3_ENDPOINT: "" }).s3).toBeUndefined();
});

it("with all five the uploads and documents go to the bucket", () => {
  const config = loadConfig({ DATA_DIR: dataDir, ...s3 });
  expect(config.s3).toEqual({
    endpoint: "https://s3.example.net",
    bucket: "delft-site",
    region: "eu-west-1",
    accessKeyId: "AKIDEXAMPLE",
    secretAccessKey: "wJalrXUtnFEMI/K7MDENG",
  });
  expect(fileStores(config).uploads).toBeInstanceOf(S3Storage);
  expect(fileStores(config).documents).toBeInstanceOf(S3Storage);
  // one set of clients per configuration
  expect(fileStores(config)).toBe(fileStores(config));
});

it("refuses some of them without the others, naming the missing ones on one line", () => {
  const { S3_REGION: _region, S3_SECRET_ACCESS_KEY: _secret, ...partial } = s3;
  let error: unknown;
  try {
    loadConfig({ DATA_DIR: dataDir, ...partial });
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(ConfigError);
  expect((error as Error).message).toMatch(
    /^Invalid configuration: S3_REGION, S3_SECRET_ACCESS_KEY must be set too/,
  );
  expect((error as Error).message).not.toContain("\n");
});

it.each([
  ["S3_ENDPOINT", "s3.example.net"],
  ["S3_ENDPOINT", "ftp://s3.example.net"],
  ["S3_BUCKET", "Delft_Site"],
  ["S3_BUCKET", "ab"],
])("refuses %s=%s by name", (name, value) => {
  expect(() => loadConfig({ DATA_DIR: dataDir, ...s3, [name]: value })).toThrow(
    new RegExp(`^Invalid configuration: ${name}=`),
  );
});
