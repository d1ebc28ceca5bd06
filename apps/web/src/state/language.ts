import type { Language } from '@krishimitra/contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

interface LanguageState { languageList: Language[]; selectedLanguage: Language | null }
const initialState: LanguageState = { languageList: [], selectedLanguage: null };

export const languageSlice = createSlice({
  name: 'language',
  initialState,
  reducers: {
    languagesLoaded: (state, action: PayloadAction<Language[]>) => { state.languageList = action.payload; },
    languageSelected: (state, action: PayloadAction<Language>) => { state.selectedLanguage = action.payload; },
  },
});
export const { languagesLoaded, languageSelected } = languageSlice.actions;
