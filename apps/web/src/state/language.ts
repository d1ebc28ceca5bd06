import type { Language } from '@krishimitra/contract';
import { LANGUAGE_LIST } from '@krishimitra/contract/languages';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

interface LanguageState { languageList: Language[]; selectedLanguage: Language | null }
// Drawn at once from the contract's list; the API's answer replaces it when it comes.
const initialState: LanguageState = { languageList: LANGUAGE_LIST.map(({ id, code, language }) => ({ id, code, language })), selectedLanguage: null };

export const languageSlice = createSlice({
  name: 'language',
  initialState,
  reducers: {
    languagesLoaded: (state, action: PayloadAction<Language[]>) => { state.languageList = action.payload; },
    languageSelected: (state, action: PayloadAction<Language>) => { state.selectedLanguage = action.payload; },
  },
});
export const { languagesLoaded, languageSelected } = languageSlice.actions;
