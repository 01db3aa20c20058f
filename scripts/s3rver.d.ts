/** The part of s3rver's API that scripts/s3-emulator.ts uses (the package ships no types). */
declare module "@20minutes/s3rver" {
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory?: string;
      configureBuckets?: { name: string }[];
      allowMismatchedSignatures?: boolean;
    });
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
}
