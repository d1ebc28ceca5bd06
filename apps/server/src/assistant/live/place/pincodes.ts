import fs from 'node:fs';
import path from 'node:path';
import { withinEdits } from '../../text.ts';
import type { Place, Point } from '../weather/provider.ts';

/**
 * The offline pincode table (knowledge/live/pincodes.tsv, built by scripts/build-pincodes.mjs from
 * India Post's directory): a pincode's district, state and a point for its forecast. Read on the
 * first question that needs it, not at start-up (about 19,500 rows, 0.8 MB).
 */
export interface PincodeTable {
  byPincode(pincode: string): Place | null;
  /** The place of the nearest pincode: names the district a phone's location is in. */
  nearest(point: Point): Place | null;
  /** A district by its name (as the table spells it, any case), at the middle of its pincodes. */
  district(name: string): Place | null;
  /**
   * A district by how its name sounds in Latin letters ('sihor' from सीहोर is Sehore), when only
   * one district sounds so: the last resort for a name the geocoder doesn't know.
   */
  districtBySound(latin: string): Place | null;
  districts(): string[];
}

/**
 * A Latin name's consonants, voiced and voiceless alike, vowels and h dropped: how one place's
 * spellings agree (Sehore, sihor; Madurai, maturai; Thrissur, trisur; Ludhiana, ludiana).
 */
const folded = (latin: string) => latin.toLowerCase().replace(/[^a-z]/g, '').replace(/h/g, '')
  .replace(/d/g, 't').replace(/g/g, 'k').replace(/b/g, 'p').replace(/[jz]/g, 'c').replace(/v/g, 'w').replace(/(.)\1+/g, '$1');
export const soundOf = (latin: string) => folded(latin).replace(/[yaeiou]/g, '').replace(/(.)\1+/g, '$1');
/** Edits between two folded names, up to 3 (more counts as 4). */
const distance = (a: string, b: string) => [0, 1, 2, 3].find((n) => withinEdits(folded(a), folded(b), n)) ?? 4;

interface Row { pincode: string; latitude: number; longitude: number; district: string; state: string }

export function pincodeTable(file: string): PincodeTable {
  let rows: Row[] | null = null;
  let byPin: Map<string, Row> | null = null;
  let byDistrict: Map<string, Place> | null = null;
  let bySound: Map<string, Place[]> | null = null;
  const load = () => {
    if (rows) return rows;
    rows = fs.readFileSync(file, 'utf8').split('\n').filter((l) => l && !l.startsWith('#')).map((line) => {
      const [pincode, lat, lon, district, state] = line.split('\t');
      return { pincode: pincode!, latitude: Number(lat), longitude: Number(lon), district: district!, state: state! };
    });
    byPin = new Map(rows.map((r) => [r.pincode, r]));
    const groups = new Map<string, Row[]>();
    for (const r of rows) groups.set(r.district.toLowerCase(), [...(groups.get(r.district.toLowerCase()) ?? []), r]);
    const middle = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
    byDistrict = new Map([...groups].map(([key, rs]) => [key, {
      name: rs[0]!.district, district: rs[0]!.district, state: rs[0]!.state,
      latitude: middle(rs.map((r) => r.latitude)), longitude: middle(rs.map((r) => r.longitude)),
    }]));
    return rows;
  };
  const place = (r: Row): Place => ({ name: r.district, district: r.district, state: r.state, latitude: r.latitude, longitude: r.longitude });
  return {
    byPincode(pincode) {
      load();
      const r = byPin!.get(pincode.trim());
      return r ? place(r) : null;
    },
    nearest(point) {
      let best: Row | null = null, bestD = Infinity;
      const k = Math.cos((point.latitude * Math.PI) / 180);
      for (const r of load()) {
        const d = (r.latitude - point.latitude) ** 2 + ((r.longitude - point.longitude) * k) ** 2;
        if (d < bestD) { bestD = d; best = r; }
      }
      // Farther than about 50 km from any post office: not in India; the place has no name here.
      return best && Math.sqrt(bestD) * 111 <= 50 ? place(best) : null;
    },
    district(name) {
      load();
      return byDistrict!.get(name.toLowerCase().trim()) ?? null;
    },
    districtBySound(latin) {
      load();
      if (!bySound) {
        bySound = new Map();
        for (const place of byDistrict!.values()) bySound.set(soundOf(place.name), [...(bySound.get(soundOf(place.name)) ?? []), place]);
      }
      const key = soundOf(latin);
      if (key.length < 2) return null;
      // Of the districts with the same consonants, the one nearest in its vowels too, if it is
      // clearly nearest and near enough (Madurai, not Mathura, for 'maturai').
      const ranked = (bySound.get(key) ?? []).map((p) => ({ p, d: distance(p.name, latin) })).sort((a, b) => a.d - b.d);
      const [best, next] = ranked;
      // Two consonants say little: then only one edit more.
      return best && best.d <= (key.length < 3 ? 1 : 2) && (!next || next.d > best.d) ? best.p : null;
    },
    districts() {
      load();
      return [...byDistrict!.values()].map((p) => p.name);
    },
  };
}

/**
 * The shipped table, beside the knowledge: one per file, shared by the knowledge (its district
 * names are plain words) and the forecast's places, so the 19,000 rows are read once.
 */
const shipped = new Map<string, PincodeTable>();
export function shippedPincodes(knowledgeDir: string): PincodeTable {
  const file = path.join(knowledgeDir, 'live', 'pincodes.tsv');
  let table = shipped.get(file);
  if (!table) shipped.set(file, table = pincodeTable(file));
  return table;
}
