import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }
export type Answer = { status: number; body: string | Buffer; delayMs?: number } | { hang: true };

/**
 * A local HTTP server standing in for a provider's API: records requests, answers as told. A
 * `hang` answer never comes; `abandoned` resolves when a client gives up on one (its deadline
 * fired), so a test can see a timeout happen without measuring time.
 */
export async function fakeHttp(answer: (req: Received) => Answer) {
  const received: Received[] = [];
  let giveUp: () => void = () => {};
  const abandoned = new Promise<void>((resolve) => { giveUp = resolve; });
  const server = http.createServer((req, res) => {
    let body = '';
    res.on('close', () => { if (!res.writableEnded) giveUp(); });
    req.on('data', (c: Buffer) => { body += c.toString(); });
    req.on('end', () => {
      const r = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      received.push(r);
      const out = answer(r);
      if ('hang' in out) return;
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
    abandoned,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
