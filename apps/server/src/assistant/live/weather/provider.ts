/** A point on the map, in degrees (WGS84). */
export interface Point { latitude: number; longitude: number }

/** A place a farmer named or lives at, as the forecast names it. */
export interface Place extends Point {
  name: string;
  /** District and state, when known (the pincode table and the geocoder give them). */
  district: string | null;
  state: string | null;
}

/** One day of the forecast, in the place's own time. */
export interface ForecastDay {
  /** YYYY-MM-DD. */
  date: string;
  rainMm: number;
  /** Highest chance of rain in the day, 0–100; null when the model gives none. */
  rainChance: number | null;
  maxC: number;
  minC: number;
  /** Mean relative humidity, %. */
  humidity: number | null;
  /** Strongest wind at 10 m, km/h. */
  windKmh: number;
  /** Reference evapotranspiration (FAO-56), mm: the water a well-watered field loses. */
  et0Mm: number | null;
}

/** One hour, for rules that need finer steps (the spray window). */
export interface ForecastHour {
  /** YYYY-MM-DDTHH:mm, the place's own time. */
  time: string;
  rainMm: number;
  rainChance: number | null;
  windKmh: number;
}

export interface Forecast {
  /** The cell the forecast is for (coordinates rounded before they left the server). */
  point: Point;
  /** When the provider was asked, ISO. */
  fetchedOn: string;
  days: ForecastDay[];
  hours: ForecastHour[];
}

/**
 * Where forecasts come from; one file per implementation, chosen by WEATHER_PROVIDER. Both calls
 * honour the signal (the deadline) and throw on any failure, garbage included.
 */
export interface WeatherProvider {
  name: string;
  forecast(point: Point, signal: AbortSignal): Promise<Pick<Forecast, 'days' | 'hours'>>;
  /** Places in India by this name, best first (a village, a town, a district). */
  findPlaces(name: string, signal: AbortSignal): Promise<Place[]>;
}

export class WeatherError extends Error {}
