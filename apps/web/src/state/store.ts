import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { type TypedUseSelectorHook, useDispatch, useSelector } from 'react-redux';
import { createTransform, FLUSH, PAUSE, PERSIST, type PersistConfig, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { authSlice } from './auth.ts';
import { chatHistorySlice } from './chat-history.ts';
import { chatSlice, savedChat } from './chat.ts';
import { countrySlice } from './country.ts';
import { languageSlice } from './language.ts';

const rootReducer = combineReducers({
  auth: authSlice.reducer,
  chat: chatSlice.reducer,
  chatHistory: chatHistorySlice.reducer,
  country: countrySlice.reducer,
  language: languageSlice.reducer,
});

/** The chat is saved without spoken answers and with the server's media addresses (see savedChat). */
// A chat saved before the outbox existed comes back with an empty one.
const chatTransform = createTransform<RootState['chat'], RootState['chat'], RootState>(savedChat, (saved) => ({ ...saved, outbox: saved.outbox ?? [] }), { whitelist: ['chat'] });

/** Spec §3: persisted whitelist chat, auth, language, chat history; 5000 ms persist timeout. */
export const persistConfig: PersistConfig<RootState> = { key: 'root', storage, whitelist: ['chat', 'auth', 'language', 'chatHistory'], timeout: 5000, transforms: [chatTransform] };

export function makeStore() {
  const store = configureStore({
    reducer: persistReducer(persistConfig, rootReducer),
    middleware: (getDefault) => getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }),
  });
  return { store, persistor: persistStore(store) };
}

// From the root reducer itself: redux-persist 6's typings lose the state type of Redux 5 reducers.
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = ReturnType<typeof makeStore>['store']['dispatch'];
export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
