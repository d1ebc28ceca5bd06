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
 * The fixture's week moved to start today (India's date), for a server process that runs on the
 * real clock (the browser tests): the days, the hours, the same weather.
 */
function startingToday(body: string): string {
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const shift = (Date.parse(`${today}T00:00:00Z`) - Date.parse('2026-11-27T00:00:00Z'));
  const moved = (time: string) => new Date(Date.parse(`${time.length === 10 ? `${time}T00:00` : time}:00Z`) + shift).toISOString().slice(0, time.length);
  const json = JSON.parse(body) as { daily: { time: string[] }; hourly: { time: string[] } };
  json.daily.time = json.daily.time.map(moved);
  json.hourly.time = json.hourly.time.map(moved);
  return JSON.stringify(json);
}

/**
 * Open-Meteo's forecast and geocoding APIs on one local port, answering from the fixtures: the
 * geocoder knows Sehore (by any of `names`), and nothing else, as the real one answers a name it
 * lacks. `mode` turns it bad: garbage, an error status, or no answer at all. `fromToday` moves the
 * week to start today.
 */
export async function fakeOpenMeteo(names = ['sehore', 'सीहोर', 'سیہور', 'sehor', 'sihor'], { fromToday = false } = {}) {
  let mode: 'ok' | 'garbage' | 'error' | 'hang' = 'ok';
  const server = await fakeHttp((req: Received): Answer => {
    if (mode === 'hang') return { hang: true };
    if (mode === 'error') return { status: 400, body: JSON.stringify({ error: true, reason: 'Latitude must be in range of -90 to 90°.' }) };
    if (mode === 'garbage') return { status: 200, body: '<html>gateway</html>' };
    const url = new URL(req.url, 'http://fake');
    if (url.pathname === '/v1/forecast') return { status: 200, body: fromToday ? startingToday(FORECAST_BODY) : FORECAST_BODY };
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
