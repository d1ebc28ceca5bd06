import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Answer, fakeHttp, type Received } from './fake-http.ts';

const body = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'data-gov-in-prices.json'), 'utf8');
export const PRICES_KEY = 'test-key-579b464db66ec23bdd';

/**
 * data.gov.in's resource API on a local port: Maharashtra's onion prices from the fixture for the
 * right key, no records for any other state or commodity, 403 for a wrong key; `mode` turns it bad.
 */
export async function fakeDataGovIn() {
  let mode: 'ok' | 'garbage' | 'hang' = 'ok';
  const server = await fakeHttp((req: Received): Answer => {
    if (mode === 'hang') return { hang: true };
    if (mode === 'garbage') return { status: 200, body: '{"records": "none"}' };
    const url = new URL(req.url, 'http://fake');
    if (url.searchParams.get('api-key') !== PRICES_KEY) return { status: 403, body: JSON.stringify({ error: 'Invalid API key' }) };
    const wanted = url.searchParams.get('filters[state]') === 'Maharashtra' && url.searchParams.get('filters[commodity]') === 'Onion';
    if (wanted) return { status: 200, body };
    const empty = JSON.parse(body) as { records: unknown[]; total: number; count: number };
    return { status: 200, body: JSON.stringify({ ...empty, records: [], total: 0, count: 0 }) };
  });
  return {
    ...server,
    env: { DATA_GOV_IN_API_KEY: PRICES_KEY, DATA_GOV_IN_BASE_URL: server.url },
    set(next: typeof mode) { mode = next; },
    queries: () => server.received.map((r) => Object.fromEntries(new URL(r.url, 'http://fake').searchParams)),
  };
}
