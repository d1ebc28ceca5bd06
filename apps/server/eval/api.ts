// The eval's way in: a real server on a temporary SQLite database (offline engine, shipped
// knowledge base), asked through its HTTP API exactly as the phone asks.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { BOTS, LANGUAGES } from '../src/db/reference-data.ts';
import { fakeDataGovIn } from '../test/fake-data-gov-in.ts';
import { fakeOpenMeteo, FORECAST_MORNING } from '../test/fake-open-meteo.ts';

export interface Reply { response: string; sources: { id: string }[]; followups: string[]; sections?: { id: string; title: string; text: string }[] }

/**
 * `live`: forecasts and mandi prices come from local fakes of Open-Meteo and data.gov.in (the test
 * fixtures: a week from 27 Nov 2026, the clock set to its first morning; Maharashtra's onion), and
 * every question carries a shared phone location, as from a farmer who allowed it.
 */
export async function evalServer({ live = false } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'km-eval-'));
  const fake = live ? await fakeOpenMeteo() : null;
  const prices = live ? await fakeDataGovIn() : null;
  // One caller asks hundreds of questions a minute: the per-caller limits meant for phones are lifted.
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn', TTS_PROVIDER: 'none', WEATHER_PROVIDER: 'none',
    ...fake?.env, ...prices?.env, RATE_CHAT_PER_IP_PER_MINUTE: '1000000', RATE_CHAT_PER_MINUTE: '1000000', RATE_SESSIONS_PER_IP_PER_HOUR: '1000000' });
  const app = await buildApp(config, fake ? { clock: () => new Date(FORECAST_MORNING) } : {});
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/v1`;

  return {
    /** A new anonymous session: no earlier question gives context. */
    async session(lang: string, bot: string) {
      const body = { language_id: LANGUAGES.find((l) => l.code === lang)!.id, config_id: BOTS.find((b) => b.slug === bot)!.id };
      const res = await fetch(`${base}/chat/create-session/anonymous/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return ((await res.json()) as { session_id: string }).session_id;
    },
    async ask(session: string, text: string): Promise<{ reply: Reply; ms: number }> {
      const form = new FormData();
      form.set('session_id', session);
      form.set('text', text);
      if (live) { form.set('latitude', '23.21'); form.set('longitude', '77.09'); }
      const started = performance.now();
      const res = await fetch(`${base}/chat/anonymous/`, { method: 'POST', body: form });
      const reply = (await res.json()) as Reply;
      return { reply, ms: performance.now() - started };
    },
    async close() {
      await app.close();
      await fake?.close();
      await prices?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

