import type { KbLanguage } from '../../kb/schema.ts';
import { isLatin, spelledWords } from '../../text.ts';
import { romanizedPhrase } from '../../understand/romanize.ts';
import type { Place, Point } from '../weather/provider.ts';
import { pincodeIn, placeCandidates, type PlaceWords } from './extract.ts';
import type { PincodeTable } from './pincodes.ts';

export interface WhereAsked {
  text: string;
  language: KbLanguage;
  /** The phone's location, when the farmer shared it. */
  location: Point | null;
  /** The signed-in farmer's pincode (profile). */
  pincode: string | null;
  /** The assistant just asked for the place: the whole reply may be its name. */
  placeReply: boolean;
}

export type Located =
  | { found: Place; how: 'named' | 'pincode' | 'phone' | 'profile' }
  | { found: null; named: string | null };

export interface LocateDeps {
  pincodes: PincodeTable;
  words: PlaceWords;
  /** The geocoder (the weather provider's), null when weather is off. Throws when it can't answer. */
  findPlace: ((name: string) => Promise<Place | null>) | null;
  /** A word of the vocabulary (a crop, 'rain', 'tomorrow'), which is no place. */
  known: (word: string) => boolean;
}

/**
 * Where a weather or price question is about, the first that applies:
 * 1. a place the question names (a pincode, a district, a village or town the geocoder finds in
 *    India): what was asked, even when the phone is elsewhere;
 * 2. the phone's location, when the farmer shared it (named by the district it falls in);
 * 3. the signed-in farmer's pincode;
 * otherwise nothing, and the farmer is asked (`named` says which name was not found).
 */
export async function locate(q: WhereAsked, deps: LocateDeps): Promise<Located> {
  const pin = pincodeIn(q.text);
  const byPin = pin ? deps.pincodes.byPincode(pin) : null;
  if (byPin) return { found: byPin, how: 'pincode' };

  const candidates = placeCandidates(q.text, deps.words, deps.known);
  // 'Sehore' alone, answering 'for which place?'.
  const reply = spelledWords(q.text);
  if (q.placeReply && reply.length > 0 && reply.length <= 3) candidates.push(reply.join(' '));
  for (const name of candidates) {
    const place = await findNamed(name, q.language, deps);
    if (place) return { found: place, how: 'named' };
  }

  if (q.location) {
    const near = deps.pincodes.nearest(q.location);
    const name = near?.district ?? `${q.location.latitude.toFixed(2)}, ${q.location.longitude.toFixed(2)}`;
    return { found: { ...q.location, name, district: near?.district ?? null, state: near?.state ?? null }, how: 'phone' };
  }
  const profile = q.pincode ? deps.pincodes.byPincode(q.pincode) : null;
  if (profile) return { found: profile, how: 'profile' };
  return { found: null, named: candidates[0] ?? null };
}

/**
 * A district of the offline table by its name; else the geocoder (the name, then its Latin form);
 * else a district whose name sounds the same (a native spelling the geocoder doesn't know).
 */
async function findNamed(name: string, language: KbLanguage, deps: LocateDeps): Promise<Place | null> {
  const latinTyped = name.split(' ').every(isLatin);
  if (latinTyped) {
    const district = deps.pincodes.district(name);
    if (district) return district;
  }
  const latin = latinTyped ? name : romanizedPhrase(name, language)?.join(' ') ?? null;
  if (deps.findPlace) {
    const place = await deps.findPlace(name) ?? (latin && latin !== name ? await deps.findPlace(latin) : null);
    if (place) return place;
  }
  return latin ? deps.pincodes.districtBySound(latin) : null;
}
