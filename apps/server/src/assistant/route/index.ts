import { givesAmount, type Part, partFor } from '../compose/index.ts';
import type { Knowledge } from '../kb/load.ts';
import { type Entry, type KbLanguage, PROBLEM_KINDS, SECTION_IDS, type SectionId } from '../kb/schema.ts';
import { type Decline, isPractice, isSowing, isTreatment } from '../kb/vocabulary.ts';
import { currentEntry, followUp, type Remembered, sectionByWords, subjectBefore, toldBefore } from '../remember/index.ts';
import type { Found } from '../search/index.ts';
import { type Understood, wordsOf } from '../understand/index.ts';
import { words } from '../text.ts';

/** How close a named scheme must come to the best match to be preferred when a scheme is asked: one strong key. */
const CLOSE_SCHEME = 3;
/** A key index score of one sign beside the crop's name ('tomato nursery'): too little to outweigh a growing question. */
const SIGN_WITH_CROP = 4;
/** Telling signs (few entries share them; the crop's name is none) a problem found by its description alone needs to outweigh a growing question ('tomato nursery, when?' is no damping-off). */
const DESCRIBED = 4;
/**
 * A general topic's score above which it answers a crop's fertilizer question instead of the
 * crop's schedule: a topic about one problem ('DAP not available, what instead?', nano urea for
 * paddy) named outright, or a general one (NPK basics) named by about three of its names.
 */
const NAMED_PROBLEM_TOPIC = 4;
const NAMED_TOPIC = 9;
/** Telling signs an animal's problem found by its description alone needs before it answers instead of the vet. */
const LIVESTOCK_SIGNS = 3;
/** How close to the best a runner-up must score to be 'nearly as well'. */
const NEARLY = 0.75;

/** A crop's or an animal's problem the search is sure of (named, or told by signs beside the crop). */
export const isProblem = (found: Found | null) => found !== null && PROBLEM_KINDS.has(found.entry.kind) && found.confident;

export type Routed =
  | { route: 'knowledge'; entry: Entry; score: number; part: Part; via: 'search' | 'section' | 'other-crop' | 'profile' }
  | { route: 'decline'; decline: Decline; reason: string; crop?: string }
  /**
   * A live tool answers (the forecast, mandi prices); the engine runs it, or declines when it is
   * off, unless an entry can stand in (the frost advice, when the forecast can't be had).
   */
  | { route: 'live'; tool: 'weather' | 'price'; reason: string; fallback?: Entry };

/**
 * Where a question goes: the knowledge base (a new problem, or a part of the one the conversation
 * is about), a live tool (the forecast, mandi prices), or a decline that names who can help. A decline never carries an article about something
 * else: a confident wrong answer is worse than an honest 'I don't know'.
 */
export function route(k: Knowledge, u: Understood, history: Remembered[], best: Found | null): Routed {
  const asks = (intent: Understood['intents'][number]) => u.intents.includes(intent);
  // A scheme asked, and one named nearly as well as the best match: the scheme ('paddy drowned in
  // the rain, we have crop insurance: where to report the loss?' is the insurance's loss report).
  const runnerUp = best?.runnerUp;
  // So is a scheme named beside a general practice, however they score, when applying is asked:
  // the Soil Health Card scheme (how to get one), not how to read the card; the drip subsidy, not
  // drip care.
  const sameName = best?.entry.kind === 'practice' && best.entry.crops.length === 0;
  // A crop's trouble told with the weather as its setting ('rain water stood in the field, now the
  // rhizomes are soft'; 'water stands, white crust when dry, paddy poor') is the crop's problem or
  // the soil's when the search is sure of one: the weather's own advice answers a farmer who asks
  // about the weather.
  // (Or the weather told as the cause: 'chilli flowers drop with the hot wind'.)
  const aboutWeather = asks('advice') || asks('weather-forecast') || u.reported || u.blamesWeather;
  const setting = best?.entry.kind === 'weather' && !aboutWeather && u.crops.length > 0 && runnerUp != null && (runnerUp.confident || runnerUp.named)
    && runnerUp.entry.kind !== 'weather' && (runnerUp.entry.crops.length === 0 || runnerUp.entry.crops.includes(u.crops[0]!));
  // An animal's problem named outright ('pattunni', ticks) beats another's signs too few to tell
  // it (fever, less milk), which would send the farmer to the vet.
  const namedAnimals = best?.entry.kind === 'livestock' && !best.named && (best.described ?? 0) < LIVESTOCK_SIGNS
    && runnerUp?.entry.kind === 'livestock' && runnerUp.named;
  // An animal named, and its problem told nearly as well as a crop's practice named beside it:
  // the animal's ('the cow grazed green pillipesara, her left belly swelled up' is bloat, not
  // green manuring).
  // (The weather's advice speaks of animals itself, heat and cold waves: it gives way only to an
  // illness named or told by three signs that scores nearly as well: 'in the rains, sudden high
  // fever, throat swollen, breathing hard' is haemorrhagic septicaemia, not the rain's advice;
  // 'hot wind, buffaloes panting, less milk' stays the heat's.)
  const animalsOwn = u.animals.length > 0 && best !== null && best.entry.kind !== 'livestock' && runnerUp?.entry.kind === 'livestock'
    && (best.entry.kind === 'weather' ? (runnerUp.named || (runnerUp.described ?? 0) >= LIVESTOCK_SIGNS) && runnerUp.score >= NEARLY * best.score
      : runnerUp.named || (runnerUp.described ?? 0) >= 2);
  // The weather named as the cause beats a crop's problem found only by signs it shares ('flowers
  // of okra and gourds drop from the heat' is the heat's, not a borer's). Said only as the setting
  // ('very hot, little water; the central shoot dries, smells') the signs decide.
  const blamed = u.blamesWeather && best !== null && PROBLEM_KINDS.has(best.entry.kind) && !best.named && runnerUp?.entry.kind === 'weather' && runnerUp.named;
  const preferred = setting || namedAnimals || animalsOwn || blamed ? runnerUp
    : best && asks('scheme') && best.entry.kind !== 'scheme' && runnerUp?.entry.kind === 'scheme' && runnerUp.named && (sameName || runnerUp.score >= best.score - CLOSE_SCHEME)
      ? runnerUp : best;
  // An animal's disease is no answer to a question that names no animal and asks nothing of one
  // ('when will the monsoon come, when to sow?').
  // (Unless its own name is said: 'how much mineral mixture a day?'.)
  const found = preferred?.entry.kind === 'livestock' && u.animals.length === 0 && !asks('livestock') && !(preferred.named && u.crops.length === 0 && !u.romanized) ? null : preferred;
  // A season's outlook and the rain that fell are beyond a forecast's days and any article: the
  // answer says who publishes them (IMD). The monsoon's arrival too, but the coming days show
  // whether it is near: the forecast answers, after the same words (decide.ts). Unless what to do
  // is asked or a problem is told ('storm with rain last week, now the leaves dry from the tips:
  // which spray?' is about the blight, however sure the search is of it). A sowing calendar is no
  // answer to 'which date will the monsoon come?'.
  if (u.outlook && !asks('advice') && !isProblem(found)) {
    return u.outlook === 'onset' ? { route: 'live', tool: 'weather', reason: 'the monsoon\'s arrival asked' }
      : { route: 'decline', decline: 'outlook', reason: 'weather beyond the forecast' };
  }
  const current = currentEntry(k, history);
  const before = subjectBefore(k, history, u);
  const growing = profileRoute(k, u, current, found, before.crops);
  if (growing) return growing;
  // After a problem's answer, one of its own products named with nothing else asked ('tricyclazole,
  // how much for my acre?', the 'how much' in words the vocabulary lacks) asks its dose.
  const dose = current !== null && u.intents.length === 0 && PROBLEM_KINDS.has(current.kind) && namesProduct(k, current, u);
  const follow = followUp(k, dose ? { ...u, intents: ['dose'] } : u, current, found);
  if (follow?.entry) {
    // An animal named in a follow-up asks of the animal: 'my goats graze there, can I let them in
    // after the spray?' is the animals' safety, not the days before harvest.
    const animal = follow.via === 'section' && (u.animals.length > 0 || u.near !== null);
    const asked = dose ? ['dose' as const] : u.intents;
    // (First, before a dose read in the spray's own words: 'after spraying, can I give these greens to the cattle?'.)
    const intents = !animal ? asked : ['animal-safety' as const, ...asked.filter((i) => i !== 'waiting')];
    return { route: 'knowledge', entry: follow.entry, score: found?.score ?? 0, part: partFor(follow.entry, intents), via: follow.via };
  }
  if (follow) return { route: 'decline', decline: 'general', reason: 'same problem, crop not covered' };

  // Today's prices and the coming days' weather are live data; an article can't answer them,
  // unless the farmer named a problem we know (then the price or rain is its setting). Named:
  // the search is confident (a strong key, or signs together with the crop's name).
  const named = found?.confident ?? false;
  // Named outright, as for a forecast below: 'garlic rate in Kota mandi' is no chilli's mites.
  // Which variety fetches a good price is a variety question, not today's rate.
  if (asks('price') && !asks('variety') && !(found?.named ?? false)) return { route: 'live', tool: 'price', reason: 'a price asked' };
  // A weather entry answers a forecast only when the farmer asks what to do ('heavy rain is
  // forecast, how do I protect my cotton?'), not 'will it rain tomorrow?'; a crop's problem named
  // beside a forecast ('rain tomorrow? blast in my paddy') is answered.
  if (asks('weather-forecast')) {
    // What to do is asked outright, or about a forecast the farmer has heard ('heavy rain warning:
    // urea or spray, or not?'), when the weather's own entry is named.
    const advice = found?.entry.kind === 'weather' && (asks('advice') || (u.reported && found.named));
    // Named outright, not only its crop with a sign: 'rain tomorrow? soybean to harvest' is no rust.
    // (Or told by many of its signs with 'what to do?': 'dark spots from the edges, white mould below,
    // fog for 3 days, the whole field will be scorched, what to do?' is late blight, not a forecast.)
    const problem = found !== null && PROBLEM_KINDS.has(found.entry.kind) && (found.named || (asks('advice') && found.score >= 2 * SIGN_WITH_CROP));
    if (!advice && !problem) return { route: 'live', tool: 'weather', reason: 'a forecast asked' };
    // A problem named with only the forecast asked ('aphid spray is due today: no rain in the next
    // two days?'): the forecast, whose spray window answers it, with the problem's answer to open;
    // the problem's answer alone when no forecast can be had.
    if (problem && !advice && !u.heard && u.intents.every((i) => i === 'weather-forecast'))
      return { route: 'live', tool: 'weather', reason: 'a forecast asked beside a problem named', fallback: found!.entry };
    // Asked whether it will come, and what to do ('any frost tonight? potato in the field, what to
    // do'): the forecast, whose advice is for the days it shows; the weather's own entry when the
    // forecast can't be had. (A forecast already heard, an alert, asks only what to do.)
    if (advice && !u.heard) return { route: 'live', tool: 'weather', reason: 'a forecast asked, and what to do', fallback: found!.entry };
  }

  if (found) {
    const { entry } = found;
    // Spraying safely, found by the words of a grazing question after a spray: its animals' part.
    if (entry.id === SAFE_SPRAYING) { const label = sprayedFor(k, u, history); if (label) return label; }
    // A problem's name that several crops' entries share (aphids, powdery mildew), said without
    // the crop: which crop's doses apply is not known, so the crop is asked for.
    if (found.named && entry.crops.length > 0 && u.crops.length === 0 && !u.uncoveredCrop && !u.animals.length && current === null
      && runnerUp?.named && runnerUp.entry.problem !== null && runnerUp.entry.problem === entry.problem && !runnerUp.entry.crops.some((c) => entry.crops.includes(c)))
      return { route: 'decline', decline: 'followup', reason: `a problem of several crops, no crop named; found ${entry.id}, ${runnerUp.entry.id}` };
    // A calendar found for the animals, and another for them that the farmer named ('ducks', beside
    // the chickens' calendar's words): the one named.
    const calendars = entry.kind === 'livestock' && u.animals.length ? calendarsFor(k, u.animals) : [];
    if (calendars.includes(entry)) {
      const named = calendarSaid(u, calendars);
      if (named && named !== entry) return { route: 'knowledge', entry: named, score: found.score, part: partFor(named, u.intents), via: 'search' };
    }
    // An animal's entry is for the animals its title names: goats' worms are no dewormer for a calf.
    const animals = u.animals.length ? u.animals : before.animals;
    if (entry.kind === 'livestock' && animals.length && !forAnimals(k, entry, animals))
      // (Another animal's worms asked of these: their calendar, which says when to deworm them.)
      return vaccinations(k, { ...u, animals }, entry.problem === 'worms') ?? { route: 'decline', decline: 'livestock', reason: `another animal's entry; found ${entry.id}` };
    // A livestock entry answers when named, or when the description shares enough of its signs
    // beside the animal ('fever, mouth sores, drooling'): 'goat has diarrhoea' is not PPR by one
    // shared word. Otherwise the vet decides.
    // (Whether the goats may graze where a spray just told of went is the label's, not the vet's.)
    // (What to grow for fodder is no illness, whatever signs of the summer it tells.)
    // (Two telling signs do, when they point far ahead of any other entry: 'calved two days ago,
    // can't get up, body cold' is milk fever.)
    const told = (found.described ?? 0) >= LIVESTOCK_SIGNS || (found.clear === true && (found.described ?? 0) >= 2);
    if (entry.kind === 'livestock' && !found.named && (!told || asks('growing')))
      return sprayedFor(k, u, history) ?? vaccinations(k, u) ?? { route: 'decline', decline: 'livestock', reason: `an animal's problem only described; found ${entry.id}` };
    // An animal's problem is the vet's: a crop's entry or a field practice never answers it ('ticks
    // on my cow' is not mites on chilli), unless a crop is named too or the farmer asks whether a
    // spray is safe. The weather entries speak of animals (heat stress) and may.
    // (A scheme named for animals is the scheme's: a Kisan Credit Card for keeping cows; so is a
    // practice named whose text names the animal: vermicompost from cow dung, jeevamrut from a
    // cow's urine.)
    const animalsPractice = entry.kind === 'practice' && found.named && speaksOf(k, entry, u);
    // (The weather's advice only when the weather is asked or told: rain in a buffalo's fever
    // story, or piglets pale and weak, is no heavy-rain or cold-wave article.)
    const weathersAdvice = entry.kind === 'weather' && aboutWeather;
    if ((u.animals.length || asks('livestock')) && entry.kind !== 'livestock' && !weathersAdvice && !(entry.kind === 'scheme' && found.named) && !animalsPractice && u.crops.length === 0 && !asks('animal-safety'))
      return { route: 'decline', decline: 'livestock', reason: `an animal named; found ${entry.id}` };
    // A crop we don't cover is no general problem's or the weather's, unless what to do about
    // the weather is asked: areca nuts rotting in the rain are no heavy-rain advice, a citrus
    // leaf's yellowing no iron shortage of our crops. Nor are its doses, varieties and sowing a
    // general practice's: an apple orchard's fertilizer is no lesson in NPK.
    const cropsOwn = asks('fertilizer') || asks('variety') || u.intents.some(isSowing);
    // (An animal's problem told with its fodder is the animal's: bloat after green berseem.)
    const animalsOwn = entry.kind === 'livestock' && (u.animals.length > 0 || asks('livestock'));
    if (u.uncoveredCrop && entry.crops.length === 0 && !animalsOwn && (PROBLEM_KINDS.has(entry.kind) || (entry.kind === 'weather' && !asks('advice') && !u.reported)
      || (entry.kind === 'practice' && cropsOwn)))
      return u.uncoveredKey ? { route: 'decline', decline: 'crop', crop: u.uncoveredKey, reason: `a crop we do not cover; found ${entry.id}` }
        : { route: 'decline', decline: 'general', reason: `a crop we do not cover; found ${entry.id}` };
    // A crop's trouble with the weather only its setting, and no problem of the crop found: the
    // weather's advice answers what was not asked ('in the rains big snails eat the banana').
    // (Water standing in the field after the rain named is the rain's own harm: drain it.)
    if (entry.kind === 'weather' && u.crops.length && !aboutWeather && !(found.named && asks('irrigation')))
      return { route: 'decline', decline: 'general', reason: `a crop's trouble in the weather; found ${entry.id}` };
    // A crop's question answered by a topic for no crop needs a sure match: 'downy mildew in
    // bajra' is not liming acid soil by one shared word.
    if (u.crops.length && entry.crops.length === 0 && entry.kind === 'practice' && found.score < SIGN_WITH_CROP && !(setting && found.named))
      return problemsUnknown(k, u) ?? { route: 'decline', decline: 'general', reason: `a crop named; only a weak general match ${entry.id}` };
    // A scheme answers only when it is the one named: PM-KISAN is not crop insurance.
    // (The weather's own entry tells of the insurance after a drought or a flood when the weather is
    // named, not when a scheme's words merely look like its signs: a rotavator on subsidy is no dry spell.)
    if (asks('scheme') && !(entry.kind === 'scheme' ? found.named : entry.kind === 'weather' ? found.named || found.described == null : named))
      return { route: 'decline', decline: 'scheme', reason: `a scheme asked; found ${entry.id}` };
    // A scheme is asked for by its name; and a spray's dose, waiting days or organic option is a
    // crop problem's. Found by a description alone ('any desi medicine, no poison'), a scheme or a
    // general practice is a guess about something else.
    const treatment = u.intents.some(isTreatment);
    if (!found.named && entry.crops.length === 0 && !PROBLEM_KINDS.has(entry.kind) && (entry.kind === 'scheme' || treatment))
      return { route: 'decline', decline: asks('scheme') ? 'scheme' : 'general', reason: `only described; found ${entry.id}` };
    // Which variety: a pest's or a disease's article doesn't say, though it shares the crop and a
    // word or two. Unless the farmer named that very problem, or asks what to do and names the
    // variety they grow ('Co 0238, leaves drying, red inside, what to do?').
    // (Sowing words are not enough: a nursery's seedlings rotting is damping-off.)
    // (An animal's breed is no crop's variety: a crossbred cow's fever is her illness.)
    if (!found.named && PROBLEM_KINDS.has(entry.kind) && entry.kind !== 'livestock' && asks('variety') && !asks('advice') && !asks('dose'))
      return { route: 'decline', decline: 'general', reason: `a crop practice asked; found ${entry.id}` };
    // A crop's own fertilizer doses ('wheat, how much urea and when?') are not the general NPK
    // practice, even when a fertilizer it names is that entry's name: the farmer needs the crop's doses.
    if (asks('fertilizer') && asks('dose') && (u.crops.length || u.uncoveredCrop) && entry.crops.length === 0 && entry.kind === 'practice' && !entry.text.en.sections.season)
      return { route: 'decline', decline: 'general', reason: `a crop's fertilizer schedule asked; found ${entry.id}` };
    // When to sow, which variety: a practice without those sections (irrigation, soil) doesn't say.
    if (!found.named && (u.intents.some(isSowing) || asks('variety')) && !PROBLEM_KINDS.has(entry.kind) && partFor(entry, u.intents.filter((i) => isSowing(i) || i === 'variety')) === 'short')
      return { route: 'decline', decline: 'general', reason: `sowing or a variety asked; found ${entry.id}` };
    // A crop's profile found by a sign beside the crop ('…ki kheti', '…cultivation') answers how to
    // grow it, not what the farmer sees: yellowing coconut fronds are no planting calendar.
    if (entry.kind === 'crop-profile' && !found.named && !u.intents.some(isPractice))
      return problemsUnknown(k, u) ?? { route: 'decline', decline: 'general', reason: `a profile only by a sign, nothing of growing asked; found ${entry.id}` };
    // A problem told by its signs, with 'which medicine?', needs its name first: the diagnosis
    // (name, what to do, the doses), not the doses alone.
    const part = partFor(entry, u.intents.filter((i) => i !== 'cause'));
    return { route: 'knowledge', entry, score: found.score, part: part === 'dose' && !found.named && PROBLEM_KINDS.has(entry.kind) ? 'short' : part, via: 'search' };
  }
  // Whether animals may graze where a spray just told of went ('I sprayed paraquat on the bunds' —
  // 'can goats graze there?') is the label's, not an animal's illness for the vet.
  const label = sprayedFor(k, u, history);
  if (label) return label;
  const inWords = wordsAsked(u, current);
  if (inWords) return inWords;
  // A scheme for animals we have no entry for (animal insurance, a goat-rearing subsidy) is the
  // scheme's portal's, not the vet's.
  if (asks('scheme')) return { route: 'decline', decline: 'scheme', reason: 'no entry for the scheme' };
  if (u.animals.length || asks('livestock')) return vaccinations(k, u) ?? { route: 'decline', decline: 'livestock', reason: 'no entry for the animal' };
  if (!current && u.intents.some(isTreatment) && u.words.length <= 6 && !u.uncoveredCrop)
    return { route: 'decline', decline: 'followup', reason: 'a follow-up with nothing before it' };
  // A crop we don't cover is named in the decline: the farmer learns it is the crop, not the words.
  if (u.uncoveredKey) return { route: 'decline', decline: 'crop', crop: u.uncoveredKey, reason: 'a crop we do not cover' };
  if (!u.intents.some(isPractice)) { const unknown = problemsUnknown(k, u); if (unknown) return unknown; }
  return { route: 'decline', decline: 'general', reason: u.uncoveredCrop ? 'a crop we do not cover' : 'nothing found' };
}

/**
 * The entry on spraying safely, when the knowledge base has it: whether animals may graze a sprayed
 * field or eat its fodder is the product's label's (no one rule or number fits all), the dealer's or
 * the Kisan Call Centre's, with the vet and 1962 if an animal ate it; else the label decline says so.
 */
const SAFE_SPRAYING = 'pesticide-safe-use';
function labelsOwn(k: Knowledge, reason: string): Routed {
  const entry = k.byId.get(SAFE_SPRAYING);
  return entry ? { route: 'knowledge', entry, score: 0, part: partFor(entry, ['animal-safety']), via: 'section' }
    : { route: 'decline', decline: 'label', reason };
}

/** Whether animals may graze where a spray told of before went: the label's (its days), not an animal's illness. */
function sprayedFor(k: Knowledge, u: Understood, history: Remembered[]): Routed | null {
  const before = history.at(-1);
  if (!before || u.intents.includes('livestock')) return null;
  // Animals named right after a crop's trouble ask whether what was sprayed there is safe for
  // them: 'can I give that sprayed jowar stover to my cow?', however it is worded.
  const afterCrop = u.animals.length > 0 && (u.crops.length > 0 || (toldBefore(k, history, u.language)?.crops.length ?? 0) > 0);
  return u.intents.includes('animal-safety') || afterCrop ? labelsOwn(k, 'a spray\'s safety for animals, no entry for the spray') : null;
}

/**
 * A crop we know how to grow (its profile) but none of whose pests or diseases: the decline says
 * so, so the farmer knows it is the crop's problems we lack, and that growing it can be asked.
 */
function problemsUnknown(k: Knowledge, u: Understood): Routed | null {
  const [crop] = u.crops;
  if (!crop || u.crops.length > 1 || u.animals.length) return null;
  // (An animal's entry that names the crop, poisoning by young jowar, is no problem of the crop.)
  const own = k.entries.filter((e) => e.crops.includes(crop) && e.kind !== 'livestock');
  if (!own.length || own.some((e) => e.kind !== 'crop-profile')) return null;
  return { route: 'decline', decline: 'cropProblems', crop, reason: 'a problem of a crop we have only a profile for' };
}

/**
 * How to grow a crop (when to sow, seed, varieties, fertilizer, water, weeds, harvest) is its
 * profile's, unless the farmer names or describes a problem of that crop ('wheat leaves yellow,
 * which fertilizer?' is the deficiency). The crop is the one named, or the conversation's: after a
 * rust answer, 'how much urea?' asks the wheat's fertilizer, not the fungicide's dose.
 */
function profileRoute(k: Knowledge, u: Understood, current: Entry | null, found: Found | null, cropsBefore: string[]): Routed | null {
  const asks = (intent: Understood['intents'][number]) => u.intents.includes(intent);
  // Tomorrow's rain and today's price are the live tools', whatever else is asked. After a
  // problem's answer, a spray's waiting days, its safety for animals, an organic option or its
  // dose (not a fertilizer's) are that problem's ('how many days before harvest?' after a blight
  // answer is no harvest question).
  // So is a scheme asked ('wheat seed on subsidy, where?' is the seed scheme's, not the seed rate);
  // but a fertilizer's instalments (Gujarati હપ્તા, Tamil தவணை, as PM-KISAN's) are its splits.
  if (asks('weather-forecast') || (asks('price') && !asks('variety')) || (asks('scheme') && !asks('fertilizer'))) return null;
  // (A dose asked of the problem's own product is the spray's, whatever fertilizer word comes with
  // it: 'how much copper sulphate, how much lime in 100 litres?' after koleroga's Bordeaux mixture.)
  const spray = asks('waiting') || asks('animal-safety') || asks('organic')
    || (asks('dose') && (!asks('fertilizer') || (current !== null && namesProduct(k, current, u))));
  if (spray && current !== null && PROBLEM_KINDS.has(current.kind)) return null;
  // After a crop's profile (a weedicide, say), whether cattle may graze or how many days to wait
  // is the product's label's: the profile has no such part, and saying it again answers nothing.
  // (Animals named after it ask the same: 'can I give that field's grass to my cows?'.)
  if ((asks('animal-safety') || asks('waiting') || (u.animals.length > 0 && !asks('livestock'))) && current?.kind === 'crop-profile' && u.crops.length === 0 && !(found?.named ?? false))
    return asks('waiting') && !asks('animal-safety') && u.animals.length === 0
      ? { route: 'decline', decline: 'label', reason: `a spray's waiting days after ${current.id}: the label's` }
      : labelsOwn(k, `a spray's safety for animals after ${current.id}: the label's`);
  // After a problem's answer, another crop 'sown next door' is the same problem there, not how to
  // sow it: sowing words are often only the setting ('ਨਾਲ ਦੇ ਖੇਤ ਮਾਂਹ ਬੀਜੇ ਆ, ਉੱਥੇ ਵੀ ਲੱਗ ਸਕਦੀ?').
  const practices = u.intents.filter(isPractice);
  if (current !== null && PROBLEM_KINDS.has(current.kind) && practices.length > 0 && practices.every(isSowing)
    && u.crops.length > 0 && !current.crops.includes(u.crops[0]!)) return null;
  const profile = profileAsked(k, u, current, cropsBefore);
  if (!profile) return null;
  // Which variety resists rust, or which weedicide, is the profile's even beside a problem:
  // the problem's entry has no such part. (Sowing, water and fertilizer words also tell of
  // problems: a nursery's seedlings rotting is damping-off.) Unless the farmer asks what to do,
  // naming the variety they grow ('Co 0238, red inside, what to do?').
  // (A weed that has an entry of its own, broomrape in mustard, is that entry's: its control is
  // the whole of it.)
  const beside = asks('advice') ? [] : u.intents.filter((i) => i === 'variety' || (i === 'weeds' && found?.entry.kind !== 'weed') || i === 'harvest');
  // The weather's and the soil's problems count as the crop's too: frost tonight, how to save
  // my nursery? iron shortage in the rice nursery?
  // (A problem of a crop named as the one before is told of that crop: 'groundnut, 25 days after
  // sowing, plants dry, white fungus with grains like mustard seed' is no question about mustard.)
  const ofCrop = found !== null && (found.entry.crops.includes(profile.crops[0]!) || found.entry.crops.length === 0 || found.entry.crops.some((c) => u.before.includes(c)));
  // In a conversation about growing this crop, only a problem named outright is a new question.
  const told = found !== null && (found.named || (current?.id !== profile.id && (found.described == null ? found.score > SIGN_WITH_CROP : found.described >= DESCRIBED)));
  // (A spray's medicine asked beside the signs is the problem's, however faint the signs: a
  // profile has no sprays but its weedicides: 'sown 50 days, round brown spots, leaves falling:
  // which medicine?')
  const medicine = asks('dose') && !asks('fertilizer') && !asks('weeds') && found !== null && PROBLEM_KINDS.has(found.entry.kind);
  // (A nutrient named beside its crop, not how much is asked: 'should mustard get sulphur, why, in
  // what form?' is the crop's sulphur shortage, which tells the why and the forms; the profile's
  // schedule only lists a fertilizer.)
  const nutrient = found !== null && found.entry.kind === 'deficiency' && found.entry.crops.includes(profile.crops[0]!) && found.confident
    && found.described == null && !asks('dose');
  // (And the field's own problem named, a practice's: 'pH 4.8, what before planting paddy?' is
  // the acid soil's liming, not the paddy's planting season. Its remedy named with a fertilizer
  // asked is the crop's own: gypsum for groundnut at pegging.)
  const fields = found !== null && found.entry.kind === 'practice' && found.entry.problem !== null && found.named && found.entry.crops.length === 0
    && !asks('fertilizer') && !asks('dose');
  const problem = found !== null && ofCrop && (PROBLEM_KINDS.has(found.entry.kind) || found.entry.kind === 'weather' || fields) && (told || medicine || nutrient)
    && !(beside.length && partFor(found.entry, beside) === 'short');
  // A topic for no one crop that the farmer names and that has the part asked (the critical
  // irrigations and the hand test, crop insurance's loss report) answers it too; but a crop's
  // fertilizer doses are its profile's, not the general NPK practice's.
  // When a fertilizer is asked, irrigation words only set the scene ('irrigated wheat: urea all at
  // once or split?'): the crop's schedule times its doses by the irrigations.
  const growing = u.intents.filter((i) => isPractice(i) && i !== 'fertilizer' && !(i === 'irrigation' && asks('fertilizer')));
  const part = found === null ? 'short' : partFor(found.entry, growing);
  // A weedicide, variety or harvest asked must be the topic's too: 'which weedicide? first
  // irrigation is done' is no irrigation question. (Sowing words are often only the setting.)
  const whole = found !== null && growing.filter((i) => i === 'weeds' || i === 'variety' || i === 'harvest').every((i) => partFor(found.entry, [i]) !== 'short');
  const topic = found !== null && found.entry.crops.length === 0 && !PROBLEM_KINDS.has(found.entry.kind) && (found.named || found.confident)
    && (found.entry.kind === 'scheme' || (part !== 'short' && whole && fitsCrop(k, found.entry, part, profile.crops[0]!))
      // A fertilizer topic named outright ('DAP not available, what instead of DAP?') is asked, not
      // the crop's schedule; 'wheat, how much urea, DAP and potash?' asks the crop's own doses,
      // however many fertilizers it names.
      || (asks('fertilizer') && !asks('dose') && found.named && found.score >= (found.entry.problem ? NAMED_PROBLEM_TOPIC : NAMED_TOPIC)
        && partFor(found.entry, ['fertilizer']) !== 'short')
      // (So is an input the crop's schedule never names: 'which biofertilizer for wheat, how?' is
      // the biofertilizers' own, which the wheat's schedule does not mention.)
      || (asks('fertilizer') && found.named && namedBeyond(found.entry, profile, u))
      // 'How many ml of nano urea in a litre, for paddy?' asks the named input's own amount, which
      // the crop's schedule never names; 'how much DAP for wheat?' is the schedule's, which does.
      // (Its amounts for no crop in particular, or for this one: the biofertilizers' root dip is
      // transplanted paddy's, not a coconut palm's.)
      || (asks('dose') && found.named && partFor(found.entry, ['dose']) !== 'short' && namedBeyond(found.entry, profile, u)
        && speaksOfCrop(k, found.entry, partFor(found.entry, ['dose']), profile.crops[0]!)));
  if (topic) return { route: 'knowledge', entry: found.entry, score: found.score, part: part === 'short' && asks('fertilizer') ? partFor(found.entry, ['fertilizer']) : part, via: 'search' };
  if (problem) return null;
  const asked = partFor(profile, u.intents);
  // 'How much?' answered by a section that gives no amount ('ask your KVK for the dose per tree')
  // is an honest decline, not the profile's words around the number it lacks. (The profile's own
  // suggested question, tapped, gets the section it offered: how to put it on, whom to ask.)
  const chip = profile.text[u.language].followups.includes(u.text.trim());
  if (asks('dose') && !chip && SECTION_IDS.includes(asked as SectionId) && !givesAmount(profile.text.en.sections[asked as SectionId] ?? ''))
    return { route: 'decline', decline: 'general', reason: `an amount asked; ${profile.id}'s ${asked} gives none` };
  return { route: 'knowledge', entry: profile, score: found?.score ?? 0, part: asked, via: 'profile' };
}

/** The practice profile of the crop a growing question is about, if we have one. */
function profileAsked(k: Knowledge, u: Understood, current: Entry | null, cropsBefore: string[]): Entry | null {
  if (!u.intents.some(isPractice) || u.animals.length) return null;
  // 'And when to sow bajra?' after a wheat answer is not about wheat. (After an answer for no crop,
  // the crop the farmer named before it: DAP's substitutes, then 'and urea, when?' for the wheat.)
  const crops = u.crops.length || u.uncoveredCrop ? u.crops : current === null ? [] : current.crops.length ? current.crops : cropsBefore;
  if (crops.length !== 1) return null;
  return k.entries.find((e) => e.kind === 'crop-profile' && e.crops.includes(crops[0]!)) ?? null;
}


/**
 * Whether a general topic's part fits this crop. The critical irrigations of wheat and rice are
 * not gram's; biofertilizers on seed, or salty tubewell water, are anyone's.
 */
function fitsCrop(k: Knowledge, entry: Entry, part: Part, crop: string): boolean {
  // A topic about some crops in particular (its title names them) fits only those; its varieties
  // only the crops they name (salty soil's tolerant crops are no variety of Kuttanad's paddy).
  if (part !== 'varieties' && cropsNamedIn(k, entry.text.en.title).length === 0) return true;
  return cropsNamedIn(k, entry.text.en.sections[part as SectionId] ?? '').includes(crop);
}

/** Whether a part of an entry names no crop but this one. */
function speaksOfCrop(k: Knowledge, entry: Entry, part: Part, crop: string): boolean {
  const named = cropsNamedIn(k, entry.text.en.sections[part as SectionId] ?? '');
  return named.length === 0 || named.includes(crop);
}

/** The crops an English text names, by their English names as whole words. */
function cropsNamedIn(k: Knowledge, text: string): string[] {
  const lower = text.toLowerCase();
  return Object.keys(k.crops).filter((key) => (k.crops[key]?.en ?? []).some((name) => new RegExp(`\\b${name.toLowerCase()}\\b`).test(lower)));
}

/** Kin animals share an entry: what is said of cattle holds for buffaloes, of goats for sheep. */
const KIN_ANIMALS: Record<string, string> = { cattle: 'buffalo', buffalo: 'cattle', goat: 'sheep', sheep: 'goat' };
/** Whether a text's words, in a language, name an animal (by the vocabulary's names, strictly). */
const namesAnimal = (k: Knowledge, text: string[], language: KbLanguage, animal: string) =>
  wordsOf(k.vocabulary.animals[animal]!, text, language, false, true);

/**
 * A vaccine asked for an animal, with no disease of it named or told ('which vaccine first for my
 * goat kids, at what age?'): that animal's vaccination calendar (an entry about no illness, whose
 * title is its vaccines), else nothing.
 */
function vaccinations(k: Knowledge, u: Understood, worms = false): Routed | null {
  if (!(u.intents.includes('vaccine') || worms) || u.animals.length === 0) return null;
  const calendars = calendarsFor(k, u.animals, worms);
  const calendar = calendarSaid(u, calendars) ?? calendars[0];
  return calendar ? { route: 'knowledge', entry: calendar, score: 0, part: 'short', via: 'search' } : null;
}

/** The vaccination calendars (entries about no illness whose title is their vaccines) for these animals. */
const calendarsFor = (k: Knowledge, animals: string[], worms = false) => k.entries.filter((e) => e.kind === 'livestock' && !e.text.en.sections.symptoms
  && /vaccin/i.test(e.text.en.title) && (!worms || /deworm/i.test(e.text.en.title)) && forAnimals(k, e, animals));

/**
 * Of several calendars for the same animals (chickens' and ducks', both poultry), the one whose
 * title has a word the farmer said that the others' titles lack ('താറാവ്', 'बत्तख'), if any.
 */
function calendarSaid(u: Understood, calendars: Entry[]): Entry | null {
  if (calendars.length < 2) return null;
  // (A word with another ending is the same word: बत्तखें, बत्तखों; ducks in English too.)
  const alike = (a: string, b: string) => {
    const x = [...a], y = [...b];
    let same = 0;
    while (same < x.length && x[same] === y[same]) same++;
    return a === b || (same >= 4 && same >= 0.7 * Math.min(x.length, y.length));
  };
  const titles = calendars.map((c) => [...words(c.text[u.language].title), ...words(c.text.en.title)].filter((w) => [...w].length >= 3));
  const saysOf = (title: string[]) => title.filter((w) => u.words.some((s) => alike(s, w)));
  return calendars.find((_, i) => saysOf(titles[i]!).some((w) => !titles.every((t) => t.some((x) => alike(x, w))))) ?? null;
}

/**
 * Whether the question names the topic by one of its aliases (all its words) and the crop's
 * profile names it by none, in the question's language or in English: an input the crop's own
 * schedule has nothing on (nano urea), not one it measures out (DAP, potash, farmyard manure).
 */
function namedBeyond(topic: Entry, profile: Entry, u: Understood): boolean {
  const aliases = [...topic.text[u.language].aliases, ...topic.text.en.aliases].map(words).filter((alias) => alias.length > 0);
  const holds = (text: Set<string>) => (alias: string[]) => alias.every((w) => text.has(w));
  const profileWords = new Set([u.language, 'en' as const].flatMap((l) => words(Object.values(profile.text[l].sections).join(' '))));
  return aliases.some(holds(new Set(u.words))) && !aliases.some(holds(profileWords));
}

/** Whether the question names one of the entry's products by its name in the question's language (a word of 4+ letters, or its inflection). */
function namesProduct(k: Knowledge, entry: Entry, u: Understood): boolean {
  const names = entry.products.flatMap((p) => words(k.vocabulary.ingredients[p.ingredient]?.[u.language] ?? '')).filter((w) => [...w].length >= 4);
  return u.words.some((w) => names.some((name) => w === name || w.startsWith(name)));
}

/** Whether an animal's entry is for one of these animals: its English title names one, or none at all. */
function forAnimals(k: Knowledge, entry: Entry, animals: string[]): boolean {
  const title = words(entry.text.en.title);
  const own = Object.keys(k.vocabulary.animals).filter((animal) => namesAnimal(k, title, 'en', animal));
  return own.length === 0 || animals.some((a) => own.includes(a) || own.includes(KIN_ANIMALS[a] ?? ''));
}

/** Whether an entry's text, in the question's language, names an animal the question names. */
function speaksOf(k: Knowledge, entry: Entry, u: Understood): boolean {
  const text = words(Object.values(entry.text[u.language].sections).join(' '));
  return u.animals.some((animal) => namesAnimal(k, text, u.language, animal));
}

/** The most words a follow-up has: a longer question tells a new story, not a part of the last answer. */
const FOLLOW_UP_WORDS = 8;

/**
 * A short question after an answer, naming no other crop or animal and nothing the vocabulary
 * knows to ask ('when do I plough it in?', 'how much do I give?'): the part of the conversation's
 * entry its words point to.
 */
function wordsAsked(u: Understood, current: Entry | null): Routed | null {
  if (!current || u.words.length > FOLLOW_UP_WORDS || u.uncoveredCrop || u.crops.some((c) => !current.crops.includes(c))) return null;
  if (u.animals.length > 0 && current.kind !== 'livestock') return null;
  if (u.intents.some((i) => i === 'scheme' || i === 'price' || i === 'weather-forecast')) return null;
  const part = sectionByWords(current, u.language, u.words);
  return part ? { route: 'knowledge', entry: current, score: 0, part, via: 'section' } : null;
}
