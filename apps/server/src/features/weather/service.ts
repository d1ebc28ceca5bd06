import type { WeatherResponse } from '@krishimitra/contract';
import type { WeatherTool } from '../../assistant/index.ts';
import type { KbLanguage } from '../../assistant/kb/schema.ts';
import type { Caller } from '../auth/tokens.ts';
import type { ReferenceRepository } from '../reference/repository.ts';
import type { UserRepository } from '../users/repository.ts';

export interface WeatherDeps {
  /** The assistant's forecast tool; null when the assistant is a stand-in (tests). */
  weather: WeatherTool | null;
  users: UserRepository;
  reference: ReferenceRepository;
}

const NONE: Omit<WeatherResponse, 'needs_location' | 'unavailable'> = { place: null, days: [], spray_window: null, advice: [], source: null };

/**
 * The forecast card: the phone's shared location, else the signed-in farmer's pincode; the same
 * forecast, cache and advice as the chat's forecast answers.
 */
export function weatherCardService({ weather, users, reference }: WeatherDeps) {
  return {
    async card(caller: Caller | null, query: { latitude?: number | undefined; longitude?: number | undefined; language_id?: number | undefined }): Promise<WeatherResponse> {
      const language = ((query.language_id ? (await reference.language(query.language_id))?.code : undefined) ?? 'EN').toLowerCase() as KbLanguage;
      if (!weather) return { ...NONE, needs_location: false, unavailable: 'The weather forecast is not available.' };
      const location = query.latitude !== undefined && query.longitude !== undefined ? { latitude: query.latitude, longitude: query.longitude } : null;
      const pincode = caller ? (await users.profile(caller.userId))?.pincode ?? null : null;
      const card = await weather.card({ language, location, pincode });
      if (card.outcome === 'ask-place') return { ...NONE, needs_location: true, unavailable: null };
      if (card.outcome === 'unavailable') return { ...NONE, needs_location: false, unavailable: card.text };
      return {
        place: { name: card.place.name, district: card.place.district, state: card.place.state },
        needs_location: false,
        unavailable: null,
        days: card.days.map((d) => ({ date: d.date, rain_mm: d.rainMm, rain_chance: d.rainChance, max_c: d.maxC, min_c: d.minC, humidity: d.humidity, wind_kmh: d.windKmh })),
        spray_window: card.sprayWindow,
        advice: card.advice,
        source: card.source,
      };
    },
  };
}
export type WeatherCardService = ReturnType<typeof weatherCardService>;
