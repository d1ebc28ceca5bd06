// npm run bench:main-thread — a measurement, not a test: where the main thread's time goes while
// 20 farmers ask at once (300 typed questions, no speech, no live tools). Prints the event loop's
// utilization and delay, and the engine's own stage times summed from the answers' telemetry: the
// share of the main thread the engine takes is what holds every other request up (issue 10, 17).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'km-cause-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', TTS_PROVIDER: 'none', WEATHER_PROVIDER: 'none', RATE_CHAT_PER_MINUTE: '1000000', RATE_CHAT_PER_IP_PER_MINUTE: '1000000', RATE_SESSIONS_PER_IP_PER_HOUR: '1000000' });
const app = await buildApp(config, { logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/v1`;
const qs = JSON.parse(fs.readFileSync('apps/server/eval/questions.json', 'utf8')).slice(0, 60).map((q: { q?: string; question?: string }) => q.q ?? q.question);
const h = monitorEventLoopDelay({ resolution: 5 }); h.enable();
const elu0 = performance.eventLoopUtilization();
const started = performance.now();
let n = 0;
await Promise.all(Array.from({ length: 20 }, async (_, w) => {
  const s = ((await (await fetch(`${url}/chat/create-session/anonymous/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ language_id: 1, config_id: 1 }) })).json()) as { session_id: string }).session_id;
  for (let i = 0; i < 15; i++) {
    const form = new FormData(); form.set('session_id', s); form.set('text', qs[(w * 15 + i) % qs.length]);
    await (await fetch(`${url}/chat/anonymous/`, { method: 'POST', body: form })).json(); n++;
  }
}));
const wall = performance.now() - started;
const elu = performance.eventLoopUtilization(elu0);
h.disable();
console.log({ questions: n, wallMs: Math.round(wall), perQuestionMs: +(wall / n).toFixed(1), eventLoopUtilization: +elu.utilization.toFixed(2), loopDelayP99ms: +(h.percentile(99) / 1e6).toFixed(0), loopDelayMaxMs: +(h.max / 1e6).toFixed(0) });
// Where the main thread's time goes: the engine's own stage times, from the answers' telemetry.
const Database = (await import('better-sqlite3')).default;
const sq = new Database(path.join(dataDir, 'krishimitra.sqlite'), { readonly: true });
const rows = sq.prepare('select telemetry from chat_turns where telemetry is not null').all() as { telemetry: string }[];
const sums: Record<string, number> = {};
for (const r of rows) for (const [k, v] of Object.entries(JSON.parse(r.telemetry).stages as Record<string, number>)) sums[k] = (sums[k] ?? 0) + v;
console.log('engine stage ms summed over all answers:', Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, Math.round(v)])), 'total', Math.round(Object.values(sums).reduce((a, b) => a + b, 0)));
await app.close();
