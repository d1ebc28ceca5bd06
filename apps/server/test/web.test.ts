import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.ts';

describe('serving the web app', () => {
  let s: TestServer;
  let dist: string;
  beforeAll(async () => {
    // A build's shape: index.html, hashed assets, and the preloads the build wrote.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'km-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-1.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'assets', 'MobileLogin-2.js'), 'export default 1');
    fs.writeFileSync(path.join(dist, 'assets', 'MobileLogin-2.js.br'), zlib.brotliCompressSync('export default 1'));
    fs.writeFileSync(path.join(dist, 'preloads.json'), JSON.stringify({ '/loginwithmobile': ['/assets/MobileLogin-2.js', '/assets/header-3.js'] }));
    s = await startServer('sqlite', { WEB_DIST: dist });
  });
  afterAll(async () => {
    await s.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const page = (url: string) => s.app.inject({ method: 'GET', url });

  it('links the opened screen\'s code for preloading in that page\'s HTML only', async () => {
    const login = await page('/loginwithmobile');
    expect(login.headers['content-type']).toMatch(/text\/html/);
    expect(login.body).toContain('<link rel="modulepreload" crossorigin href="/assets/MobileLogin-2.js">');
    expect(login.body).toContain('<link rel="modulepreload" crossorigin href="/assets/header-3.js">');
    expect((await page('/loginwithmobile/?x=1')).body).toContain('MobileLogin-2.js');
    for (const other of ['/', '/otp', '/no/such/page']) {
      const res = await page(other);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('modulepreload');
    }
  });

  it('serves hashed assets for a year, compressed when the build made a copy, and the API\'s 404 stays JSON', async () => {
    const asset = await page('/assets/MobileLogin-2.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.body).toBe('export default 1');
    const br = await s.app.inject({ method: 'GET', url: '/assets/MobileLogin-2.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('export default 1');
    const api = await page('/api/v1/nothing/');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: ['Not found.'] });
  });
});
