import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadKnowledge, shippedKnowledgeDir } from '../src/assistant/kb/load.ts';
import { KB_LANGUAGES, TOPICS } from '../src/assistant/kb/schema.ts';
import { dominantScript, SCRIPT_OF } from '../src/assistant/text.ts';

const shipped = shippedKnowledgeDir(path.dirname(fileURLToPath(import.meta.url)));
const kb = loadKnowledge(path.join(shipped, 'entries'), shipped);
const allText = (e: (typeof kb.entries)[number], lang: (typeof KB_LANGUAGES)[number]) =>
  [e.text[lang].title, e.text[lang].summary, ...Object.values(e.text[lang].sections)].join('\n');

describe('the shipped knowledge base', () => {
  it('validates: every entry complete in all 10 languages, with sections that fit its kind and a source (the loader throws otherwise)', () => {
    expect(kb.entries.length).toBeGreaterThanOrEqual(100);
  });

  it('covers every crop the product promises', () => {
    const crops = new Set(kb.entries.flatMap((e) => e.crops));
    for (const crop of ['rice', 'wheat', 'maize', 'cotton', 'sugarcane', 'gram', 'tur', 'moong', 'groundnut', 'soybean', 'mustard',
      'tomato', 'potato', 'onion', 'chilli', 'brinjal', 'banana', 'coconut', 'mango']) {
      expect(crops, crop).toContain(crop);
    }
  });

  it('has answers for every topic bot', () => {
    const topics = new Set(kb.entries.map((e) => e.topic));
    for (const topic of TOPICS) expect(topics, topic).toContain(topic);
  });

  it("writes each language in that language's script, the source and the product names too", () => {
    const wrong: string[] = [];
    for (const entry of kb.entries) {
      for (const lang of KB_LANGUAGES) {
        if (dominantScript(allText(entry, lang)) !== SCRIPT_OF[lang.toUpperCase()]) wrong.push(`${entry.id}:${lang}`);
        if (lang !== 'en' && dominantScript(entry.source[lang]) === 'latn') wrong.push(`${entry.id}:${lang}:source`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps doses as data: no chemical section repeats a product\'s dose in words', () => {
    // (Ranges the format can't hold yet, '20–25 kg per acre', stay in words.)
    const repeated = kb.entries.flatMap((e) => e.products.flatMap((p) => [p.perLitre, p.perAcre, p.perKgSeed]
      .filter((a) => a !== null && new RegExp(`(^|[^\\d.–-])${a.amount}\\s*${a.unit}\\b`).test(e.text.en.sections.chemical ?? ''))
      .map((a) => `${e.id}: ${a!.amount} ${a!.unit}`)));
    expect(repeated).toEqual([]);
  });

  it('names no banned pesticide', () => {
    // Banned for use in India (Ministry of Agriculture orders); an answer may only name them to warn.
    const banned = /\b(endosulfan|monocrotophos|methyl parathion|phorate|carbofuran|dicofol|dinocap|methomyl)\b/i;
    const offenders = kb.entries.filter((e) => {
      const en = allText(e, 'en');
      return e.products.some((p) => banned.test(p.ingredient)) || (banned.test(en) && !/banned|not use|do not/i.test(en));
    }).map((e) => e.id);
    expect(offenders).toEqual([]);
  });
});
