/** What the app needs to show each language: direction, locale for dates and numbers, and its font. */
export interface LanguageInfo {
  code: string;
  /** BCP 47 tag for Intl (dates, numbers) and the html lang attribute. */
  locale: string;
  dir: 'ltr' | 'rtl';
  /** Loads the Noto font for the script, only when the language is in use. */
  font: () => Promise<unknown>;
  /** CSS font-family stack, the script's Noto font first. */
  family: string;
}

const latin = () => Promise.all([import('@fontsource/noto-sans/latin-400.css'), import('@fontsource/noto-sans/latin-600.css')]);
const devanagari = () => Promise.all([
  latin(), import('@fontsource/noto-sans-devanagari/devanagari-400.css'), import('@fontsource/noto-sans-devanagari/devanagari-600.css'),
]);

export const LANGUAGES: Record<string, LanguageInfo> = {
  EN: { code: 'EN', locale: 'en-IN', dir: 'ltr', font: latin, family: "'Noto Sans'" },
  HI: { code: 'HI', locale: 'hi-IN', dir: 'ltr', font: devanagari, family: "'Noto Sans Devanagari', 'Noto Sans'" },
  SA: { code: 'SA', locale: 'sa-IN', dir: 'ltr', font: devanagari, family: "'Noto Sans Devanagari', 'Noto Sans'" },
  TE: { code: 'TE', locale: 'te-IN', dir: 'ltr', font: () => Promise.all([latin(), import('@fontsource/noto-sans-telugu/telugu-400.css'), import('@fontsource/noto-sans-telugu/telugu-600.css')]), family: "'Noto Sans Telugu', 'Noto Sans'" },
  TA: { code: 'TA', locale: 'ta-IN', dir: 'ltr', font: () => Promise.all([latin(), import('@fontsource/noto-sans-tamil/tamil-400.css'), import('@fontsource/noto-sans-tamil/tamil-600.css')]), family: "'Noto Sans Tamil', 'Noto Sans'" },
  GU: { code: 'GU', locale: 'gu-IN', dir: 'ltr', font: () => Promise.all([latin(), import('@fontsource/noto-sans-gujarati/gujarati-400.css'), import('@fontsource/noto-sans-gujarati/gujarati-600.css')]), family: "'Noto Sans Gujarati', 'Noto Sans'" },
  PA: { code: 'PA', locale: 'pa-IN', dir: 'ltr', font: () => Promise.all([latin(), import('@fontsource/noto-sans-gurmukhi/gurmukhi-400.css'), import('@fontsource/noto-sans-gurmukhi/gurmukhi-600.css')]), family: "'Noto Sans Gurmukhi', 'Noto Sans'" },
  UR: { code: 'UR', locale: 'ur-IN', dir: 'rtl', font: () => Promise.all([latin(), import('@fontsource/noto-nastaliq-urdu/arabic-400.css'), import('@fontsource/noto-nastaliq-urdu/arabic-600.css')]), family: "'Noto Nastaliq Urdu', 'Noto Sans'" },
  ML: { code: 'ML', locale: 'ml-IN', dir: 'ltr', font: () => Promise.all([latin(), import('@fontsource/noto-sans-malayalam/malayalam-400.css'), import('@fontsource/noto-sans-malayalam/malayalam-600.css')]), family: "'Noto Sans Malayalam', 'Noto Sans'" },
  KN: { code: 'KN', locale: 'kn-IN', dir: 'ltr', font: () => Promise.all([latin(), import('@fontsource/noto-sans-kannada/kannada-400.css'), import('@fontsource/noto-sans-kannada/kannada-600.css')]), family: "'Noto Sans Kannada', 'Noto Sans'" },
};

export const DEFAULT_LANGUAGE = 'EN';
export const infoOf = (code: string | undefined | null): LanguageInfo => LANGUAGES[(code ?? '').toUpperCase()] ?? LANGUAGES.EN!;
