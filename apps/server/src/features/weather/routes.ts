import { getWeather } from '@krishimitra/contract';
import type { FastifyRequest } from 'fastify';
import type { RateLimits } from '../../http/rate-limit.ts';
import { type App, schemaOf } from '../../http/route.ts';
import type { WeatherCardService } from './service.ts';

export function weatherRoutes(app: App, deps: { weather: WeatherCardService; optionalUser: (r: FastifyRequest) => Promise<void>; limits: RateLimits }) {
  app.get(getWeather.path, { schema: schemaOf(getWeather), onRequest: [deps.optionalUser, deps.limits.weatherFromAddress] }, (request) =>
    deps.weather.card(request.caller, request.query));
}
