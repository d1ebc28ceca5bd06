import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock.ts';
import type { KbLanguage } from '../../kb/schema.ts';
import { fill } from '../../kb/vocabulary.ts';
import type { PlaceWords } from '../place/extract.ts';
import { locate, type WhereAsked } from '../place/locate.ts';
import { type PincodeTable, soundOf } from '../place/pincodes.ts';
import type { Place } from '../weather/provider.ts';
import { isolateNumbers } from '../weather/render.ts';
import type { PriceRecord } from './provider.ts';
import type { PriceService } from './service.ts';

/** The words of a price answer in one language (templates.json, `prices`). */
export interface PriceTemplates {
  heading: string; market: string; notToday: string; stateOnly: string; none: string;
  msp: string; noMsp: string; source: string; askPlace: string; askCommodity: string;
}

/** knowledge/live/msp.json: each season's MSP by crop, with when it was fixed and by whom. */
export interface MspData {
  seasons: { season: Record<KbLanguage, string>; fixed: string; source: string; rates: Record<string, { grade?: string; rate: number }[]> }[];
  grades: Record<string, Record<KbLanguage, string>>;
}

export type PriceReply =
  | { outcome: 'prices'; text: string; spoken: string }
  | { outcome: 'ask-place' | 'ask-commodity'; text: string }
  /** No key, no network, the provider down or talking nonsense: the honest reply naming e-NAM and Agmarknet. */
  | { outcome: 'unavailable'; reason: string };

export interface PriceToolDeps {
  service: PriceService;
  pincodes: PincodeTable;
  placeWords: PlaceWords;
  /** Crop key → the commodity Agmarknet reports it as (knowledge/live/commodities.json). */
  commodities: Record<string, string>;
  msp: MspData;
  /** A crop's name in a language (the knowledge base's first name for it). */
  cropName: (crop: string, language: KbLanguage) => string;
  templates: (language: KbLanguage) => PriceTemplates;
  known: (word: string) => boolean;
  findPlace: ((name: string) => Promise<Place | null>) | null;
  clock: Clock;
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
}

/** Markets shown: the district's (or else the state's) latest few. */
const MARKETS_SHOWN = 4;
/** Older than this, a report is no longer 'the latest price'. */
const FRESH_DAYS = 7;

const rupees = (n: number) => Math.round(n).toLocaleString('en-IN');
const dateOf = (iso: string, language: KbLanguage) => new Intl.DateTimeFormat(
  `${language === 'sa' ? 'hi' : language}-IN-u-nu-latn`, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
).format(new Date(`${iso}T00:00:00Z`));

/**
 * The price tool: the crop asked, the place (named, the phone's, the profile's pincode), the latest
 * mandi prices there (the district's markets, else the state's), and the MSP beside them with its
 * season and date. Never an invented price: without data it says so and names where to look.
 */
export function priceTool(deps: PriceToolDeps) {
  /** The latest season's MSP line for a crop, or the 'no MSP' line. */
  const mspLine = (crop: string, language: KbLanguage, t: PriceTemplates) => {
    const commodity = deps.cropName(crop, language);
    const season = [...deps.msp.seasons].sort((a, b) => b.fixed.localeCompare(a.fixed)).find((s) => s.rates[crop]);
    if (!season) return fill(t.noMsp, { commodity });
    return season.rates[crop]!.map((r) => fill(t.msp, {
      commodity, rate: rupees(r.rate), grade: r.grade ? ` (${deps.msp.grades[r.grade]?.[language] ?? r.grade})` : '',
      season: season.season[language], date: dateOf(season.fixed, language),
    })).join(' ');
  };

  return {
    enabled: deps.service.enabled,
    /** `crops`: the crops the question names; `otherCrop`: it names a crop we have no name for. */
    async answer(where: WhereAsked, crops: string[], otherCrop = false): Promise<PriceReply> {
      const t = deps.templates(where.language);
      // Without prices, nothing to ask the farmer for: say where to look.
      if (!deps.service.enabled) return { outcome: 'unavailable', reason: 'prices switched off (no DATA_GOV_IN_API_KEY)' };
      const crop = crops.find((c) => deps.commodities[c]);
      // A crop we can't look up (garlic, kinnow) is not 'which crop?': the farmer said which.
      if (!crop && (otherCrop || crops.length > 0)) return { outcome: 'unavailable', reason: 'a crop without a commodity name' };
      if (!crop) return { outcome: 'ask-commodity', text: t.askCommodity };
      try {
        const located = await locate(where, { pincodes: deps.pincodes, words: deps.placeWords, known: deps.known, findPlace: deps.findPlace });
        if (!located.found?.state) return { outcome: 'ask-place', text: t.askPlace };
        const place = located.found;
        const records = await deps.service.latest(place.state!, deps.commodities[crop]!);
        return { outcome: 'prices', ...render(records, place, crop, where.language, t) };
      } catch (err) {
        deps.log?.warn({ reason: String((err as Error).message ?? err) }, 'mandi prices not available; honest reply given');
        return { outcome: 'unavailable', reason: String((err as Error).message ?? err) };
      }
    },
  };

  function render(records: PriceRecord[], place: Place, crop: string, language: KbLanguage, t: PriceTemplates) {
    const commodity = deps.cropName(crop, language);
    const today = new Date(deps.clock().getTime() + 330 * 60_000).toISOString().slice(0, 10);
    const oldest = new Date(Date.parse(`${today}T00:00:00Z`) - FRESH_DAYS * 86_400_000).toISOString().slice(0, 10);
    const fresh = records.filter((r) => r.date >= oldest);
    const msp = mspLine(crop, language, t);
    // The season that fixed this crop's MSP; for a crop without one, the latest list of MSP crops.
    const seasons = [...deps.msp.seasons].sort((a, b) => b.fixed.localeCompare(a.fixed));
    const source = fill(t.source, { source: (seasons.find((x) => x.rates[crop]) ?? seasons[0])?.source ?? 'CACP' });
    if (fresh.length === 0) {
      const none = fill(t.none, { state: place.state!, commodity });
      return { text: [none, msp].join('\n'), spoken: [none, msp].join('\n') };
    }
    // The district's markets, by how their district's name sounds (the sources spell names apart);
    // a market named in the question first.
    const district = place.district ? soundOf(place.district) : null;
    const inDistrict = fresh.filter((r) => district && soundOf(r.district) === district);
    const named = soundOf(place.name);
    const shown = (inDistrict.length ? inDistrict : fresh)
      .sort((a, b) => Number(soundOf(b.market) === named) - Number(soundOf(a.market) === named) || b.date.localeCompare(a.date))
      .filter((r, i, all) => all.findIndex((x) => x.market === r.market) === i)
      .slice(0, MARKETS_SHOWN);
    const lines = shown.map((r) => fill(t.market, {
      market: r.market, district: r.district, date: dateOf(r.date, language), modal: rupees(r.modal), min: rupees(r.min), max: rupees(r.max),
    }));
    const notes = [
      ...(inDistrict.length || !place.district ? [] : [fill(t.stateOnly, { district: place.district, commodity, state: place.state! })]),
      ...(shown.some((r) => r.date === today) ? [] : [t.notToday]),
    ];
    const heading = fill(t.heading, { commodity, place: place.district ?? place.name });
    return {
      text: isolateNumbers([heading, ...notes, ...lines.map((l) => `• ${l}`), '', msp, '', source].join('\n'), language),
      spoken: [heading, ...notes, ...lines.slice(0, 2), msp].join('\n'),
    };
  }
}
export type PriceTool = ReturnType<typeof priceTool>;
