/**
 * S3-compatible object storage (AWS S3, MinIO, Garage, Ceph, Scaleway, …) through @aws-sdk/client-s3.
 * Each area is a key prefix in one bucket. A custom endpoint is addressed path-style
 * (`https://host/bucket/key`): most self-hosted servers have no wildcard DNS for bucket subdomains.
 */

import { Readable } from "node:stream";
import { ReadableStream } from "node:stream/web";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { checkKey, type ObjectInfo, type ObjectStorage, type PutOptions, type StoredFile } from "./types.ts";

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // checksums only where S3 demands them: many S3-compatible servers refuse the newer
    // CRC32 trailers the SDK would add to every upload by default
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

function isMissing(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.$metadata.httpStatusCode === 404 || error.name === "NoSuchKey" || error.name === "NotFound";
  }
  return false;
}

export class S3Storage implements ObjectStorage {
  readonly kind = "s3";

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    /** e.g. "uploads/"; "" = the whole bucket */
    private readonly prefix: string,
  ) {}

  private keyOf(key: string): string {
    return this.prefix + checkKey(key);
  }

  async put(key: string, data: Uint8Array, options: PutOptions = {}): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.keyOf(key),
        Body: data,
        ContentLength: data.byteLength,
        ContentType: options.contentType,
      }),
    );
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const out = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }),
      );
      return {
        size: out.ContentLength ?? 0,
        etag: out.ETag,
        lastModified: out.LastModified,
        contentType: out.ContentType,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }));
      if (!out.Body) return null;
      return {
        size: out.ContentLength ?? 0,
        etag: out.ETag,
        lastModified: out.LastModified,
        contentType: out.ContentType,
        body: out.Body as Readable,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }));
  }

  async *list(prefix = ""): AsyncIterable<{ key: string; size: number }> {
    let token: string | undefined;
    do {
      const out = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.prefix + prefix,
          ContinuationToken: token,
        }),
      );
      for (const item of out.Contents ?? []) {
        if (item.Key) yield { key: item.Key.slice(this.prefix.length), size: item.Size ?? 0 };
      }
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
  }
}

/** A stream of the body, whatever the SDK's runtime gave. */
export function asNodeStream(body: unknown): Readable {
  if (body instanceof Readable) return body;
  if (body instanceof ReadableStream) return Readable.fromWeb(body);
  throw new TypeError("the storage answered without a readable body");
}
