import { z } from 'zod';
import { getJson } from '../http.ts';
import { type Place, type Point, WeatherError, type WeatherProvider } from './provider.ts';

export interface OpenMeteoOptions {
  /** The forecast API (https://api.open-meteo.com, or a self-hosted Open-Meteo). */
  baseUrl: string;
  /** The geocoding API (https://geocoding-api.open-meteo.com, or a self-hosted one). */
  geocodingUrl: string;
}

const DAILY = ['temperature_2m_max', 'temperature_2m_min', 'precipitation_sum', 'precipitation_probability_max', 'wind_speed_10m_max', 'et0_fao_evapotranspiration'] as const;
const HOURLY = ['precipitation', 'precipitation_probability', 'wind_speed_10m', 'relative_humidity_2m'] as const;

// Only what we read is checked; a model may give null for a value it lacks (rain chance beyond
// its range), which the rules treat as unknown rather than as zero where it matters.
const series = z.array(z.number().nullable());
const forecastBody = z.object({
  daily: z.object({ time: z.array(z.string()) }).extend(Object.fromEntries(DAILY.map((k) => [k, series])) as Record<(typeof DAILY)[number], typeof series>),
  hourly: z.object({ time: z.array(z.string()) }).extend(Object.fromEntries(HOURLY.map((k) => [k, series])) as Record<(typeof HOURLY)[number], typeof series>),
});
const geocodingBody = z.object({
  // No match: the API leaves `results` out altogether.
  results: z.array(z.object({
    name: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    country_code: z.string().optional(),
    feature_code: z.string().optional(),
    admin1: z.string().optional(),
    admin2: z.string().optional(),
    population: z.number().optional(),
  })).optional(),
});

const mean = (xs: (number | null)[]) => {
  const known = xs.filter((x): x is number => x !== null);
  return known.length ? known.reduce((a, b) => a + b, 0) / known.length : null;
};

/**
 * Open-Meteo (open-meteo.com): no key; its server is open source (AGPL), so an operator may run
 * their own and point WEATHER_BASE_URL at it. Times come back in India's time zone.
 */
export function openMeteo({ baseUrl, geocodingUrl }: OpenMeteoOptions): WeatherProvider {
  return {
    name: 'open-meteo',

    async forecast(point: Point, signal: AbortSignal) {
      const url = new URL('/v1/forecast', baseUrl);
      url.search = new URLSearchParams({
        latitude: String(point.latitude), longitude: String(point.longitude),
        daily: DAILY.join(','), hourly: HOURLY.join(','),
        timezone: 'Asia/Kolkata', forecast_days: '7', wind_speed_unit: 'kmh', precipitation_unit: 'mm', temperature_unit: 'celsius',
      }).toString();
      // A bad request is answered {"error": true, "reason": "..."}: the reason goes into the error.
      const parsed = forecastBody.safeParse(await getJson(url, signal, WeatherError, { showBody: true }));
      if (!parsed.success) throw new WeatherError(`${url.host}: unexpected forecast (${parsed.error.issues[0]?.path.join('.')})`);
      const { daily, hourly } = parsed.data;
      const hours = hourly.time.map((time, i) => ({
        time,
        rainMm: hourly.precipitation[i] ?? 0,
        rainChance: hourly.precipitation_probability[i] ?? null,
        windKmh: hourly.wind_speed_10m[i] ?? 0,
        humidity: hourly.relative_humidity_2m[i] ?? null,
      }));
      const days = daily.time.map((date, i) => {
        const max = daily.temperature_2m_max[i], min = daily.temperature_2m_min[i];
        if (max == null || min == null) return null;
        return {
          date,
          rainMm: daily.precipitation_sum[i] ?? 0,
          rainChance: daily.precipitation_probability_max[i] ?? null,
          maxC: max, minC: min,
          humidity: mean(hours.filter((h) => h.time.startsWith(date)).map((h) => h.humidity)),
          windKmh: daily.wind_speed_10m_max[i] ?? 0,
          et0Mm: daily.et0_fao_evapotranspiration[i] ?? null,
        };
      }).filter((d) => d !== null);
      if (days.length === 0) throw new WeatherError(`${url.host}: a forecast without days`);
      return { days, hours: hours.map(({ humidity: _, ...h }) => h) };
    },

    async findPlaces(name: string, signal: AbortSignal) {
      const url = new URL('/v1/search', geocodingUrl);
      url.search = new URLSearchParams({ name, count: '10', language: 'en', format: 'json', countryCode: 'IN' }).toString();
      const parsed = geocodingBody.safeParse(await getJson(url, signal, WeatherError, { showBody: true }));
      if (!parsed.success) throw new WeatherError(`${url.host}: unexpected geocoding answer`);
      // India only, whatever the server did with countryCode.
      return (parsed.data.results ?? []).filter((r) => r.country_code === 'IN')
        .map((r): Place => ({ name: r.name, latitude: r.latitude, longitude: r.longitude, district: r.admin2 ?? null, state: r.admin1 ?? null }));
    },
  };
}
