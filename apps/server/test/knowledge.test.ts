import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultKnowledgeDir, KB_LANGUAGES, loadKnowledge, TOPICS } from '../src/assistant/knowledge.ts';
import { dominantScript, SCRIPT_OF } from '../src/assistant/text.ts';

const kb = loadKnowledge(defaultKnowledgeDir(path.dirname(fileURLToPath(import.meta.url))));

describe('the shipped knowledge base', () => {
  it('validates: every entry complete in all 10 languages, with a source (the loader throws otherwise)', () => {
    expect(kb.entries.length).toBeGreaterThanOrEqual(60);
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

  it("writes each language's answer in that language's script", () => {
    const wrong: string[] = [];
    for (const entry of kb.entries) {
      for (const lang of KB_LANGUAGES) {
        if (dominantScript(entry.answer[lang]) !== SCRIPT_OF[lang.toUpperCase()]) wrong.push(`${entry.id}:${lang}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('names no banned pesticide', () => {
    // Banned for use in India (Ministry of Agriculture orders); an answer may only name them to warn.
    const banned = /\b(endosulfan|monocrotophos|methyl parathion|phorate|carbofuran|dicofol|dinocap|methomyl)\b/i;
    const offenders = kb.entries.filter((e) => banned.test(e.answer.en) && !/banned|not use|do not/i.test(e.answer.en)).map((e) => e.id);
    expect(offenders).toEqual([]);
  });
});
