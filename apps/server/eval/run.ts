// npm run eval [-- [--gate] file.json …] — asks the open question sets through the real HTTP API
// (offline engine, shipped knowledge base) and prints per language: right (the expected entry, its
// facts, in the asker's script), declined (no entry cited), wrong (another entry, or an article
// where a decline was due), correct declines, and latency. A diagnosis is answered short, with the
// entry's other sections to open in the same reply: its facts may be in either (a fourth product
// sits under 'Chemical control'). These sets have been read while tuning:
// they are for daily work; eval:sealed measures. With --gate it exits 1 when a language is below
// GATE.right or wrong answers exceed GATE.wrong (CI runs it so); otherwise it only measures.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { dominantScript, SCRIPT_OF } from '../src/assistant/text.ts';
import { LANGUAGES, BOTS } from '../src/db/reference-data.ts';
import { DANGEROUS_REPLY, OFF_TOPIC_REPLY, SELF_HARM_REPLY } from '../src/assistant/replies.ts';
import { evalServer } from './api.ts';
import { pct, percentile } from './stats.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const OPEN_SETS = ['questions.json', 'holdout.json', 'holdout-2.json', 'holdout-3.json'];
/** The issue's bar for the open sets: every language at least 90% right, at most 3% wrong overall. */
const GATE = { right: 0.9, wrong: 0.03 };

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

const refusals = new Set([DANGEROUS_REPLY, OFF_TOPIC_REPLY, SELF_HARM_REPLY].flatMap((r) => Object.values(r)));
type Row = { asked: number; answerable: number; right: number; declined: number; wrong: number; declines: number; declinedRight: number; latency: number[] };
const emptyRow = (): Row => ({ asked: 0, answerable: 0, right: 0, declined: 0, wrong: 0, declines: 0, declinedRight: 0, latency: [] });

async function evaluate(file: string, server: Awaited<ReturnType<typeof evalServer>>) {
  const questions = questionSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  const rows = new Map<string, Row>();
  const misses: string[] = [];
  for (const item of questions) {
    // Each question in its own session, so earlier questions give no context.
    const { reply, ms } = await server.ask(await server.session(item.lang, item.bot), item.q);
    const row = rows.get(item.lang) ?? emptyRow();
    rows.set(item.lang, row);
    row.asked++;
    row.latency.push(ms);
    const inScript = dominantScript(reply.response) === SCRIPT_OF[item.lang];
    const cited = reply.sources[0]?.id;
    if ('decline' in item.expect) {
      row.declines++;
      const right = item.expect.decline === 'refuse' ? refusals.has(reply.response) : !cited;
      if (right && inScript) row.declinedRight++;
      else misses.push(`[${item.lang}] should decline (${item.expect.decline}): ${item.q} → ${cited ?? reply.response.slice(0, 60)}`);
      if (cited) row.wrong++;
      continue;
    }
    row.answerable++;
    const text = [reply.response, ...(reply.sections ?? []).map((s) => s.text)].join('\n').toLowerCase();
    const missing = item.expect.facts.filter((f) => !text.includes(f.toLowerCase()));
    if (!cited) row.declined++;
    else if (cited !== item.expect.entry) row.wrong++;
    if (cited === item.expect.entry && missing.length === 0 && inScript) row.right++;
    else misses.push(`[${item.lang}] ${item.q} → ${cited ?? 'declined'} (want ${item.expect.entry}${missing.length ? `, facts missing: ${missing.join(', ')}` : ''}${inScript ? '' : ', wrong script'})`);
  }

  console.log(`\n${path.relative(process.cwd(), file)}: ${questions.length} questions`);
  console.log('lang'.padEnd(5), 'asked'.padStart(6), 'right'.padStart(7), 'declined'.padStart(9), 'wrong'.padStart(7), 'declines ok'.padStart(12), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8));
  const all = emptyRow();
  const failures: string[] = [];
  const line = (label: string, r: Row) => console.log(label.padEnd(5), String(r.asked).padStart(6), pct(r.right, r.answerable).padStart(7), pct(r.declined, r.answerable).padStart(9),
    pct(r.wrong, r.asked).padStart(7), pct(r.declinedRight, r.declines).padStart(12), percentile(r.latency, 50).toFixed(1).padStart(8), percentile(r.latency, 99).toFixed(1).padStart(8));
  for (const lang of LANGUAGES.map((l) => l.code)) {
    const r = rows.get(lang);
    if (!r) continue;
    for (const k of ['asked', 'answerable', 'right', 'declined', 'wrong', 'declines', 'declinedRight'] as const) all[k] += r[k];
    all.latency.push(...r.latency);
    line(lang, r);
    if (r.answerable && r.right / r.answerable < GATE.right) failures.push(`${lang} right ${pct(r.right, r.answerable)} < ${GATE.right * 100}%`);
  }
  line('all', all);
  if (all.wrong / all.asked > GATE.wrong) failures.push(`wrong ${pct(all.wrong, all.asked)} > ${GATE.wrong * 100}%`);
  return { misses, failures };
}

async function main() {
  const args = process.argv.slice(2);
  const gate = args.includes('--gate');
  const showMisses = args.includes('--misses');
  const files = args.filter((a) => !a.startsWith('--'));
  const server = await evalServer();
  const failures: string[] = [];
  for (const file of files.length ? files : OPEN_SETS.map((f) => path.join(here, f))) {
    const result = await evaluate(file, server);
    if (showMisses && result.misses.length) console.log(`\nmisses (${result.misses.length}):\n${result.misses.join('\n')}`);
    failures.push(...result.failures.map((f) => `${path.basename(file)}: ${f}`));
  }
  await server.close();
  if (failures.length) console.log(`\nbelow the bar (right ≥ ${GATE.right * 100}% per language, wrong ≤ ${GATE.wrong * 100}%):\n${failures.join('\n')}`);
  if (gate && failures.length) process.exit(1);
}

main().catch((err) => { console.error(err); process.exit(1); });
