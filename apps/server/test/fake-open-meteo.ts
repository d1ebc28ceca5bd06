import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Answer, fakeHttp, type Received } from './fake-http.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
export const FORECAST_BODY = fs.readFileSync(path.join(fixtures, 'open-meteo-forecast.json'), 'utf8');
export const GEOCODING_BODY = fs.readFileSync(path.join(fixtures, 'open-meteo-geocoding.json'), 'utf8');
/** The fixture's first day is 2026-11-27; 09:00 in India that morning. */
export const FORECAST_MORNING = Date.parse('2026-11-27T03:30:00Z');

/**
 * Open-Meteo's forecast and geocoding APIs on one local port, answering from the fixtures: the
 * geocoder knows Sehore (by any of `names`), and nothing else, as the real one answers a name it
 * lacks. `mode` turns it bad: garbage, an error status, or no answer at all.
 */
export async function fakeOpenMeteo(names = ['sehore', 'सीहोर', 'سیہور', 'seehor']) {
  let mode: 'ok' | 'garbage' | 'error' | 'hang' = 'ok';
  const server = await fakeHttp((req: Received): Answer => {
    if (mode === 'hang') return { hang: true };
    if (mode === 'error') return { status: 400, body: JSON.stringify({ error: true, reason: 'Latitude must be in range of -90 to 90°.' }) };
    if (mode === 'garbage') return { status: 200, body: '<html>gateway</html>' };
    const url = new URL(req.url, 'http://fake');
    if (url.pathname === '/v1/forecast') return { status: 200, body: FORECAST_BODY };
    if (url.pathname === '/v1/search') {
      const name = (url.searchParams.get('name') ?? '').toLowerCase();
      return { status: 200, body: names.includes(name) ? GEOCODING_BODY : JSON.stringify({ generationtime_ms: 0.51 }) };
    }
    return { status: 404, body: JSON.stringify({ error: true, reason: 'Not Found' }) };
  });
  return {
    ...server,
    env: { WEATHER_PROVIDER: 'open-meteo', WEATHER_BASE_URL: server.url, WEATHER_GEOCODING_URL: server.url },
    set(next: typeof mode) { mode = next; },
    forecasts: () => server.received.filter((r) => r.url.startsWith('/v1/forecast')),
    searches: () => server.received.filter((r) => r.url.startsWith('/v1/search')).map((r) => new URL(r.url, 'http://fake').searchParams.get('name')),
  };
}
