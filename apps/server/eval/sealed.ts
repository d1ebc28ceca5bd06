// npm run eval:sealed — the sealed question sets (eval/sealed/), written by people who never saw the
// knowledge base, asked through the real HTTP API. It prints TOTALS ONLY, per language, category
// and romanized typing: never a question, an answer or a miss, so that reading its output cannot
// tune the engine to the set. A measurement, not a test: it exits 0 whatever the numbers.
//
// Each answer is one of:
// - right: an answer (it cites an entry) holding one alternative of every fact group, in its text
//   or the sections it carries to open; a follow-up (the second turn) in its text alone, since a
//   dose or waiting question is answered by the part asked, not the whole article;
// - declined: no entry cited (an honest "I don't know", with a helpline, or a refusal);
// - wrong: an entry cited without the facts — a confident answer about something else, the worst.
// - with --live, the forecast or the mandi prices (a live:weather or live:price source) are right
//   for a question that needs them, and judged by its facts for any other ('rain tomorrow, can I
//   spray?' is answered by the spray window).
// 'covered' questions are those someone who read the entries (not the answers) marked answerable.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { BOTS, LANGUAGES } from '../src/db/reference-data.ts';
import { evalServer, type Reply } from './api.ts';
import { pct, percentile } from './stats.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const sealedDir = path.join(here, 'sealed');
const args = process.argv.slice(2);
const dir = path.resolve(args.find((a) => !a.startsWith('--')) ?? sealedDir);
// Misses are for open sets written the same way (eval/calls): never for a sealed folder
// (eval/sealed, eval/sealed-season: any folder whose name begins with 'sealed').
const showMisses = args.includes('--misses');
// --declines: the honest declines too (with --misses), to see what a change turned from right into a decline.
const showDeclines = args.includes('--declines');
// --live: forecasts and prices from local fakes of Open-Meteo and data.gov.in, every question with a shared phone location.
const live = args.includes('--live');
if (showMisses && path.basename(dir).startsWith('sealed')) {
  console.error('eval:sealed never prints misses of the sealed set');
  process.exit(1);
}

const lang = z.enum(['EN', 'HI', 'TE', 'TA', 'GU', 'PA', 'UR', 'ML', 'SA', 'KN']);
const bot = z.enum(BOTS.map((b) => b.slug) as [string, ...string[]]);
const facts = z.array(z.array(z.string().min(1)).min(1));
const question = z.object({
  lang, bot, q: z.string().min(2), romanized: z.boolean(),
  category: z.enum(['weather', 'plant-protection', 'fertilizer', 'sowing-varieties', 'schemes', 'market', 'livestock', 'soil-water']),
  needs_live: z.enum(['weather', 'price']).nullable(),
  facts, decline_ok: z.boolean(), decline_helpline: z.array(z.string()).default([]),
  covered: z.boolean().optional(),
});
const conversation = z.object({
  lang, bot, kind: z.enum(['dose', 'waiting-period', 'animal-safety', 'organic', 'other-crop', 'livestock-followup', 'fertilizer-followup']),
  turns: z.tuple([z.object({ q: z.string(), facts }), z.object({ q: z.string(), facts })]),
  covered: z.boolean().optional(),
});

/**
 * Case, Unicode form, invisible joiners and the nukta don't decide a match: Hindi writes
 * मेटसल्फ़्यूरॉन and मेटसल्फ्यूरॉन alike (the dot under फ़ is optional), and a reader takes both for
 * metsulfuron.
 */
const fold = (s: string) => s.normalize('NFKC').toLowerCase().replace(/[\u200b-\u200d\u2060\ufeff]/g, '').replace(/\u093c/g, '');
const holds = (answer: string, groups: string[][]) => {
  const text = fold(answer);
  return groups.every((alternatives) => alternatives.some((a) => text.includes(fold(a))));
};
type Verdict = 'right' | 'declined' | 'wrong';
const judge = (reply: Reply, groups: string[][], needsLive: 'weather' | 'price' | null, asked: 'whole' | 'part' = 'whole'): Verdict => {
  if (reply.sources.length === 0) return 'declined';
  // The forecast answers a forecast question, the mandi prices a price question (the provider's
  // data, whatever it holds); any other question by the facts it asks for.
  const tool = reply.sources[0]?.id;
  if ((tool === 'live:weather' && needsLive === 'weather') || (tool === 'live:price' && needsLive === 'price')) return 'right';
  const live = needsLive !== null && tool !== 'live:weather' && tool !== 'live:price';
  // Without a live tool, an article answering a forecast or today's price is about something else.
  if (live || groups.length === 0) return 'wrong';
  const text = asked === 'part' ? reply.response : [reply.response, ...(reply.sections ?? []).map((s) => s.text)].join('\n');
  return holds(text, groups) ? 'right' : 'wrong';
};

interface Tally { n: number; right: number; declined: number; wrong: number; helpline: number }
const tally = (): Tally => ({ n: 0, right: 0, declined: 0, wrong: 0, helpline: 0 });
const add = (t: Tally, v: Verdict, helpline: boolean) => { t.n++; t[v]++; if (v === 'declined' && helpline) t.helpline++; };
const row = (label: string, t: Tally) => console.log(label.padEnd(18), String(t.n).padStart(5), pct(t.right, t.n).padStart(7),
  pct(t.declined, t.n).padStart(9), pct(t.wrong, t.n).padStart(7), pct(t.helpline, t.declined).padStart(10));
const header = (title: string) => console.log(`\n${title}\n${'group'.padEnd(18)} ${'asked'.padStart(5)} ${'right'.padStart(7)} ${'declined'.padStart(9)} ${'wrong'.padStart(7)} ${'helpline'.padStart(10)}`);

const readAll = <T>(prefix: string, schema: z.ZodType<T>) => fs.readdirSync(dir)
  .filter((f) => f.startsWith(prefix) && f.endsWith('.json')).sort()
  .flatMap((f) => z.array(schema).parse(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))));

async function main() {
  const questions = readAll('questions-', question);
  const conversations = readAll('conversations-', conversation);
  const server = await evalServer({ live });
  const groups = new Map<string, Tally>();
  const bump = (key: string, v: Verdict, helpline: boolean) => {
    if (!groups.has(key)) groups.set(key, tally());
    add(groups.get(key)!, v, helpline);
  };
  const latency: number[] = [];
  const misses: string[] = [];
  const miss = (v: Verdict, what: string, reply: Reply) => {
    if (showMisses && v !== 'right') misses.push(`${v}: ${what} → ${reply.sources[0]?.id ?? reply.response.slice(0, 80).replace(/\n/g, ' ')}`);
  };

  for (const item of questions) {
    const { reply, ms } = await server.ask(await server.session(item.lang, item.bot), item.q);
    latency.push(ms);
    const v = judge(reply, item.facts, item.needs_live);
    const helpline = item.decline_helpline.length > 0 && holds(reply.response, [item.decline_helpline]);
    if (!(v === 'declined' && item.decline_ok && !showDeclines)) miss(v, `[${item.lang} ${item.category}${item.decline_ok ? ', decline ok' : ''}] ${item.q}`, reply);
    for (const key of ['all', `lang:${item.lang}`, `cat:${item.category}`, item.romanized ? 'typed:romanized' : 'typed:native',
      ...(item.covered ? ['covered:all', `covered-lang:${item.lang}`, `covered-cat:${item.category}`] : ['covered:not covered']),
      ...(item.needs_live ? [`live:${item.needs_live}`] : [])]) bump(key, v, helpline);
  }
  for (const c of conversations) {
    const session = await server.session(c.lang, c.bot);
    const one = (await server.ask(session, c.turns[0].q)).reply;
    const first = judge(one, c.turns[0].facts, null);
    miss(first, `[${c.lang} conv ${c.kind} 1] ${c.turns[0].q}`, one);
    const two = (await server.ask(session, c.turns[1].q)).reply;
    const second = judge(two, c.turns[1].facts, null, 'part');
    miss(second, `[${c.lang} conv ${c.kind} 2] ${c.turns[1].q}`, two);
    const both: Verdict = first === 'right' && second === 'right' ? 'right' : first === 'wrong' || second === 'wrong' ? 'wrong' : 'declined';
    for (const key of ['conv:all', `conv-lang:${c.lang}`, `conv-kind:${c.kind}`, ...(c.covered ? ['conv:covered'] : [])]) {
      bump(`${key}:turn1`, first, false);
      bump(`${key}:turn2`, second, false);
      bump(`${key}:both`, both, false);
    }
  }
  await server.close();

  const show = (key: string, label: string) => { const t = groups.get(key); if (t) row(label, t); };
  const langs = LANGUAGES.map((l) => l.code);
  console.log(`eval:sealed — ${questions.length} questions and ${conversations.length} two-turn conversations from ${path.relative(process.cwd(), dir)}; totals only${live ? '; forecasts and prices from local fakes of Open-Meteo and data.gov.in, phone location shared' : ''}`);
  console.log('helpline = share of declines that name the helpline the question calls for');
  header('all questions');
  const overall: [string, string][] = [['all', 'all'], ['covered:all', 'covered'], ['covered:not covered', 'not covered'],
    ['typed:native', 'native script'], ['typed:romanized', 'romanized'], ['live:weather', 'live forecast'], ['live:price', 'live price']];
  for (const [key, label] of overall) show(key, label);
  header('by language: all, then covered only');
  for (const l of langs) { show(`lang:${l}`, l); show(`covered-lang:${l}`, `${l} covered`); }
  header('by category: all, then covered only');
  for (const c of question.shape.category.options) { show(`cat:${c}`, c); show(`covered-cat:${c}`, `${c} covered`); }
  header('two-turn conversations: first turn, follow-up, both');
  for (const scope of ['conv:all', 'conv:covered', ...langs.map((l) => `conv-lang:${l}`), ...conversation.shape.kind.options.map((k) => `conv-kind:${k}`)]) {
    for (const turn of ['turn1', 'turn2', 'both']) show(`${scope}:${turn}`, `${scope.split(':')[1]} ${turn}`);
  }
  if (misses.length) console.log(`\nmisses (${misses.length}):\n${misses.join('\n')}`);
  console.log(`\nlatency p50 ${percentile(latency, 50).toFixed(1)} ms, p99 ${percentile(latency, 99).toFixed(1)} ms`);
}

// A shape error names where, never what: the values are the sealed questions.
main().catch((err) => {
  console.error(err instanceof z.ZodError ? `a sealed file has the wrong shape at: ${err.issues.map((i) => i.path.join('.')).join(', ')}` : err);
  process.exit(1);
});
