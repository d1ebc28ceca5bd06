import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }

/** A local HTTP server standing in for a provider's API: records requests, answers as told. */
export async function fakeHttp(answer: (req: Received) => { status: number; body: string | Buffer; delayMs?: number }) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => { body += c.toString(); });
    req.on('end', () => {
      const r = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      received.push(r);
      const out = answer(r);
      setTimeout(() => {
        res.writeHead(out.status, { 'content-type': 'application/json' });
        res.end(out.body);
      }, out.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
