import type { AssistantQuestion, Telemetry } from './assistant.ts';
import { alsoPart, compose, givesAmount, type Part, partFor, unknownPart } from './compose/index.ts';
import type { Knowledge } from './kb/load.ts';
import type { Entry, KbLanguage } from './kb/schema.ts';
import { fill, isPractice } from './kb/vocabulary.ts';
import { DANGEROUS_REPLY, GREETING_REPLY, inLanguage, OFF_TOPIC_REPLY, SELF_HARM_REPLY, THANKS_REPLY } from './replies.ts';
import { isProblem, type Routed, route } from './route/index.ts';
import { isOffTopic, refusalFor, smallTalkOf } from './safety/index.ts';
import { search, type SearchKind } from './search/index.ts';
import { answerLanguage, understand, type Understood, wordsOf } from './understand/index.ts';

/** What the pipeline's thinking needs: the question, never a recording or a photo (those are the providers'). */
export interface DecideInput {
  /** What the farmer asked: typed, heard, with a photo's description. */
  question: string;
  /** What was heard or typed alone (it sets the answer's language). */
  heard: string;
  sessionLanguage: string;
  bot: string;
  history: AssistantQuestion['history'];
  /** A language model can put the question into English when the search finds nothing. */
  mayTranslate: boolean;
  /** That English, asked for by an earlier 'translate' decision; the search then runs on it. */
  english?: string | null;
  search?: SearchKind;
}

export type Decision = { stages: Record<string, number> } & (
  /** A refusal or a decline, said as it is. */
  | { kind: 'reply'; text: string; telemetry: Partial<Telemetry>; crops?: string[] }
  /** Nothing found: worth asking the model for the question in English, then deciding again. */
  | { kind: 'translate' }
  /** The mandi price tool answers, for these crops. */
  | { kind: 'price'; crops: string[]; uncovered: boolean; placeReply: boolean }
  /** The forecast tool answers (after a note, when the question asks beyond its days). */
  | { kind: 'weather'; placeReply: boolean; note?: string; fallback?: Answered }
  /** An entry answers: the part asked, its other sections to open, and what made it. */
  | Answered
);
export interface Answered {
  kind: 'answer'; text: string; spoken: string; followups: string[]; sections: { id: string; title: string; text: string }[];
  source: { id: string; title: string; source: string }; telemetry: Partial<Telemetry>;
}

/** A crop's name in the language: the vocabulary's (crops no entry covers) or the knowledge files'. */
const cropName = (kb: Knowledge, crop: string | undefined, language: KbLanguage) =>
  (crop ? kb.vocabulary.crops[crop]?.[language]?.[0] ?? kb.crops[crop]?.[language]?.[0] : undefined) ?? '';

/**
 * The pipeline's thinking, pure and synchronous: safety → understand → search → route (remember
 * resolves follow-ups) → compose. Everything it returns is plain data, so it can run in a worker
 * thread (pool/) while the main thread does the waiting: transcription, the models, the live
 * tools and speech (engine.ts).
 */
export function decider(kb: Knowledge): (input: DecideInput) => Decision {
  // The part a profile's chip asks never changes: understood once, not on every answer that offers it.
  const chipParts = new Map<string, Part>();
  const chipPart = (entry: Entry, chip: string, language: string) => {
    const key = `${entry.id}\u0000${language}\u0000${chip}`;
    let part = chipParts.get(key);
    if (part === undefined) chipParts.set(key, part = partFor(entry, understand(kb, chip, language).intents));
    return part;
  };

  return (input) => {
    const stages: Record<string, number> = {};
    const timed = <T>(stage: string, work: () => T): T => {
      const started = performance.now();
      try { return work(); } finally { stages[stage] = Math.round((performance.now() - started) * 10) / 10; }
    };
    const { question, history } = input;
    const language = answerLanguage(input.sessionLanguage, input.heard);
    const key = language.toLowerCase() as KbLanguage;

    const refusal = timed('safety', () => refusalFor(question));
    if (refusal) {
      const reply = refusal === 'self-harm' ? SELF_HARM_REPLY : refusal === 'dangerous' ? DANGEROUS_REPLY : OFF_TOPIC_REPLY;
      return { kind: 'reply', text: inLanguage(reply, language), telemetry: { route: 'refusal', reason: refusal }, stages };
    }
    // A hello or a thank-you alone is answered in kind ('जय किसान' is no question about PM-KISAN).
    const smallTalk = smallTalkOf(question);
    if (smallTalk) return { kind: 'reply', text: inLanguage(smallTalk === 'thanks' ? THANKS_REPLY : GREETING_REPLY, language), telemetry: { route: 'decline', reason: smallTalk }, stages };
    let u = timed('understand', () => understand(kb, question, input.sessionLanguage));
    // An animal's signs count beside the animal, or beside words only an animal's keeper says
    // (the udder, calving, the vet): 'udder hard as stone, clots in the milk' is a cow's.
    const asked = { animal: u.animals.length > 0 || u.intents.includes('livestock'), practice: u.intents.some(isPractice) };
    let found = timed('search', () => search(kb, question, input.bot, language, input.search, asked));
    if (!found && input.english) found = timed('search', () => search(kb, input.english!, input.bot, 'EN', input.search, asked));
    // In the Weather Forecast bot, the weather or the days to come asked (not what to do, nor a
    // problem told, nor a scheme or practice named) ask the forecast: 'frost tonight? cumin in the
    // field' is no frost advisory, 'rain in the next three days, can I sow groundnut?' no sowing
    // calendar; 'unseasonal rain soaked the cut paddy, whom to tell for the insurance?' is the insurance's.
    const { weather, future } = kb.vocabulary.forecast;
    const namedTopic = found !== null && found.named && found.entry.kind !== 'weather' && found.entry.kind !== 'crop-profile';
    // (Nor the rain's own harm told, with no days to come: 'after heavy rain water stands in the cotton, plants yellowing'.)
    const weathersHarm = found?.entry.kind === 'weather' && found.named && u.intents.includes('irrigation') && u.crops.length > 0 && !says(future, u);
    // (Nor the weather, or no rain, told as the cause of the crop's trouble: 'no rain, the cane dries'.)
    if (input.bot === 'weather-forecast' && !u.intents.some((i) => i === 'weather-forecast' || i === 'advice' || i === 'scheme') && !isProblem(found) && !namedTopic && !weathersHarm && !u.blamesWeather
      && (says(weather, u) || says(future, u))) u = { ...u, intents: [...u.intents, 'weather-forecast'] };
    // Words the search doesn't know (a rare local name, an unusual spelling): the model may put the
    // question into plain English, and the search tries again; the answer still comes from an entry.
    // (Not in a conversation: 'what dose?' finds nothing on its own by design; remember answers it.)
    else if (!found && input.mayTranslate && input.english === undefined && !history.some((h) => h.entryId)) return { kind: 'translate', stages };
    const routed: Routed = timed('route', () => route(kb, u, history, found));
    const intent = u.intents[0] ?? null;

    // Mandi prices: asked outright, or the place the assistant just asked for (the crop was in the question before).
    const before = history.at(-1);
    const askedFor = askedForPlace(kb, before?.response);
    if ((routed.route === 'live' && routed.tool === 'price') || (askedFor === 'price' && routed.route === 'decline')) {
      // A crop we have no entries for (apple, rubber) still has a mandi price.
      const named = [...u.crops, ...(u.uncoveredKey ? [u.uncoveredKey] : [])];
      const crops = askedFor === 'price' && before ? [...named, ...understand(kb, before.query, input.sessionLanguage).crops] : named;
      return { kind: 'price', crops, uncovered: u.uncoveredCrop, placeReply: askedFor === 'price', stages };
    }
    // The forecast: asked outright; or, in the Weather Forecast bot, a weather word or a place
    // alone; or the place the assistant just asked for.
    // (Not when the question is beyond the forecast's days: the monsoon's arrival, past rain.)
    const inWeatherBot = input.bot === 'weather-forecast' && routed.route === 'decline' && routed.decline !== 'outlook'
      && (says(weather, u) || /(?<!\d)[1-9]\d{5}(?!\d)/.test(question) || u.words.length <= 3);
    if (routed.route === 'live' || inWeatherBot || (askedFor === 'weather' && routed.route === 'decline'))
      return { kind: 'weather', placeReply: askedFor === 'weather' || inWeatherBot, stages,
        // The monsoon's arrival is announced by IMD: said before the days the forecast shows.
        ...(u.outlook === 'onset' ? { note: kb.vocabulary.templates[key].declines.outlook } : {}),
        // The weather's own entry, for when the forecast can't be had (the engine decides).
        ...(routed.route === 'live' && routed.fallback ? { fallback: answered(routed.fallback, partFor(routed.fallback, u.intents), routed.reason) } : {}) };
    if (routed.route === 'decline') {
      const text = routed.decline === 'general' && isOffTopic(question) ? inLanguage(OFF_TOPIC_REPLY, language)
        : fill(kb.vocabulary.templates[key].declines[routed.decline], { crop: cropName(kb, routed.crop, key) });
      return { kind: 'reply', text, telemetry: { intent, crop: u.crops[0] ?? u.uncoveredKey, decline: routed.decline, reason: routed.reason, score: found?.score ?? null }, crops: u.crops, stages };
    }

    // A follow-up asks one part; a new question may ask two of a crop's profile.
    const followUp = routed.via === 'section';
    const also = followUp ? null : alsoPart(routed.entry, routed.part, u.intents);
    const answer = answered(routed.entry, routed.part, routed.via, routed.score, also);
    // A new question whose part our sources say nothing of gets the diagnosis: its 'days' were
    // likely the setting ('15 days after transplanting, brown spots'). A follow-up asking the days
    // before harvest is answered by the label's waiting period (the issue's rule: 'follow the
    // label'); one asking a dose where we know no product is told so with the Kisan Call Centre,
    // and recorded as a decline for the content team, no source cited for what it does not give.
    const unknown = also === null && unknownPart(routed.entry, routed.part);
    // 'Which medicine?' of an animal's problem we name none for: what the vet does, and the vet's
    // helpline, as a decline (recorded for the content team), new question or follow-up. (Unless
    // the topic's summary gives the amount asked, a new question's 'how much': a newborn calf's
    // first milk, 2 litres in 2 hours, is no medicine.)
    const animalsMedicine = unknown && routed.part === 'dose' && routed.entry.kind === 'livestock' && (followUp || !givesAmount(routed.entry.text.en.summary));
    if (unknown && !followUp && !animalsMedicine) return { ...answered(routed.entry, 'short', routed.via, routed.score), stages };
    if (unknown && routed.part === 'dose') {
      const t = kb.vocabulary.templates[key];
      const text = `${answer.spoken}\n\n${animalsMedicine ? t.vetMedicine : t.declines.general}`;
      return { kind: 'reply', text, crops: u.crops, stages, telemetry: { ...answer.telemetry, route: 'decline', decline: animalsMedicine ? 'livestock' : 'general',
        reason: animalsMedicine ? 'an animal\'s medicine asked; our sources name none to give' : `${routed.part} not in our sources` } };
    }
    return { ...answer, stages };

    /** An entry's answer: the part asked (and a second one), its other sections to open, and what made it. */
    function answered(entry: Entry, part: Part, reason: string, score: number | null = null, also: ReturnType<typeof alsoPart> = null): Answered {
      const answer = timed('compose', () => compose(kb, entry, part, key, also, u.litres, u.near));
      return {
        kind: 'answer', text: answer.text, spoken: answer.spoken, sections: answer.sections,
        followups: entry.kind === 'crop-profile' ? answer.followups.filter((f) => chipPart(entry, f, input.sessionLanguage) !== answer.part).slice(0, 3) : answer.followups,
        source: { id: entry.id, title: entry.text[key].title, source: entry.source[key] },
        telemetry: { route: 'knowledge', intent, crop: u.crops[0] ?? null, entry: entry.id, part: answer.part, score, reason },
      };
    }
  };
}

/** A weather word of any of the question's languages ('mausam' in the Weather Forecast bot). */
const says = (lists: Record<KbLanguage, string[]>, u: Understood) => wordsOf(lists, u.words, u.language, u.romanized);

/** Whether an earlier answer asked the farmer for their place, and for what (then the reply names it). */
function askedForPlace(kb: Knowledge, response: string | undefined): 'weather' | 'price' | null {
  if (!response) return null;
  const templates = Object.values(kb.vocabulary.templates);
  if (templates.some((t) => response === t.weather.askPlace || response.startsWith(t.weather.placeNotFound.split('{name}')[0]!))) return 'weather';
  return templates.some((t) => response === t.prices.askPlace) ? 'price' : null;
}
