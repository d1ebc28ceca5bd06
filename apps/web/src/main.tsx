import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadRoute } from './app/routes.tsx';
import { applyLanguage } from './lib/i18n.ts';
import { applyTheme, watchSystemTheme } from './lib/theme.ts';
import { loadProfile } from './state/actions.ts';
import { makeStore } from './state/store.ts';
// Latin text (English, numbers, names) renders in Noto Sans from the first paint.
import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-600.css';
import './styles/name-fonts.css';
import './styles/app.css';

preloadRoute(location.pathname);
applyTheme();
watchSystemTheme();
const { store, persistor } = makeStore();

// Once the saved state is back: the chosen language, and the profile of a signed-in farmer.
const unsubscribe = persistor.subscribe(() => {
  if (!persistor.getState().bootstrapped) return;
  unsubscribe();
  void applyLanguage(store.getState().language.selectedLanguage?.code);
  void store.dispatch(loadProfile()).catch(() => undefined);
});

createRoot(document.getElementById('root')!).render(<App store={store} persistor={persistor} />);

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => { void navigator.serviceWorker.register('/sw.js'); });
}
