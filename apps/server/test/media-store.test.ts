import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localMediaStore } from '../src/media/local-store.ts';
import { s3MediaStore } from '../src/media/s3-store.ts';
import type { MediaStore } from '../src/media/store.ts';
import { jpeg, multipart, signUp, startServer } from './harness.ts';

const BUCKET = 'krishimitra-media';
let s3: S3rver;
let endpoint: string;
let root: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'km-s3-'));
  // A local S3-compatible server: the SDK's real requests, signatures included, go over HTTP.
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: root, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const s3Options = () => ({ bucket: BUCKET, endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
const drain = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

describe.each<[string, () => MediaStore]>([
  ['a local directory', () => localMediaStore(fs.mkdtempSync(path.join(os.tmpdir(), 'km-media-')))],
  ['S3-compatible storage', () => s3MediaStore(s3Options())],
])('media in %s', (_name, make) => {
  it('stores and reads back bytes, streamed or whole', async () => {
    const store = make();
    const data = jpeg();
    await store.put('2026/11/abc_DEF-1', data);
    expect((await store.readAll('2026/11/abc_DEF-1')).equals(data)).toBe(true);
    expect((await drain(await store.read('2026/11/abc_DEF-1'))).equals(data)).toBe(true);
  });

  it('fails to read what is not there, and refuses keys that could escape', async () => {
    const store = make();
    await expect(store.read('2026/11/missing')).rejects.toThrow();
    await expect(store.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow(/bad media key/);
    await expect(store.put('a b', Buffer.from('x'))).rejects.toThrow(/bad media key/);
  });
});

describe('two server processes sharing S3 storage', () => {
  it('serve each other\'s uploads to their owner', async () => {
    const env = { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
    const one = await startServer('sqlite', env);
    try {
      const token = await signUp(one);
      const session = (await one.call('POST', '/chat/create-session/', { token, body: { language_id: 1, config_id: 1 } })).json().session_id;
      const photo = jpeg();
      const form = multipart({ session_id: session, text: 'spots on tomato leaves' }, [{ field: 'image', filename: '../../x.jpg', type: 'image/jpeg', data: photo }]);
      const sent = await one.call('POST', '/chat/', { token, payload: form.payload, headers: form.headers });
      expect(sent.statusCode).toBe(200);
      const url = new URL(sent.json().media[0].url as string, 'http://x');
      // Nothing went to the local media directory: the object is in the bucket.
      expect(fs.existsSync(path.join(one.dataDir, 'media'))).toBe(false);
      // A second process on the same database would read the same bucket; a fresh app stands in.
      await one.restart();
      const read = await one.app.inject({ method: 'GET', url: url.pathname + url.search, headers: { authorization: `Bearer ${token}` } });
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.equals(photo)).toBe(true);
      expect((await one.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
    } finally {
      await one.close();
    }
  });
});
