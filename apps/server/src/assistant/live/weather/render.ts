import type { KbLanguage } from '../../kb/schema.ts';
import { fill } from '../../kb/vocabulary.ts';
import { type Advice, istOf } from './advice.ts';
import type { Forecast, Place } from './provider.ts';

/** The words of a forecast answer in one language (templates.json, `weather`). */
export interface WeatherTemplates {
  heading: string; today: string; tomorrow: string; rainDay: string; dryDay: string; adviceHeading: string;
  spray: string; noSpray: string; heavyRain: string; irrigate: string; skipIrrigation: string;
  heat: string; frost: string; wind: string; source: string; unavailable: string; askPlace: string; placeNotFound: string;
}

/** Dates and times are said by the phone's own calendar words (Intl), in Western digits like the rest. */
const LOCALE: Record<KbLanguage, string> = {
  en: 'en-IN', hi: 'hi-IN', te: 'te-IN', ta: 'ta-IN', gu: 'gu-IN', pa: 'pa-IN', ur: 'ur-IN', ml: 'ml-IN', kn: 'kn-IN',
  // Sanskrit has no time-of-day words in the calendar data; Hindi's (सुबह, दोपहर) are read alike.
  sa: 'hi-IN',
};
const format = (language: KbLanguage, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(`${LOCALE[language]}-u-nu-latn`, { ...options, timeZone: 'UTC' });

/** A date (YYYY-MM-DD) as the farmer says it: today, tomorrow, or 'Sat, 29 Nov'. */
function dayName(date: string, today: string, t: WeatherTemplates, language: KbLanguage): string {
  if (date === today) return t.today;
  const tomorrow = new Date(`${today}T00:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  if (date === tomorrow.toISOString().slice(0, 10)) return t.tomorrow;
  return format(language, { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${date}T00:00:00Z`));
}

/** An hour of the forecast (YYYY-MM-DDTHH:mm, IST) as 'Tomorrow, 7 in the morning'. */
function hourName(time: string, today: string, t: WeatherTemplates, language: KbLanguage): string {
  const clock = format(language, { hour: 'numeric', dayPeriod: 'short' }).format(new Date(`${time}:00Z`));
  return `${dayName(time.slice(0, 10), today, t, language)}, ${clock}`;
}

const whole = (x: number) => Math.round(x);
/** Rain as farmers read a gauge: whole millimetres, a trace shown as 1. */
const mm = (x: number) => Math.max(1, Math.round(x));

export interface RenderedForecast {
  /** The whole answer: the place, seven days, the advice and where it comes from. */
  text: string;
  /** What is read aloud: the place, today and tomorrow, and the advice. */
  spoken: string;
}

/**
 * Numbers with their units kept in reading order inside right-to-left text: Urdu would otherwise
 * show '29°C / 14°C' as 'C / 14°C°29'. Each run is wrapped in Unicode's left-to-right isolate.
 */
export const isolateNumbers = (text: string, language: KbLanguage) => (language !== 'ur' ? text
  : text.replace(/₹?\d[\d.,]*(?:\s?(?:°C|°|mm|km\/h|%))?(?:\s?\/\s?\d[\d.,]*(?:°C|°)?)?/g, (run) => `\u2066${run}\u2069`));

/** A place as the answer names it: 'Sehore (Madhya Pradesh)'. */
export const placeName = (p: Place) => (p.state && p.state !== p.name ? `${p.name} (${p.state})` : p.name);

/** The advice and the source line, worded; shared by the chat answer and the forecast card. */
export function renderAdvice(f: Forecast, place: Place, advice: Advice[], t: WeatherTemplates, language: KbLanguage, now: Date) {
  const today = istOf(now).slice(0, 10);
  const day = (date: string) => dayName(date, today, t, language);
  const spray = advice.find((a) => a.kind === 'spray');
  const lines = advice.map((a) => {
    switch (a.kind) {
      case 'spray': return fill(t.spray, { when: hourName(a.hour, today, t, language) });
      case 'noSpray': return t.noSpray;
      case 'heavyRain': return fill(t.heavyRain, { rain: whole(a.rainMm), day: day(a.day) });
      case 'irrigate': return fill(t.irrigate, { need: whole(a.needMm), rain: whole(a.rainMm) });
      case 'skipIrrigation': return fill(t.skipIrrigation, { need: whole(a.needMm), rain: whole(a.rainMm) });
      case 'heat': return fill(t.heat, { max: whole(a.maxC), day: day(a.day) });
      case 'frost': return fill(t.frost, { min: whole(a.minC), day: day(a.day) });
      case 'wind': return fill(t.wind, { wind: whole(a.windKmh), day: day(a.day) });
    }
  });
  const fetched = format(language, { day: 'numeric', month: 'short', hour: 'numeric', dayPeriod: 'short' }).format(new Date(`${istOf(new Date(f.fetchedOn))}:00Z`));
  return {
    today,
    lines,
    sprayWindow: spray?.kind === 'spray' ? hourName(spray.hour, today, t, language) : null,
    source: fill(t.source, { place: placeName(place), date: fetched }),
  };
}

export function renderForecast(f: Forecast, place: Place, advice: Advice[], t: WeatherTemplates, language: KbLanguage, now: Date): RenderedForecast {
  const { today, lines: tips, source } = renderAdvice(f, place, advice, t, language, now);
  const day = (date: string) => dayName(date, today, t, language);
  const lines = f.days.filter((d) => d.date >= today).map((d) => fill(d.rainMm >= 0.5 ? t.rainDay : t.dryDay, {
    day: day(d.date), rain: mm(d.rainMm), chance: d.rainChance === null ? '–' : whole(d.rainChance),
    max: whole(d.maxC), min: whole(d.minC), humidity: d.humidity === null ? '–' : whole(d.humidity), wind: whole(d.windKmh),
  }));
  const heading = fill(t.heading, { place: placeName(place) });
  return {
    text: isolateNumbers([heading, ...lines, '', t.adviceHeading, ...tips.map((x) => `• ${x}`), '', source].join('\n'), language),
    spoken: [heading, ...lines.slice(0, 2), t.adviceHeading, ...tips].join('\n'),
  };
}
