import { render } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import '../src/lib/i18n.ts';
import { AppRoutes } from '../src/app/routes.tsx';
import { countriesLoaded } from '../src/state/country.ts';
import { languageSelected, languagesLoaded } from '../src/state/language.ts';
import { makeStore } from '../src/state/store.ts';

export const ENGLISH = { id: 1, code: 'EN', language: 'English' };
export const INDIA = { id: 1, country_code: '+91', country: 'India' };

/** A fake of the HTTP boundary: answers by "METHOD /path" and records the calls. */
export function fakeApi(routes: Record<string, (body: unknown) => { status?: number; body?: unknown }>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = new URL(url, 'http://localhost').pathname.replace('/api/v1', '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    calls.push({ method, path, body });
    const handler = routes[`${method} ${path}`];
    const out = handler ? handler(body) : { status: 404, body: { detail: ['Not found.'] } };
    return new Response(out.body === undefined ? '' : JSON.stringify(out.body), { status: out.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** The app's routes at `path`, with a real store holding the given language and country. */
export function renderAt(path: string, { language = true }: { language?: boolean } = {}): ReturnType<typeof render> & { store: ReturnType<typeof makeStore>['store'] } {
  const { store } = makeStore();
  store.dispatch(languagesLoaded([ENGLISH]));
  store.dispatch(countriesLoaded([INDIA]));
  if (language) store.dispatch(languageSelected(ENGLISH));
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  return Object.assign(view, { store });
}

