import type { Language } from '@krishimitra/contract';
import { routes } from '@krishimitra/contract/routes';
import { useEffect } from 'react';
import { languageSelected, languagesLoaded } from '../state/language.ts';
import { useAppDispatch, useAppSelector } from '../state/store.ts';
import { request } from './api.ts';
import { applyLanguage } from './i18n.ts';

let fetched = false;

/** The language list (loaded once) and the chosen language; choosing applies it to the UI. */
export function useLanguages() {
  const dispatch = useAppDispatch();
  const languages = useAppSelector((s) => s.language.languageList);
  const selected = useAppSelector((s) => s.language.selectedLanguage);
  // Once per page load: the built-in list shows at once, the server's is the truth.
  useEffect(() => {
    if (!fetched) {
      fetched = true;
      request(routes.listLanguages, { quiet: true }).then((page) => dispatch(languagesLoaded(page.results))).catch(() => { fetched = false; });
    }
  }, [dispatch]);
  const choose = async (language: Language) => {
    dispatch(languageSelected(language));
    await applyLanguage(language.code);
  };
  return { languages, selected, choose };
}
