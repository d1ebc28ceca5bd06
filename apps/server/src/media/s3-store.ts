import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { checkKey, type MediaStore } from './store.ts';

export interface S3Options {
  bucket: string;
  endpoint?: string | undefined;
  region: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/**
 * Media in an S3-compatible bucket (AWS, MinIO, Ceph…), so every server process of a fleet sees
 * every upload. Credentials come from env, or the SDK's usual chain when they are not set.
 */
export function s3MediaStore(options: S3Options): MediaStore {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    maxAttempts: 3,
  });
  const get = async (key: string) => {
    try {
      const out = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: checkKey(key) }));
      if (!out.Body) throw new Error(`empty media object ${key}`);
      return out.Body;
    } catch (err) {
      // Same meaning as a missing file on disk: the caller answers 404.
      if (err instanceof NoSuchKey) throw Object.assign(new Error(`no media ${key}`), { code: 'ENOENT' });
      throw err;
    }
  };
  return {
    async put(key, data) {
      // A single PUT is atomic: readers see the whole object or none.
      await client.send(new PutObjectCommand({ Bucket: options.bucket, Key: checkKey(key), Body: data, ContentLength: data.length }));
    },
    async putFile(key, file) {
      // Read whole for the PUT: a streamed body goes out in aws-chunked encoding, which not every
      // S3-compatible store takes (s3rver keeps the chunk signatures in the object). Uploads are
      // at most 50 MB, and only for the moment of the PUT.
      await this.put(key, await readFile(file));
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: checkKey(key) }));
    },
    async read(key) {
      const body = await get(key);
      return body instanceof Readable ? body : Readable.fromWeb(body.transformToWebStream() as never);
    },
    async readAll(key) {
      return Buffer.from(await (await get(key)).transformToByteArray());
    },
  };
}
