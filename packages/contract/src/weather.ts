import { z } from 'zod';
import { defineCall } from './call.ts';
import { degrees } from './chat.ts';
import { M } from './messages.ts';
import { routes } from './routes.ts';

/**
 * The forecast card's call (an addition to the spec, issue 12): the week's weather and farm advice
 * for the phone's shared location, or else the signed-in farmer's pincode. Numbers come raw (the
 * phone names the days in its language); the advice comes worded in the language asked for.
 */
export const weatherQuery = z.object({
  latitude: degrees(90),
  longitude: degrees(180),
  /** The language of the advice (a language id); English when absent. */
  language_id: z.coerce.number().int().positive().optional(),
}).refine((q) => (q.latitude === undefined) === (q.longitude === undefined), { error: M.badLocation, path: ['latitude'] });

export const forecastDay = z.object({
  /** YYYY-MM-DD, India's time. */
  date: z.string(),
  rain_mm: z.number(),
  /** 0–100, or null when the forecast gives none. */
  rain_chance: z.number().nullable(),
  max_c: z.number(),
  min_c: z.number(),
  humidity: z.number().nullable(),
  wind_kmh: z.number(),
});
export type ForecastDay = z.output<typeof forecastDay>;

export const weatherResponse = z.object({
  /** Where the forecast is for; null when there is no forecast. */
  place: z.object({ name: z.string(), district: z.string().nullable(), state: z.string().nullable() }).nullable(),
  /** No place known: the phone may offer to share its location. */
  needs_location: z.boolean(),
  /** The honest reply when the forecast can't be had now (no network, provider down, weather off). */
  unavailable: z.string().nullable(),
  /** Today and the days after, up to 7. */
  days: z.array(forecastDay),
  /** The next good time to spray, worded ('Today, 10 in the morning'), or null when there is none. */
  spray_window: z.string().nullable(),
  /** Each piece of farm advice, worded in the language asked for. */
  advice: z.array(z.string()),
  /** Where the forecast and the advice come from, worded. */
  source: z.string().nullable(),
});
export type WeatherResponse = z.output<typeof weatherResponse>;

export const getWeather = defineCall(routes.getWeather, { query: weatherQuery, response: weatherResponse });
