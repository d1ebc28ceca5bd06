import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { infoOf } from '../config/languages.ts';
import en from '../locales/en.json';

type Strings = Record<string, unknown>;
// Each other language is its own chunk, fetched only when chosen.
const loaders: Record<string, () => Promise<{ default: Strings }>> = {
  HI: () => import('../locales/hi.json'), TE: () => import('../locales/te.json'), TA: () => import('../locales/ta.json'),
  GU: () => import('../locales/gu.json'), PA: () => import('../locales/pa.json'), UR: () => import('../locales/ur.json'),
  ML: () => import('../locales/ml.json'), SA: () => import('../locales/sa.json'), KN: () => import('../locales/kn.json'),
};

void i18n.use(initReactI18next).init({
  lng: 'EN',
  fallbackLng: 'EN',
  resources: { EN: { translation: en } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Switches the UI language: strings, font, direction and the html lang attribute. */
export async function applyLanguage(code: string | undefined | null): Promise<void> {
  const info = infoOf(code);
  const load = loaders[info.code];
  if (load && !i18n.hasResourceBundle(info.code, 'translation')) {
    i18n.addResourceBundle(info.code, 'translation', (await load()).default);
  }
  await Promise.all([i18n.changeLanguage(info.code), info.font().catch(() => undefined)]);
  const root = document.documentElement;
  root.lang = info.locale;
  root.dir = info.dir;
  root.style.setProperty('--font', `${info.family}, 'KM Names', system-ui, sans-serif`);
}

export default i18n;
