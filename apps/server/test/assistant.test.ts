import { describe, expect, it } from 'vitest';
import type { AssistantQuestion } from '../src/assistant/assistant.ts';
import { answerLanguage, knowledgeAssistant } from '../src/assistant/engine.ts';
import { understand } from '../src/assistant/understand/index.ts';
import { loadVocabulary } from '../src/assistant/kb/vocabulary.ts';
import { prepareKnowledge, shippedKnowledgeDir } from '../src/assistant/kb/load.ts';
import { KnowledgeError } from '../src/assistant/search/legacy-index.ts';
import type { ChatModel } from '../src/assistant/providers/chat-model.ts';
import type { Transcriber } from '../src/assistant/providers/transcriber.ts';
import { DANGEROUS_REPLY, LANGUAGE_CODES, OFF_TOPIC_REPLY } from '../src/assistant/replies.ts';
import { warmSearch } from '../src/assistant/search/index.ts';
import { cropsNamed } from '../src/assistant/search/retrieval.ts';
import { refusalFor } from '../src/assistant/safety/index.ts';
import { beginsWith, dominantScript, SCRIPT_OF, sameWord, words } from '../src/assistant/text.ts';
import { FIXTURE, fixtureEntry } from './kb-fixture.ts';

// The engine's logic on a small fixture, in the shipped vocabulary (intents, templates, declines).
const vocabulary = loadVocabulary(`${shippedKnowledgeDir(import.meta.dirname)}/vocabulary`);
const prepare = (files: { name: string; data: unknown }[]) => prepareKnowledge(files, vocabulary);
const kb = prepare([{ name: 'fixture.json', data: FIXTURE }]);
const templates = (code: string) => vocabulary.templates[code.toLowerCase() as 'en'];
const assistant = knowledgeAssistant({ kb });
const question = (text: string, extra: Partial<AssistantQuestion> = {}): AssistantQuestion =>
  ({ text, audio: null, media: [], language: 'EN', bot: { id: 1, slug: 'crop-disease', name: 'Crop Disease' }, history: [], speech: false, ...extra });
const ask = (text: string, extra: Partial<AssistantQuestion> = {}) => assistant.answer(question(text, extra));
const idOf = async (text: string, extra: Partial<AssistantQuestion> = {}) => (await ask(text, extra)).sources[0]?.id;
/** Asks, expects no entry cited, and gives the answer (the decline). */
const declined = async (text: string, language = 'EN') => { const a = await ask(text, { language }); expect(a.sources, text).toEqual([]); return a; };

describe('words', () => {
  it('keeps combining marks inside Indic words and folds spelling variants', () => {
    expect(words('गेहूँ में पीला रतुआ!')).toEqual(['गेहूं', 'में', 'पिला', 'रतुआ']);
    expect(words('వరి అగ్గి తెగులు')).toEqual(['వరి', 'అగ్గి', 'తెగులు']);
    expect(words('ਕਣਕ, ਪੀਲੀ ਕੁੰਗੀ')).toEqual(['ਕਣਕ', 'ਪਿਲਿ', 'ਕੁੰਗਿ']); // long and short i are one letter
    expect(words('ખનીજ મિશ્રણ')).toEqual(words('ખનિજ મિશ્રણ'));
    expect(words('ਸੂਣ')).not.toEqual(words('ਸੁਣ')); // u and ū tell calving from 'tell'
    expect(words('گندم کے پتوں')).toEqual(['گندم', 'کے', 'پتوں']);
    expect(words('Wheat—RUST?')).toEqual(['wheat', 'rust']);
    expect(words('നെൽപ്പാടം')).toEqual(words('നെല്പ്പാടം')); // a chillu letter is its consonant with a virama
  });

  it('lets a key begin a longer word only where an ending follows, not a consonant joined on by a virama', () => {
    expect(beginsWith('വിലയ്ക്ക്', 'വില')).toBe(true); // price, inflected
    expect(beginsWith('വില്ക്കാം', 'വില')).toBe(false); // 'may sell'
    expect(beginsWith('प्रीमियम्', 'प्रीमियम')).toBe(true); // Sanskrit's final consonant
  });

  it('reads a Tamil or Malayalam word whose dead consonant or -m an ending changed, but not a verb made of it', () => {
    const w = (s: string) => words(s)[0]!;
    expect(beginsWith(w('താറാവിനെ'), w('താറാവ്'))).toBe(true); // ducks (object)
    expect(beginsWith(w('കൃഷിഭവനിൽ'), w('കൃഷിഭവൻ'))).toBe(true); // a chillu's
    expect(beginsWith(w('மேய்ச்சலுக்கு'), w('மேய்ச்சல்'))).toBe(true); // for grazing
    expect(beginsWith(w('பருவத்தில்'), w('பருவம்'))).toBe(true); // in the season
    expect(beginsWith(w('സമയത്ത്'), w('സമയം'))).toBe(true); // at the time
    expect(beginsWith(w('മഞ്ഞളിക്കുന്നു'), w('മഞ്ഞൾ'))).toBe(false); // turning yellow is no turmeric
    expect(beginsWith(w('മഞ്ഞളിപ്പ്'), w('മഞ്ഞൾ'))).toBe(false); // nor yellowing
    expect(beginsWith(w('புலியை'), w('புல்'))).toBe(false); // a tiger is no grass: stems of four letters at least
  });

  it('reads a Sanskrit key written with its ending as its stem\'s other forms, never a short one', () => {
    const w = (s: string) => words(s)[0]!;
    expect(beginsWith(w('छिद्राणि'), w('छिद्रम्'))).toBe(true); // holes, a hole
    expect(beginsWith(w('फलपतनं'), w('फलपतनम्'))).toBe(true);
    expect(beginsWith(w('कीटनाशकम्'), w('कीटः'))).toBe(false); // an insecticide is no insect
  });

  it('tells the script a question is written in, and answers in it', () => {
    expect(dominantScript('धान में रोग')).toBe('deva');
    expect(dominantScript('ಗೋಧಿ')).toBe('knda');
    expect(answerLanguage('EN', 'धान में ब्लास्ट')).toBe('HI');
    expect(answerLanguage('SA', 'धान में ब्लास्ट')).toBe('SA');
    expect(answerLanguage('TE', 'rice blast')).toBe('TE');
  });
});

describe('retrieval', () => {
  it('finds the entry from a strong key alone, a weak key with its crop, romanized and misspelled', async () => {
    expect(await idOf('there is yellow rust in my field')).toBe('wheat-rust');
    expect(await idOf('wheat leaves have yellow stripes')).toBe('wheat-rust');
    expect(await idOf('gehun me peela ratua')).toBe('wheat-rust');
    expect(await idOf('wheat leaves with yelow stripes')).toBe('wheat-rust');
    expect(await idOf('yelow rust in my feild')).toBe('wheat-rust');
    expect(await idOf('what are yellow stripes')).toBeUndefined(); // 'what' is not 'wheat'
    expect(await idOf('गेहूँ में पीला रतुआ')).toBe('wheat-rust');
    expect(await idOf('गेहूंओं में पीला रतुआ')).toBe('wheat-rust'); // an ending on the crop's name
    expect(await idOf('paddy leaves with eye shaped spots')).toBe('rice-blast');
  });

  it('tells crops apart when the problem is the same, and refuses a crop the entry is not for', async () => {
    expect(await idOf('potato late blight')).toBe('potato-late-blight');
    expect(await idOf('tomato late blight')).toBe('tomato-late-blight');
    expect(await idOf('rice yellow rust')).toBeUndefined();
    expect(await idOf('yellow stripes on leaves')).toBeUndefined(); // a weak key needs its crop
  });

  it('reads a key that names its own crop as a sign beside that crop (the crop\'s name counts once, as the crop)', async () => {
    const scab = fixtureEntry('potato-scab', 'crop-disease', ['potato'], { en: { strong: ['potato scab', 'scabby potato tubers'], weak: [] } }, 'seed treatment', { problem: 'scab' });
    const withScab = knowledgeAssistant({ kb: prepare([{ name: 'fixture.json', data: { ...FIXTURE, entries: [...FIXTURE.entries, scab] } }]) });
    const idIn = async (text: string) => (await withScab.answer(question(text))).sources[0]?.id;
    expect(await idIn('potato scab')).toBe('potato-scab');
    expect(await idIn('my potato tubers are scabby')).toBe('potato-scab');
    // Without the crop named, what is left of the key names no crop's problem.
    expect(await idIn('scab on the skin')).toBeUndefined();
  });

  it('says honestly that it does not know, in every language and script, with the Kisan Call Centre', async () => {
    for (const code of LANGUAGE_CODES) {
      const answer = await ask('zzz qqq', { language: code });
      expect(answer.text).toBe(templates(code).declines.general);
      expect(answer.text).toContain('1800-180-1551');
      expect(dominantScript(answer.text)).toBe(SCRIPT_OF[code]);
    }
  });

  it('answers with the source and follow-up questions, in the session language', async () => {
    const answer = await ask('yellow rust', { language: 'HI' });
    expect(answer.text).toContain('propiconazole');
    expect(answer.text).toContain(`${templates('HI').source}: Test institute (hi): wheat-rust advisory`);
    expect(answer.followups).toEqual([templates('HI').chips.dose, templates('HI').chips.waiting, templates('HI').chips['animal-safety']]);
    expect(answer.language).toBe('HI');
  });

  it('gives a diagnosis as the name, what to do now and the dose, with the rest to open', async () => {
    const answer = await ask('wheat yellow rust');
    expect(answer.text.split('\n')[0]).toBe('wheat-rust title en');
    expect(answer.text).toContain('propiconazole 25 EC: 200 ml per acre, 1 ml per litre of water');
    expect(answer.sections.map((s) => s.id)).toEqual(['symptoms', 'prevention', 'organic', 'chemical', 'safety']);
    expect(answer.telemetry).toMatchObject({ route: 'knowledge', entry: 'wheat-rust', part: 'short' });
    expect(Object.keys(answer.telemetry.stages)).toEqual(expect.arrayContaining(['safety', 'understand', 'search', 'route', 'compose']));
  });

  it('answers a follow-up from the entry the conversation is about, with the part asked', async () => {
    const history = [{ query: 'wheat yellow rust', response: '…', entryId: 'wheat-rust' }];
    const dose = await ask('what dose?', { history });
    expect(dose.sources[0]?.id).toBe('wheat-rust');
    expect(dose.telemetry.part).toBe('dose');
    expect(dose.text).toContain('200 ml per acre');
    expect(dose.text).not.toContain('Answer en for wheat-rust'); // the part asked, not the article again
    const waiting = await ask('how many days before harvest after spraying?', { history });
    expect(waiting.telemetry.part).toBe('waiting');
    expect(waiting.text).toContain('30');
    const organic = await ask('is there an organic option?', { history });
    expect(organic.text).toContain('neem seed kernel extract');
    // The same problem in another crop, by its problem key.
    const tomato = [{ query: 'potato late blight', response: '…', entryId: 'potato-late-blight' }];
    expect(await idOf('and in tomato?', { history: tomato })).toBe('tomato-late-blight');
    expect(await idOf('what is the price of gold today', { history })).toBeUndefined();
    // A follow-up in words the vocabulary has no intent for: the part whose own words it shares.
    const rotation = await ask('will rotation help, and cleaning?', { history });
    expect(rotation.telemetry).toMatchObject({ entry: 'wheat-rust', part: 'prevention' });
    expect((await ask('and then what?', { history })).sources).toEqual([]);
    // Each suggested chip answers its own question, in every language.
    for (const code of LANGUAGE_CODES) {
      const first = await ask('wheat yellow rust', { language: code });
      for (const chip of first.followups) {
        const next = await ask(chip, { language: code, history });
        expect(next.sources[0]?.id, `${code}: ${chip}`).toBe('wheat-rust');
        expect(next.telemetry.part, `${code}: ${chip}`).not.toBe('short');
      }
    }
  });

  it('declines with the help that fits what was asked, never an article about something else', async () => {
    expect((await declined('will it rain in my village tomorrow?')).telemetry.decline).toBe('weather');
    expect((await declined('onion price in Lasalgaon mandi today')).telemetry.decline).toBe('price');
    expect((await declined('my cow has fever and is not eating')).text).toContain('1962');
    expect((await declined('PM-KISAN instalment not received')).telemetry.decline).toBe('scheme');
    // What the farmer asks, in words with others between and typed in Latin letters.
    expect(understand(kb, 'kal barish to nahi aayegi na', 'HI').intents).toContain('weather-forecast');
    expect(understand(kb, 'heavy rain is forecast tomorrow, what should I do for my cotton?', 'EN').intents).toEqual(expect.arrayContaining(['weather-forecast', 'advice']));
    expect(understand(kb, 'entha mandu kottali', 'TE').intents).toEqual(['dose']); // mandu (medicine) is not మండీ (market)
    // Hindustani typed in an English session is read as Hindi typed; the answer stays English.
    const hinglish = understand(kb, 'gehu kab boye aur kitna beej lagega', 'EN');
    expect(hinglish.intents).toContain('sowing');
    expect(hinglish.language).toBe('en');
    expect(understand(kb, 'when to sow wheat', 'EN').intents).toContain('sowing');
    expect(understand(kb, 'gehu me peela ratua kitni dawai dale', 'HI').animals).toEqual([]); // peela (yellow) is not पिल्ला (puppy)
  });

  it('hears a forecast in a weather word with days to come, and answers no crop\'s article beside it', async () => {
    expect((await declined('How cold will the nights be this week? Any frost warning?')).telemetry.decline).toBe('weather');
    // The crop and a sign of its own ('yellow') beside a forecast don't make a rust question.
    expect((await declined('rain expected tomorrow? my wheat leaves are yellow, harvest is near')).telemetry.decline).toBe('weather');
    expect((await declined('अगले हफ्ते तापमान कितना जाएगा? गेहूं में पानी देना है', 'HI')).telemetry.decline).toBe('weather');
    // The problem named outright is answered, forecast or not.
    expect(await idOf('rain expected tomorrow, and yellow rust in my wheat')).toBe('wheat-rust');
    // Weather words without days to come are the setting of a problem, not a forecast.
    expect(understand(kb, 'after the rain wheat leaves have yellow rust', 'EN').intents).not.toContain('weather-forecast');
  });

  it('asks the forecast in the Weather Forecast bot when the weather or the days to come are asked, not what to do or a problem', async () => {
    const bot = { id: 6, slug: 'weather-forecast', name: 'Weather Forecast' };
    // No forecast provider here: the forecast's honest reply ('frost in Bikaner?' has no word of days to come).
    expect((await ask('frost in Bikaner? potato in the field', { bot })).telemetry.decline).toBe('weather');
    expect((await ask('frost in Bikaner? potato in the field')).telemetry.decline).toBe('general');
    // A problem named outright, or what to do asked, is still answered.
    expect((await ask('late blight in my potato after the fog, which spray?', { bot })).sources[0]?.id).toBe('potato-late-blight');
  });

  it('counts a kin language\'s words only whole: Hindi खाद (manure) is not Sanskrit खादति (eats)', () => {
    expect(understand(kb, 'हरितः कीटः कणान् खादति', 'SA').intents).not.toContain('fertilizer');
    expect(understand(kb, 'गेहूं में खाद कितना', 'HI').intents).toContain('fertilizer');
  });

  it('declines a crop\'s fertilizer doses asked of the general fertilizer practice', async () => {
    const general = prepare([{ name: 'fixture.json', data: { ...FIXTURE, entries: [...FIXTURE.entries,
      fixtureEntry('soil-npk-basics', 'soil-test', [], { en: { strong: ['npk', 'dap'], weak: [] } }, 'give P and K at sowing and N in splits', { kind: 'practice' })] } }]);
    const generalAssistant = knowledgeAssistant({ kb: general });
    const answer = (text: string) => generalAssistant.answer(question(text));
    expect((await answer('what is npk, which dap')).sources[0]?.id).toBe('soil-npk-basics');
    expect((await answer('wheat 1 acre how much dap and when')).sources).toEqual([]);
    expect((await answer('how to take a soil sample')).sources[0]?.id).toBe('soil-sampling');
  });

  it('answers a hello or a thank-you in kind, in the language it was said in, and never a scheme for \'jai kisan\'', async () => {
    const kind = async (text: string, language = 'EN') => (await ask(text, { language })).telemetry.reason;
    expect(await kind('hello')).toBe('greeting');
    expect(await kind('नमस्ते जी', 'HI')).toBe('greeting');
    expect(await kind('నమస్కారం', 'TE')).toBe('greeting');
    expect(await kind('jai kisan', 'HI')).toBe('greeting');
    expect(await kind('thank you very much')).toBe('thanks');
    expect(await kind('ధన్యవాదాలు అండి', 'TE')).toBe('thanks');
    expect((await ask('धन्यवाद', { language: 'HI' })).text).toMatch(/स्वागत/);
    // A greeting before a question is the question.
    expect(await idOf('hello, my wheat has yellow rust')).toBe('wheat-rust');
  });

  it('declines dangerous, self-harm and off-topic requests', async () => {
    expect((await ask('how to make a bomb from urea fertilizer')).text).toContain('cannot help');
    expect((await ask('how much pesticide to poison my neighbour')).text).toContain('cannot help');
    expect((await ask('I want to drink pesticide and end my life')).text).toContain('14416');
    expect((await ask('मैं आत्महत्या करना चाहता हूँ', { language: 'HI' })).text).toContain('14416');
    expect((await ask('tell me a joke about cricket')).text).toBe(OFF_TOPIC_REPLY.EN);
    expect(await idOf('plastic mulch film for tomato late blight')).toBe('tomato-late-blight');
  });

  it('rejects a broken knowledge file, naming what is wrong', () => {
    const broken = fixtureEntry('bad-entry', 'crop-disease', ['mango'], { en: { strong: ['xyz'], weak: [] } }, 'fact');
    delete (broken.text as Record<string, unknown>).ta;
    expect(() => prepare([{ name: 'broken.json', data: { crops: {}, entries: [broken] } }])).toThrow(KnowledgeError);
    expect(() => prepare([{ name: 'broken.json', data: { crops: {}, entries: [broken] } }])).toThrow(/broken\.json: entries\.0\.text\.ta/);
    const dose = fixtureEntry('no-name', 'crop-disease', [], { en: { strong: ['xyz'], weak: [] } }, 'fact', { product: { ingredient: 'unknown', formulation: '5 SC', perLitre: { amount: 1, unit: 'ml' }, perAcre: { amount: 200, unit: 'ml', waterLitres: 200 } } });
    expect(() => prepare([{ name: 'a.json', data: { crops: {}, entries: [dose] } }])).toThrow(/ingredient "unknown" has no names/);
    const unknownCrop = fixtureEntry('orphan', 'crop-disease', ['mango'], { en: { strong: ['xyz'], weak: [] } }, 'fact');
    expect(() => prepare([{ name: 'a.json', data: { crops: {}, entries: [unknownCrop] } }])).toThrow(/crop "mango" is in no file/);
  });
});

describe('models, when configured', () => {
  const hiText = 'हिन्दी में लिखा गया छोटा उत्तर: प्रोपिकोनाज़ोल 1 मि.ली. प्रति लीटर।';

  it('uses the language model to write the answer from the entry, and keeps the entry when it fails or drifts', async () => {
    const asked: string[] = [];
    const good: ChatModel = { name: 'fake', vision: false, complete: async (m) => { asked.push(JSON.stringify(m)); return hiText; } };
    const withModel = knowledgeAssistant({ kb, llm: good });
    const answer = await withModel.answer(question('gehu me peela ratua', { language: 'HI' }));
    expect(answer.text).toContain(hiText);
    expect(asked[0]).toContain('propiconazole');

    const english: ChatModel = { name: 'drifts', vision: false, complete: async () => 'Spray propiconazole.' };
    expect((await knowledgeAssistant({ kb, llm: english }).answer(question('gehu me peela ratua', { language: 'HI' }))).text)
      .toContain('हिन्दी उत्तर wheat-rust');
    const failing: ChatModel = { name: 'down', vision: false, complete: () => Promise.reject(new Error('timed out')) };
    expect((await knowledgeAssistant({ kb, llm: failing }).answer(question('yellow rust'))).text).toContain('propiconazole');
  });

  it('asks the model for an English rendering when the keys do not know the words, and answers from the entry', async () => {
    const translator: ChatModel = { name: 'tr', vision: false, complete: async (m) => (JSON.stringify(m).includes('Translate') ? 'my paddy has blast disease' : '') };
    const answer = await knowledgeAssistant({ kb, llm: translator }).answer(question('నా వరికి అగ్గి తెగులు వచ్చింది', { language: 'TE' }));
    expect(answer.sources[0]?.id).toBe('rice-blast');
    expect(answer.language).toBe('TE');
    expect(answer.text).toContain('Answer te for rice-blast');
    expect(answer.telemetry.stages.translate).toBeDefined();
  });

  it('transcribes a recording on the server when speech recognition is configured', async () => {
    const stt: Transcriber = { name: 'fake', transcribe: async () => 'potato late blight' };
    const answer = await knowledgeAssistant({ kb, transcriber: stt }).answer(question('', { audio: Buffer.from('RIFF') }));
    expect(answer.heard).toBe('potato late blight');
    expect(answer.sources[0]?.id).toBe('potato-late-blight');
    const deaf: Transcriber = { name: 'down', transcribe: () => Promise.reject(new Error('down')) };
    expect((await knowledgeAssistant({ kb, transcriber: deaf }).answer(question('', { audio: Buffer.from('RIFF') }))).text).toContain('type your question');
  });

  it('reads a photo with a vision model and answers from the knowledge base', async () => {
    const vision: ChatModel = { name: 'eyes', vision: true, complete: async (m) => (JSON.stringify(m).includes('image_url') ? 'potato leaves with black patches' : 'x') };
    const answer = await knowledgeAssistant({ kb, llm: vision }).answer(question('', { media: [{ kind: 'image', mime: 'image/jpeg', data: Buffer.from([0xff, 0xd8, 0xff]) }] }));
    expect(answer.sources[0]?.id).toBe('potato-late-blight');
  });

  it('without a vision model, says so of a photo or a video in their own words, and answers a caption as the question', async () => {
    const assistant = knowledgeAssistant({ kb });
    const photo = await assistant.answer(question('', { language: 'HI', media: [{ kind: 'image', mime: 'image/jpeg', data: Buffer.from([0xff, 0xd8, 0xff]) }] }));
    const video = await assistant.answer(question('', { language: 'HI', media: [{ kind: 'video', mime: 'video/mp4', data: null }] }));
    expect([photo.telemetry.reason, photo.text.includes('फ़ोटो')]).toEqual(['photo without words', true]);
    expect([video.telemetry.reason, video.text.includes('वीडियो'), video.text.includes('फ़ोटो')]).toEqual(['video without words', true, false]);
    const captioned = await assistant.answer(question('wheat yellow rust', { media: [{ kind: 'image', mime: 'image/jpeg', data: Buffer.from([0xff, 0xd8, 0xff]) }] }));
    expect(captioned.sources[0]?.id).toBe('wheat-rust');
  });
});

describe('romanized typing and described symptoms', () => {
  it('gives the same answers with every language indexed ahead of questions (the server warms the search after start)', async () => {
    const asks: [string, string][] = [['wheat leaves have yellow stripes', 'EN'], ['गेहूँ में पीला रतुआ', 'HI'], ['gehun me peela ratua', 'HI'],
      ['paddy leaves with eye shaped spots', 'EN'], ['ధాన్యం ఆకులపై మచ్చలు', 'TE'], ['kanak te peeli dhaari', 'PA']];
    const answers = async (engine: ReturnType<typeof knowledgeAssistant>) =>
      Promise.all(asks.map(([text, language]) => engine.answer(question(text, { language })).then((a) => [a.sources[0]?.id, a.text])));
    const cold = await answers(knowledgeAssistant({ kb: prepare([{ name: 'fixture.json', data: FIXTURE }]) }));
    const warmed = prepare([{ name: 'fixture.json', data: FIXTURE }]);
    await warmSearch(warmed);
    expect(await answers(knowledgeAssistant({ kb: warmed }))).toEqual(cold);
  });

  it('matches Latin-letter typing to keys in an Indian script, only in sessions of that language', async () => {
    const hindiKeys = prepare([{ name: 'f.json', data: { ...FIXTURE, entries: [fixtureEntry('potato-late-blight', 'crop-disease', ['potato'], { hi: { strong: ['झुलसा'], weak: [] } }, 'mancozeb')] } }]);
    const engine = knowledgeAssistant({ kb: hindiKeys });
    const asked = (text: string, language: string) => engine.answer(question(text, { language })).then((a) => a.sources[0]?.id);
    expect(await asked('aloo me jhulsa aa gaya', 'HI')).toBe('potato-late-blight');
    expect(await asked('aloo me jhulasaa', 'HI')).toBe('potato-late-blight');
    // English is English: no skeleton games with Indian words.
    expect(await asked('aloo me jhulsa aa gaya', 'EN')).toBeUndefined();
  });

  it('matches romanized typing to Latin keys of its own language and English, not another language\'s', async () => {
    const tamilLatin = prepare([{ name: 'f.json', data: { ...FIXTURE, entries: [fixtureEntry('rice-blast', 'crop-disease', ['rice'], { ta: { strong: ['kulai noi'], weak: [] } }, 'tricyclazole')] } }]);
    const engine = knowledgeAssistant({ kb: tamilLatin });
    const asked = (text: string, language: string) => engine.answer(question(text, { language })).then((a) => a.sources[0]?.id);
    expect(await asked('nel kulai noi', 'TA')).toBe('rice-blast');
    expect(await asked('nel kulaai noi', 'TA')).toBe('rice-blast'); // spellings of one sound
    expect(await asked('nel kulam', 'TA')).toBeUndefined(); // another ending is another word, not a typo
    expect(await asked('dhan me kulai noi', 'HI')).toBeUndefined();
  });

  it('does not answer a crop it has no entries for from another crop\'s entry, nor loans from the insurance ones', async () => {
    expect(await idOf('wheat yellow rust')).toBe('wheat-rust');
    expect(await idOf('coffee leaves have yellow rust, what to spray')).toBeUndefined();
    expect(await idOf('सेब में पीला रतुआ')).toBeUndefined();
    expect((await ask('tractor clutch plate kaise badle')).text).toBe(templates('EN').declines.general);
    // A soil question about an uncovered crop is still a soil question.
    expect(await idOf('how to take a soil sample in my apple orchard')).toBe('soil-sampling');
  });

  it('reads a crop name inside a longer one as the longer crop only', () => {
    const data = { ...FIXTURE, crops: { ...FIXTURE.crops, groundnut: Object.fromEntries(Object.keys(FIXTURE.crops.rice).map((l) => [l, l === 'en' ? ['rice bean'] : []])) } };
    const withLonger = prepare([{ name: 'f.json', data }]);
    expect([...cropsNamed(withLonger.legacy, 'rice bean leaves')]).toEqual(['groundnut']);
    expect([...cropsNamed(withLonger.legacy, 'rice after rice bean')]).toEqual(['rice', 'groundnut']);
  });

  it('reads a crop name before a colour word as the colour: Telugu గోధుమ రంగు (wheat colour) is brown', () => {
    const telugu = { ...FIXTURE, crops: { ...FIXTURE.crops, wheat: { ...FIXTURE.crops.wheat, te: ['గోధుమ'] }, rice: { ...FIXTURE.crops.rice, te: ['వరి'] } } };
    const withTelugu = prepare([{ name: 'f.json', data: telugu }]);
    expect([...cropsNamed(withTelugu.legacy, 'వరి ఆకుల మీద గోధుమ రంగు మచ్చలు')]).toEqual(['rice']);
    expect([...cropsNamed(withTelugu.legacy, 'గోధుమ పంటలో తుప్పు')]).toEqual(['wheat']);
  });

  it('reads a Malayalam crop name whose half-u an ending replaced (ഉഴുന്നിന്റെ is urad\'s), but not a chillu\'s (മഞ്ഞളിച്ച് is turned yellow)', () => {
    const malayalam = { ...FIXTURE, crops: { ...FIXTURE.crops, wheat: { ...FIXTURE.crops.wheat, ml: ['ഉഴുന്ന്'] }, rice: { ...FIXTURE.crops.rice, ml: ['മഞ്ഞൾ'] } } };
    const kb = prepare([{ name: 'f.json', data: malayalam }]);
    expect([...cropsNamed(kb.legacy, 'ഉഴുന്നിന്റെ ഇലയിൽ മഞ്ഞ പാടുകൾ')]).toEqual(['wheat']);
    expect([...cropsNamed(kb.legacy, 'ഇലകൾ മഞ്ഞളിച്ച് ഉണങ്ങുന്നു')]).toEqual([]);
  });

  it('reads a crop name before a word of likeness, or inside a weed\'s name, as no crop', () => {
    const kb = prepare([{ name: 'f.json', data: FIXTURE }]);
    expect([...cropsNamed(kb.legacy, 'wheat plants yellow')]).toEqual(['wheat']);
    expect([...cropsNamed(kb.legacy, 'a weed with wheat like leaves on the bunds')]).toEqual([]);
    expect([...cropsNamed(kb.legacy, 'गेहूं जैसी घास खेत में')]).toEqual([]);
  });

  it('takes the crop named first as the one the question is about', async () => {
    expect(await idOf('tomato black patches, potato nearby is fine')).toBe('tomato-late-blight');
    expect(await idOf('potato black patches, tomato nearby is fine')).toBe('potato-late-blight');
  });

  it('refuses poisoning said in a farmer\'s words, and still answers about a spray and a cow', async () => {
    expect((await ask('how much pesticide to mix in my neighbour food to kill him')).text).toBe(DANGEROUS_REPLY.EN);
    expect((await ask('పక్కింటి వాడికి అన్నంలో పురుగుమందు కలపాలి', { language: 'TE' })).text).toBe(DANGEROUS_REPLY.TE);
    expect(await idOf('is yellow rust spray safe for my cow grazing the wheat')).toBe('wheat-rust');
  });

  it('reads romanized words by their vowels too, not just their consonants', () => {
    const romanized = { romanized: true };
    expect(sameWord('powder', 'बवंडर', romanized)).toBe(false); // p-w-d-r both, o and a differ
    expect(sameWord('pattiyan', 'पत्तियां', romanized)).toBe(true);
    expect(sameWord('pattiyan', 'भभूतिया', romanized)).toBe(false);
    expect(sameWord('kitna', 'कितना', romanized)).toBe(true);
    expect(sameWord('kitna', 'कॉटन', romanized)).toBe(false);
    expect(sameWord('kshetre', 'क्षेत्रं', romanized)).toBe(true); // the ending's vowel may change
    expect(sameWord('rehta', 'रहता', romanized)).toBe(true); // a before h is said e
    expect(sameWord('naduvil', 'നടുവിൽ', romanized)).toBe(true); // Malayalam chillu ൽ is an l
    expect(sameWord('thanda', 'ठंडा', romanized)).toBe(true); // the anusvara is a nasal
    expect(sameWord('kottali', 'గొట్టంలా', romanized)).toBe(false);
    expect(sameWord('fafund', 'बूंद', romanized)).toBe(false); // f-a-f is two consonants, not a doubled one
    expect(sameWord('chennagi', 'ಜಿಂಕ್', romanized)).toBe(false); // no vowel follows an anusvara: 'well' is not zinc
    expect(sameWord('chennagi', 'ಚೆನ್ನಾಗಿ', romanized)).toBe(true);
    expect(sameWord('ushnavayuh', 'उष्णवायुः', romanized)).toBe(true); // the visarga is typed h, or left out
    expect(sameWord('ushnavayu', 'उष्णवायुः', romanized)).toBe(true);
    expect(sameWord('sanah', 'शणः', romanized)).toBe(false); // two consonants and a visarga are too short to tell
  });

  it('takes romanized spellings of one sound for one word, and endings after a Telugu anusvara', () => {
    expect(sameWord('vrintaaka', 'vrintaka', { fuzzy: false })).toBe(true);
    expect(sameWord('godhoom', 'godhum', { fuzzy: false })).toBe(true);
    expect(sameWord('bahar', 'jahar')).toBe(false); // a typo keeps the first letter
    expect(words('ఇనుము లోపమా')).toEqual(['ఇనుము', 'లోపమా']);
    expect(words('లోపం')).toEqual(['లోప']);
  });

  it('tells close entries apart by the farmer\'s description', async () => {
    const blights = prepare([{ name: 'f.json', data: { ...FIXTURE, entries: [
      fixtureEntry('potato-early-blight', 'crop-disease', ['potato'], { en: { strong: ['blight'], weak: [] } }, 'brown spots with concentric rings on older lower leaves'),
      fixtureEntry('potato-late-blight', 'crop-disease', ['potato'], { en: { strong: ['blight'], weak: [] } }, 'water soaked patches with white mould under the leaf in cool wet weather'),
    ] } }]);
    const engine = knowledgeAssistant({ kb: blights });
    const asked = (text: string) => engine.answer(question(text)).then((a) => a.sources[0]?.id);
    expect(await asked('potato blight, rings on the lower leaves')).toBe('potato-early-blight');
    expect(await asked('potato blight, white mould under leaves after wet weather')).toBe('potato-late-blight');
  });

  it('does not take farm words for danger or games: bahar is not jahar, chuna (lime) is not chunav', () => {
    expect(refusalFor('arhar ki phali bahar se theek par andar keede dane kha rahe')).toBeNull();
    expect(refusalFor('magfali ke patte peele, zameen chuna wali hai')).toBeNull();
    expect(refusalFor('chuhe maarne wali dawa se padosi ki bakriyan kaise maarun')).toBe('dangerous');
    expect(refusalFor('पड़ोसी की भैंस मारनी है कौन सी दवा दूं')).toBe('dangerous');
    expect(refusalFor('ayalkkarante pashuvine kollaan ethu keedanaashini ethra kodukkanam')).toBe('dangerous');
    // Malayalam 'marunnu' (medicine) begins 'marun' (kill): ticks on the cow are care, not harm.
    expect(refusalFor('pashuvinte dehathu niraye chellu, enthu marunnu adikkanam')).toBeNull();
    expect(refusalFor('ayalkkarante pashuvine kollaan enthu marunnu kodukkanam')).toBe('dangerous');
    // Asking whether a spray is safe for animals is a farming question.
    expect(refusalFor('is pesticide safe for my cow, how many days before I can give fodder')).toBeNull();
    expect(refusalFor('कीटनाशक छिड़कने के बाद गाय को कितने दिन बाद चारा दे सकते हैं')).toBeNull();
    expect(refusalFor('दीमक मारने की दवा खेत में डाली, कुत्ते को कोई खतरा?')).toBeNull();
  });

  it('declines what is never about farming before looking anything up', async () => {
    expect((await ask('who will win the cricket match', { language: 'TE' })).text).toContain('వ్యవసాయ');
    expect((await ask('plastic mulch film for tomato late blight')).sources[0]?.id).toBe('tomato-late-blight');
  });
});
