import type { Language } from '@krishimitra/contract';
import { routes } from '@krishimitra/contract/routes';
import { useEffect } from 'react';
import { languageSelected, languagesLoaded } from '../state/language.ts';
import { useAppDispatch, useAppSelector } from '../state/store.ts';
import { request } from './api.ts';
import { applyLanguage } from './i18n.ts';

/** The language list (loaded once) and the chosen language; choosing applies it to the UI. */
export function useLanguages() {
  const dispatch = useAppDispatch();
  const languages = useAppSelector((s) => s.language.languageList);
  const selected = useAppSelector((s) => s.language.selectedLanguage);
  useEffect(() => {
    if (languages.length === 0) {
      request(routes.listLanguages).then((page) => dispatch(languagesLoaded(page.results))).catch(() => undefined);
    }
  }, [languages.length, dispatch]);
  const choose = async (language: Language) => {
    dispatch(languageSelected(language));
    await applyLanguage(language.code);
  };
  return { languages, selected, choose };
}
