// The parts of s3rver (a local S3-compatible server, test only) that the tests use.
declare module 's3rver' {
  interface Options { port?: number; address?: string; silent?: boolean; directory: string; configureBuckets?: { name: string; configs: string[] }[] }
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<{ port: number; address: string }>;
    close(): Promise<void>;
  }
}
