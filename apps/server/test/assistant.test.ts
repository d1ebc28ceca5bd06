import { describe, expect, it } from 'vitest';
import { defaultAssistant } from '../src/assistant/index.ts';
import type { AssistantQuestion } from '../src/assistant/assistant.ts';
import { LANGUAGE_CODES, NO_ANSWER } from '../src/assistant/replies.ts';
import { answerLanguage } from '../src/assistant/retrieval-assistant.ts';
import { dominantScript, SCRIPT_OF, words } from '../src/assistant/text.ts';

const assistant = defaultAssistant();
const ask = (text: string, language = 'EN', slug = 'crop-disease', extra: Partial<AssistantQuestion> = {}) =>
  assistant.answer({ text, language, spoken: false, media: [], bot: { id: 1, slug, name: slug }, history: [], speech: false, ...extra });

describe('words', () => {
  it('keeps combining marks inside Indic words and folds spelling variants', () => {
    expect(words('गेहूँ में पीला रतुआ!')).toEqual(['गेहूं', 'में', 'पीला', 'रतुआ']);
    expect(words('వరి అగ్గి తెగులు')).toEqual(['వరి', 'అగ్గి', 'తెగులు']);
    expect(words('ਕਣਕ, ਪੀਲੀ ਕੁੰਗੀ')).toEqual(['ਕਣਕ', 'ਪੀਲੀ', 'ਕੁੰਗੀ']);
    expect(words('گندم کے پتوں')).toEqual(['گندم', 'کے', 'پتوں']);
    expect(words('Wheat—RUST?')).toEqual(['wheat', 'rust']);
  });

  it('tells the script a question is written in', () => {
    expect(dominantScript('धान में रोग')).toBe('deva');
    expect(dominantScript('ಗೋಧಿ')).toBe('knda');
    expect(dominantScript('rice blast')).toBe('latn');
    expect(answerLanguage('EN', 'धान में ब्लास्ट')).toBe('HI');
    expect(answerLanguage('SA', 'धान में ब्लास्ट')).toBe('SA');
    expect(answerLanguage('TE', 'rice blast')).toBe('TE');
  });
});

describe('starter knowledge base', () => {
  const cases: [string, string, string, string][] = [
    ['EN', 'wheat leaves have yellow stripes of powder', 'wheat-rust', 'propiconazole'],
    ['EN', 'yellow rust in my field', 'wheat-rust', 'propiconazole'],
    ['HI', 'गेहूं में पीला रतुआ लग गया है क्या करें', 'wheat-rust', 'प्रोपिकोनाज़ोल'],
    ['HI', 'gehu me peela rog aa gaya', 'wheat-rust', 'प्रोपिकोनाज़ोल'],
    ['HI', 'gehoon mein pila ratua', 'wheat-rust', 'प्रोपिकोनाज़ोल'],
    ['EN', 'paddy neck blast, grains empty', 'rice-blast', 'tricyclazole'],
    ['EN', 'rice leaves with eye shaped spots', 'rice-blast', 'tricyclazole'],
    ['HI', 'धान में झोंका रोग', 'rice-blast', 'ट्राइसाइक्लाज़ोल'],
    ['EN', 'potato late blight control', 'potato-late-blight', 'cymoxanil'],
    ['EN', 'potatos leaves black patches white mould', 'potato-late-blight', 'mancozeb'],
    ['HI', 'आलू में पछेती झुलसा की दवा', 'potato-late-blight', 'मैंकोज़ेब'],
    ['HI', 'aloo me jhulsa rog', 'potato-late-blight', 'मैंकोज़ेब'],
    ['EN', 'tomato late blight', 'tomato-late-blight', 'metalaxyl'],
    ['HI', 'टमाटर में झुलसा रोग', 'tomato-late-blight', 'मेटालैक्सिल'],
    ['EN', 'how to take a soil sample for testing', 'soil-sampling', 'zig-zag'],
    ['HI', 'मिट्टी की जांच के लिए नमूना कैसे लें', 'soil-sampling', 'ज़िग-ज़ैग'],
    ['HI', 'mitti ki jaanch kaise karwaye', 'soil-sampling', 'ज़िग-ज़ैग'],
  ];
  it.each(cases)('[%s] %s → %s', async (language, question, id, fact) => {
    const answer = await ask(question, language);
    expect(answer.sources.map((s) => s.id)).toEqual([id]);
    expect(answer.text).toContain(fact);
    expect(answer.text).toContain(language === 'HI' ? 'स्रोत' : 'Source');
    expect(answer.audio).toBeNull();
  });

  it.each([
    ['how to grow tomato in summer'],
    ['what is the price of onion today'],
    ['rice rust'],
    ['my wheat is yellow'],
    ['tell me a joke'],
  ])('declines what it cannot answer: %s', async (question) => {
    const answer = await ask(question);
    expect(answer.sources).toEqual([]);
    expect(answer.text).toBe(NO_ANSWER.EN);
  });

  it('says it does not know in every language, in that language\'s script, with the helpline', async () => {
    for (const code of LANGUAGE_CODES) {
      const answer = await ask('zzz qqq', code);
      expect(answer.text).toContain('1800-180-1551');
      expect(dominantScript(answer.text)).toBe(SCRIPT_OF[code]);
    }
  });

  it('answers from English with a note where an entry has no text in the language yet', async () => {
    const answer = await ask('wheat yellow rust', 'TE');
    expect(answer.text).toContain('propiconazole');
    expect(answer.text).toMatch(/^ఈ సమాచారం/);
  });

  it('asks a farmer to type when a recording could not be understood, and to describe a photo', async () => {
    expect((await ask('', 'HI', 'crop-disease', { spoken: true })).text).toContain('लिखकर');
    expect((await ask('', 'EN', 'crop-disease', { media: [{ kind: 'image', mime: 'image/jpeg' }] })).text).toContain('photo');
  });
});
