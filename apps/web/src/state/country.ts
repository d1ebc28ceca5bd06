import type { CountryCode } from '@krishimitra/contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

interface CountryState { list: CountryCode[]; selected: CountryCode | null }
const initialState: CountryState = { list: [], selected: null };

export const countrySlice = createSlice({
  name: 'country',
  initialState,
  reducers: {
    /** India is listed first, and chosen unless the farmer picked another. */
    countriesLoaded: (state, action: PayloadAction<CountryCode[]>) => {
      state.list = action.payload;
      state.selected ??= action.payload[0] ?? null;
    },
    countrySelected: (state, action: PayloadAction<CountryCode>) => { state.selected = action.payload; },
  },
});
export const { countriesLoaded, countrySelected } = countrySlice.actions;
