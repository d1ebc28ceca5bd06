import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/locales');
const CODES = ['hi', 'te', 'ta', 'gu', 'pa', 'ur', 'ml', 'sa', 'kn'];
/** Each language's script, as a Unicode range its strings must use. */
const SCRIPT: Record<string, RegExp> = {
  hi: /[\u0900-\u097f]/, sa: /[\u0900-\u097f]/, te: /[\u0c00-\u0c7f]/, ta: /[\u0b80-\u0bff]/, gu: /[\u0a80-\u0aff]/,
  pa: /[\u0a00-\u0a7f]/, ur: /[\u0600-\u06ff]/, ml: /[\u0d00-\u0d7f]/, kn: /[\u0c80-\u0cff]/,
};
/** Keys whose text is the same everywhere by design. */
const SAME_EVERYWHERE = new Set(['brand.nameNative', 'weather.rainMm']);

type Tree = { [k: string]: string | Tree };
const flat = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(flat(v, `${prefix}${k}.`))));
const load = (code: string) => flat(JSON.parse(fs.readFileSync(path.join(dir, `${code}.json`), 'utf8')) as Tree);

describe('translations', () => {
  const en = load('en');
  it.each(CODES)('%s has every English key, translated into its own script', (code) => {
    const strings = load(code);
    expect(Object.keys(strings).sort()).toEqual(Object.keys(en).sort());
    const untranslated = Object.entries(strings).filter(([key, text]) => {
      if (SAME_EVERYWHERE.has(key)) return false;
      const letters = text.replace(/\{\{\w+\}\}/g, '').replace(/[\d\s\p{P}\p{S}]/gu, '');
      if (!letters) return false;
      return text === en[key] || !SCRIPT[code]!.test(text);
    });
    expect(untranslated).toEqual([]);
  });

  it('keeps every placeholder of the English text', () => {
    for (const code of CODES) {
      const strings = load(code);
      for (const [key, text] of Object.entries(en)) {
        for (const placeholder of text.match(/\{\{\w+\}\}/g) ?? []) expect(strings[key], `${code}:${key}`).toContain(placeholder);
      }
    }
  });
});
