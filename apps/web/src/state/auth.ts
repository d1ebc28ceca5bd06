import type { SignupData, UserData } from '@krishimitra/contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What the OTP screen needs: which flow, and the details the code was requested for. */
export type PendingOtp =
  | { isLogin: true; mobile_number: string; language_id: number; country_code_id: number }
  | ({ isLogin: false } & SignupData);

interface AuthState { loading: boolean; pending: PendingOtp | null; user: UserData | null }
const initialState: AuthState = { loading: false, pending: null, user: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loadingChanged: (state, action: PayloadAction<boolean>) => { state.loading = action.payload; },
    otpRequested: (state, action: PayloadAction<PendingOtp>) => { state.pending = action.payload; },
    otpDone: (state) => { state.pending = null; },
    userLoaded: (state, action: PayloadAction<UserData | null>) => { state.user = action.payload; },
  },
});
export const { loadingChanged, otpRequested, otpDone, userLoaded } = authSlice.actions;
