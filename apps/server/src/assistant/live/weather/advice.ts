import type { Forecast, ForecastDay } from './provider.ts';

/** The thresholds of knowledge/live/weather-rules.json, each with its source. */
export interface WeatherRules {
  spray: { dryHours: number; maxRainMm: number; maxRainChance: number; maxWindKmh: number; sprayHours: number; firstHour: number; lastHour: number };
  heavyRain: { mmPerDay: number };
  heat: { maxC: number };
  frost: { minC: number };
  wind: { kmh: number };
}

export type Advice =
  | { kind: 'spray'; hour: string }
  | { kind: 'noSpray' }
  | { kind: 'heavyRain'; day: string; rainMm: number }
  | { kind: 'irrigate' | 'skipIrrigation'; needMm: number; rainMm: number }
  | { kind: 'heat'; day: string; maxC: number }
  | { kind: 'frost'; day: string; minC: number }
  | { kind: 'wind'; day: string; windKmh: number };

/** India keeps one time all year: IST is UTC+5:30. Forecast times are written in it. */
export const istOf = (now: Date) => new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 16);

/**
 * The next hour from now, in the day's working hours, when a spray can go on: calm for the hours
 * it takes, and no rain (nor a real chance of it) for a day after, so it is not washed off.
 */
function sprayHour(f: Forecast, r: WeatherRules['spray'], now: Date): string | null {
  const from = istOf(now).slice(0, 13);
  const hours = f.hours;
  for (let i = 0; i + r.dryHours <= hours.length; i++) {
    const h = hours[i]!;
    const hourOfDay = Number(h.time.slice(11, 13));
    if (h.time.slice(0, 13) <= from || hourOfDay < r.firstHour || hourOfDay > r.lastHour) continue;
    const spraying = hours.slice(i, i + r.sprayHours);
    const after = hours.slice(i, i + r.dryHours);
    const calm = spraying.every((x) => x.windKmh < r.maxWindKmh);
    const dry = after.reduce((sum, x) => sum + x.rainMm, 0) <= r.maxRainMm && after.every((x) => x.rainChance === null || x.rainChance <= r.maxRainChance);
    if (calm && dry) return h.time;
  }
  return null;
}

const first = (days: ForecastDay[], test: (d: ForecastDay) => boolean) => days.find(test) ?? null;
const extreme = (days: ForecastDay[], value: (d: ForecastDay) => number, test: (d: ForecastDay) => boolean, pick: 'max' | 'min') => {
  const hit = days.filter(test);
  if (hit.length === 0) return null;
  return hit.reduce((a, b) => ((pick === 'max' ? value(b) > value(a) : value(b) < value(a)) ? b : a));
};

/**
 * Farm advice from a forecast by the rules' thresholds (IMD categories, agromet practice): when to
 * spray, heavy rain ahead, whether the week's rain covers the water the field will lose, heat,
 * frost and strong wind. Only days from today on count.
 */
export function adviceFor(f: Forecast, rules: WeatherRules, now: Date): Advice[] {
  const today = istOf(now).slice(0, 10);
  const days = f.days.filter((d) => d.date >= today);
  const advice: Advice[] = [];
  const hour = sprayHour(f, rules.spray, now);
  advice.push(hour ? { kind: 'spray', hour } : { kind: 'noSpray' });

  const heavy = first(days, (d) => d.rainMm >= rules.heavyRain.mmPerDay);
  if (heavy) advice.push({ kind: 'heavyRain', day: heavy.date, rainMm: heavy.rainMm });

  const et0 = days.map((d) => d.et0Mm);
  if (days.length && et0.every((x) => x !== null)) {
    const needMm = (et0 as number[]).reduce((a, b) => a + b, 0);
    const rainMm = days.reduce((sum, d) => sum + d.rainMm, 0);
    advice.push({ kind: rainMm >= needMm ? 'skipIrrigation' : 'irrigate', needMm, rainMm });
  }

  const hot = extreme(days, (d) => d.maxC, (d) => d.maxC >= rules.heat.maxC, 'max');
  if (hot) advice.push({ kind: 'heat', day: hot.date, maxC: hot.maxC });
  const cold = extreme(days, (d) => d.minC, (d) => d.minC <= rules.frost.minC, 'min');
  if (cold) advice.push({ kind: 'frost', day: cold.date, minC: cold.minC });
  const windy = extreme(days, (d) => d.windKmh, (d) => d.windKmh >= rules.wind.kmh, 'max');
  if (windy) advice.push({ kind: 'wind', day: windy.date, windKmh: windy.windKmh });
  return advice;
}
