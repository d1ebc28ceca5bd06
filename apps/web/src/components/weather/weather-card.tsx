import type { WeatherResponse } from '@krishimitra/contract';
import { routes } from '@krishimitra/contract/routes';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { infoOf } from '../../config/languages.ts';
import { request } from '../../lib/api.ts';
import { type Position, sharedPosition, sharePosition } from '../../lib/location.ts';
import { hasToken } from '../../lib/storage.ts';
import { useAppSelector } from '../../state/store.ts';

type State = { kind: 'loading' } | { kind: 'shown'; data: WeatherResponse } | { kind: 'denied' } | { kind: 'failed' };

/** A day's short name in the phone's language: 'Sat 29'. */
const dayLabel = (date: string, locale: string) =>
  new Intl.DateTimeFormat(`${locale}-u-nu-latn`, { weekday: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/**
 * The forecast card (home screen, Weather Forecast chat): today's rain chance and temperatures,
 * the next spray window, the week as a strip, and the farm advice. A signed-in farmer's pincode
 * gives it at once; otherwise one tap shares the phone's location, and says why first.
 */
export function WeatherCard() {
  const { t } = useTranslation();
  const language = useAppSelector((s) => s.language.selectedLanguage);
  const locale = infoOf(language?.code).locale;
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(async (at: Position | null) => {
    setState({ kind: 'loading' });
    const query: Record<string, string | number> = language?.id ? { language_id: language.id } : {};
    if (at) Object.assign(query, { latitude: at.latitude.toFixed(3), longitude: at.longitude.toFixed(3) });
    try {
      setState({ kind: 'shown', data: await request(routes.getWeather, { query, quiet: true }) });
    } catch {
      setState({ kind: 'failed' });
    }
  }, [language?.id]);

  useEffect(() => {
    const at = sharedPosition();
    // A visitor with nothing shared yet is offered the button; no call is made for nothing.
    if (at || hasToken()) void load(at);
    else setState({ kind: 'shown', data: { place: null, needs_location: true, unavailable: null, days: [], spray_window: null, advice: [], source: null } });
  }, [load]);

  const share = async () => {
    const at = await sharePosition();
    if (at) await load(at);
    else setState({ kind: 'denied' });
  };

  if (state.kind === 'loading') return <section className="card weather" aria-busy="true"><p className="muted">{t('weather.loading')}</p></section>;
  if (state.kind === 'failed') return null;
  if (state.kind === 'denied') return <section className="card weather"><p role="status">{t('weather.locationDenied')}</p></section>;
  const { data } = state;
  if (data.needs_location) {
    return (
      <section className="card weather">
        <h2>{t('weather.title')}</h2>
        <p className="muted">{t('weather.shareWhy')}</p>
        <button type="button" className="button" onClick={() => void share()}>{t('weather.shareButton')}</button>
      </section>
    );
  }
  if (data.unavailable || !data.place || data.days.length === 0) {
    return <section className="card weather"><h2>{t('weather.title')}</h2><p>{data.unavailable}</p></section>;
  }
  const [today] = data.days;
  const place = data.place.state && data.place.state !== data.place.name ? `${data.place.name} (${data.place.state})` : data.place.name;
  return (
    <section className="card weather" aria-label={t('weather.forPlace', { place })}>
      <h2>{t('weather.forPlace', { place })}</h2>
      <p className="weather-today">
        <strong>{t('weather.today')}</strong>{' '}
        {/* Numbers keep their order in right-to-left Urdu. */}
        <span dir="ltr">{Math.round(today!.max_c)}° / {Math.round(today!.min_c)}°C</span>{' · '}
        <span>{t('weather.rainChance', { chance: today!.rain_chance ?? 0 })}</span>
      </p>
      <p className="weather-spray">{data.spray_window ? t('weather.spray', { when: data.spray_window }) : t('weather.noSpray')}</p>
      <ol className="weather-week" aria-label={t('weather.week')}>
        {data.days.map((d) => (
          <li key={d.date}>
            <span className="weather-day">{dayLabel(d.date, locale)}</span>
            <span dir="ltr" className={d.rain_mm >= 0.5 ? 'weather-rain wet' : 'weather-rain'}>{d.rain_mm >= 0.5 ? t('weather.rainMm', { mm: Math.max(1, Math.round(d.rain_mm)) }) : '–'}</span>
            <span dir="ltr" className="weather-chance">{d.rain_chance ?? '–'}%</span>
            <span dir="ltr">{Math.round(d.max_c)}°/{Math.round(d.min_c)}°</span>
          </li>
        ))}
      </ol>
      {data.advice.length > 0 && (
        <details className="weather-advice">
          <summary>{t('weather.advice')}</summary>
          <ul>{data.advice.map((a) => <li key={a}>{a}</li>)}</ul>
        </details>
      )}
      {data.source && <p className="meta">{data.source}</p>}
    </section>
  );
}
