// npm run eval [-- questions.json] — asks a question set through the real HTTP API of a running
// server (offline engine, shipped knowledge base) and prints, per language: the share of answers
// that name the expected entry and contain its facts in the asker's script, the share of correct
// refusals, and latency p50/p99. A measurement, not a test: it exits 0 whatever the numbers.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { dominantScript, SCRIPT_OF } from '../src/assistant/text.ts';
import { LANGUAGES, BOTS } from '../src/db/reference-data.ts';
import { DANGEROUS_REPLY, NO_ANSWER, OFF_TOPIC_REPLY, SELF_HARM_REPLY } from '../src/assistant/replies.ts';
import { evalServer, pct, percentile } from './api.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const questionSchema = z.array(z.object({
  lang: z.enum(['EN', 'HI', 'TE', 'TA', 'GU', 'PA', 'UR', 'ML', 'SA', 'KN']),
  bot: z.enum(BOTS.map((b) => b.slug) as [string, ...string[]]),
  q: z.string().min(2),
  /** The entry that answers it, and facts (any case) the answer must contain; or what declining means. */
  expect: z.union([
    z.object({ entry: z.string(), facts: z.array(z.string()).default([]) }),
    z.object({ decline: z.enum(['refuse', 'unknown']) }),
  ]),
}));

async function main() {
  const file = process.argv[2] ?? path.join(here, 'questions.json');
  const questions = questionSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  const server = await evalServer();

  const declines = new Set(Object.values({ ...NO_ANSWER }).concat(Object.values(DANGEROUS_REPLY), Object.values(OFF_TOPIC_REPLY), Object.values(SELF_HARM_REPLY)));
  const refusals = new Set(Object.values(DANGEROUS_REPLY).concat(Object.values(OFF_TOPIC_REPLY), Object.values(SELF_HARM_REPLY)));
  type Row = { answered: number; correct: number; script: number; declines: number; declinedRight: number; latency: number[] };
  const rows = new Map<string, Row>();
  const misses: string[] = [];
  for (const item of questions) {
    // Each question in its own session, so earlier questions give no context.
    const session = await server.session(item.lang, item.bot);
    const { reply, ms: latency } = await server.ask(session, item.q);
    const row = rows.get(item.lang) ?? { answered: 0, correct: 0, script: 0, declines: 0, declinedRight: 0, latency: [] };
    rows.set(item.lang, row);
    row.latency.push(latency);
    const inScript = dominantScript(reply.response) === SCRIPT_OF[item.lang];
    if ('decline' in item.expect) {
      row.declines++;
      const right = item.expect.decline === 'refuse' ? refusals.has(reply.response) : declines.has(reply.response);
      if (right && inScript) row.declinedRight++;
      else misses.push(`[${item.lang}] should decline (${item.expect.decline}): ${item.q} → ${reply.sources[0]?.id ?? reply.response.slice(0, 60)}`);
      continue;
    }
    row.answered++;
    if (inScript) row.script++;
    const text = reply.response.toLowerCase();
    const entryOk = reply.sources[0]?.id === item.expect.entry;
    const factsOk = item.expect.facts.every((f) => text.includes(f.toLowerCase()));
    if (entryOk && factsOk && inScript) row.correct++;
    else misses.push(`[${item.lang}] ${item.q} → ${reply.sources[0]?.id ?? 'no answer'} (want ${item.expect.entry}${factsOk ? '' : `, facts missing: ${item.expect.facts.filter((f) => !text.includes(f.toLowerCase())).join(', ')}`}${inScript ? '' : ', wrong script'})`);
  }
  await server.close();

  console.log(`eval — ${questions.length} questions from ${path.relative(process.cwd(), file)}, offline engine, through the HTTP API\n`);
  console.log('lang'.padEnd(5), 'asked'.padStart(6), 'correct'.padStart(8), 'script'.padStart(7), 'declines'.padStart(9), 'declined ok'.padStart(12), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8));
  const all: Row = { answered: 0, correct: 0, script: 0, declines: 0, declinedRight: 0, latency: [] };
  for (const lang of LANGUAGES.map((l) => l.code)) {
    const r = rows.get(lang);
    if (!r) continue;
    all.answered += r.answered; all.correct += r.correct; all.script += r.script; all.declines += r.declines; all.declinedRight += r.declinedRight; all.latency.push(...r.latency);
    console.log(lang.padEnd(5), String(r.answered + r.declines).padStart(6), pct(r.correct, r.answered).padStart(8), pct(r.script, r.answered).padStart(7),
      String(r.declines).padStart(9), pct(r.declinedRight, r.declines).padStart(12), percentile(r.latency, 50).toFixed(1).padStart(8), percentile(r.latency, 99).toFixed(1).padStart(8));
  }
  console.log('all'.padEnd(5), String(all.answered + all.declines).padStart(6), pct(all.correct, all.answered).padStart(8), pct(all.script, all.answered).padStart(7),
    String(all.declines).padStart(9), pct(all.declinedRight, all.declines).padStart(12), percentile(all.latency, 50).toFixed(1).padStart(8), percentile(all.latency, 99).toFixed(1).padStart(8));
  if (misses.length) console.log(`\nmisses (${misses.length}):\n${misses.join('\n')}`);
}

main().catch((err) => { console.error(err); process.exit(1); });
