// What the back office shows, worked out from the answered questions of a week (pure functions:
// the repository reads the rows, the routes render these).

export interface TurnRow {
  id: number; query: string; response: string | null; telemetry: string | null; created_on: string; answered_on: string | null;
  language: string; bot: string; mobile_number: string | null;
  rating: 'up' | 'down' | null; reasons: string | null; note: string | null; review: string | null;
}
export interface Filters { language?: string | undefined; bot?: string | undefined; route?: string | undefined; crop?: string | undefined }
export interface Turn {
  id: number; asked: string; question: string; language: string; bot: string; route: string; intent: string; crop: string;
  entry: string; reason: string; farmer: string; ms: number | null; rating: string; reasons: string[]; note: string; review: string;
}

/** The farmer's number is never shown whole: only its last 4 digits. */
export const lastDigits = (mobile: string | null) => (mobile ? `••••••${mobile.slice(-4)}` : 'anonymous');
/** Questions told apart by their words, not their case, spacing or punctuation. */
export const normalised = (text: string) => text.normalize('NFC').toLowerCase().replace(/[\p{P}\p{S}]+/gu, ' ').replace(/\s+/g, ' ').trim();

export function turnsOf(rows: TurnRow[], filters: Filters): Turn[] {
  return rows.map((r) => {
    let t: { route?: string; intent?: string | null; crop?: string | null; entry?: string | null; reason?: string | null } = {};
    try { t = r.telemetry ? JSON.parse(r.telemetry) : {}; } catch { /* an old answer without telemetry */ }
    let reasons: string[] = [];
    try { reasons = r.reasons ? JSON.parse(r.reasons) as string[] : []; } catch { /* none */ }
    return {
      id: r.id, asked: r.created_on, question: r.query, language: r.language, bot: r.bot, route: t.route ?? '', intent: t.intent ?? '',
      crop: t.crop ?? '', entry: t.entry ?? '', reason: t.reason ?? '', farmer: lastDigits(r.mobile_number),
      ms: r.answered_on ? new Date(r.answered_on).getTime() - new Date(r.created_on).getTime() : null,
      rating: r.rating ?? '', reasons, note: r.note ?? '', review: r.review ?? '',
    };
  }).filter((t) => (!filters.language || t.language === filters.language) && (!filters.bot || t.bot === filters.bot)
    && (!filters.route || t.route === filters.route) && (!filters.crop || t.crop === filters.crop));
}

/** Declined questions grouped by what the engine recorded (intent and crop) and their words, biggest group first. */
export function declinedGroups(turns: Turn[]) {
  const groups = new Map<string, { intent: string; crop: string; text: string; turns: Turn[] }>();
  for (const t of turns.filter((x) => x.route === 'decline')) {
    const key = `${t.intent}|${t.crop}|${normalised(t.question)}`;
    const group = groups.get(key) ?? { intent: t.intent, crop: t.crop, text: normalised(t.question), turns: [] };
    group.turns.push(t);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.turns.length - a.turns.length || a.text.localeCompare(b.text));
}

/** The most asked questions, by their words. */
export function mostAsked(turns: Turn[], limit = 50) {
  const counts = new Map<string, { text: string; n: number; language: string }>();
  for (const t of turns) {
    const text = normalised(t.question);
    const c = counts.get(text) ?? { text, n: 0, language: t.language };
    c.n++;
    counts.set(text, c);
  }
  return [...counts.values()].sort((a, b) => b.n - a.n || a.text.localeCompare(b.text)).slice(0, limit);
}

/** Answer time per language and route: how many, median and 95th percentile in ms. */
export function latency(turns: Turn[]) {
  const by = new Map<string, number[]>();
  for (const t of turns) if (t.ms !== null) by.set(`${t.language}|${t.route}`, [...(by.get(`${t.language}|${t.route}`) ?? []), t.ms]);
  const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return [...by].map(([key, ms]) => {
    const sorted = [...ms].sort((a, b) => a - b);
    const [language, route] = key.split('|');
    return { language: language!, route: route!, n: sorted.length, p50: at(sorted, 50), p95: at(sorted, 95) };
  }).sort((a, b) => a.language.localeCompare(b.language) || a.route.localeCompare(b.route));
}

/**
 * CSV with every cell quoted, and a cell a spreadsheet would run as a formula (=, +, -, @, or a
 * tab or return first) made text with a leading apostrophe.
 */
export function csv(header: string[], rows: (string | number | null)[][]): string {
  const cell = (v: string | number | null) => {
    const s = v === null ? '' : String(v);
    const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
    return `"${safe.replace(/"/g, '""')}"`;
  };
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** The Monday (UTC) that begins the week holding `day`, and the next Monday. */
export function weekOf(day: Date): { from: string; to: string; monday: string } {
  const d = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  const next = new Date(d);
  next.setUTCDate(next.getUTCDate() + 7);
  return { from: d.toISOString(), to: next.toISOString(), monday: d.toISOString().slice(0, 10) };
}
