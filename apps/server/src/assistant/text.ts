/**
 * Unicode-aware words: letters, combining marks (Indic vowel signs, viramas, nuktas) and digits
 * stay inside a word; joiners (ZWJ/ZWNJ) are dropped, and Devanagari spelling variants are folded
 * so गेहूँ and गेहूं, फ़ and फ match.
 */
export function words(text: string): string[] {
  const folded = text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u200c\u200d]/g, '')
    .replace(/\u0901/g, '\u0902') // chandrabindu → anusvara
    .replace(/\u093c/g, ''); // nukta
  return folded.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

/** Whether two words are within `max` edits (insert, delete, substitute, or swap two neighbours). */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
      best = Math.min(best, v);
    }
    if (best > max) return false;
  }
  return d[a.length]![b.length]! <= max;
}

const isLatin = (w: string) => /^[a-z0-9]+$/.test(w);

/** Whether a query word stands for a lexicon word: same word, English plural, or one typo in a long romanized word. */
export function sameWord(query: string, term: string, fuzzy = true): boolean {
  if (query === term) return true;
  // Indian languages add endings to the word itself (వరిలో 'in rice', ಭತ್ತದ 'of paddy', गेहूँ को):
  // a key of three or more letters that begins the word matches it.
  if (!isLatin(term)) return [...term].length >= 3 && query.startsWith(term);
  if (!isLatin(query)) return false;
  if (query.replace(/(es|s)$/, '') === term || term.replace(/(es|s)$/, '') === query) return true;
  if (!fuzzy) return false;
  // Both words long: a short word one edit away is usually another word ('what' is not 'wheat').
  return term.length >= 5 && query.length >= 5 && withinEdits(query, term, 1);
}

/** The script a text is mostly written in, by Unicode block. */
export function dominantScript(text: string): string | null {
  const counts = new Map<string, number>();
  const blocks: [RegExp, string][] = [
    [/[\u0900-\u097f]/u, 'deva'], [/[\u0c00-\u0c7f]/u, 'telu'], [/[\u0b80-\u0bff]/u, 'taml'],
    [/[\u0a80-\u0aff]/u, 'gujr'], [/[\u0a00-\u0a7f]/u, 'guru'], [/[\u0600-\u06ff\u0750-\u077f]/u, 'arab'],
    [/[\u0d00-\u0d7f]/u, 'mlym'], [/[\u0c80-\u0cff]/u, 'knda'], [/[a-z]/iu, 'latn'],
  ];
  for (const ch of text) {
    const hit = blocks.find(([re]) => re.test(ch));
    if (hit) counts.set(hit[1], (counts.get(hit[1]) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [script, n] of counts) if (!best || n > (counts.get(best) ?? 0)) best = script;
  return best;
}

/** Each language's script (Sanskrit and Hindi share Devanagari). */
export const SCRIPT_OF: Record<string, string> = {
  EN: 'latn', HI: 'deva', SA: 'deva', TE: 'telu', TA: 'taml', GU: 'gujr', PA: 'guru', UR: 'arab', ML: 'mlym', KN: 'knda',
};
