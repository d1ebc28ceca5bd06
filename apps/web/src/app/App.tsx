import { Toaster } from 'react-hot-toast';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { useOutbox } from '../features/chat/outbox.ts';
import { ErrorBoundary } from '../features/errors/ErrorBoundary.tsx';
import { PurgeContext } from '../features/profile/use-logout.ts';
import type { makeStore } from '../state/store.ts';
import { OfflineBanner } from './offline-banner.tsx';
import { AppRoutes } from './routes.tsx';

/** Spec §9: toasts top-right; blank/error/custom 4000 ms, success 2000 ms, loading until dismissed. */
const toastOptions = {
  duration: 4000,
  // The theme's colours (dark too), and room for long messages in Indian scripts.
  style: { background: 'var(--surface)', color: 'var(--text)', border: '1px solid var(--border)', maxWidth: 320 },
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Infinity },
};

/** Questions typed offline go out when the link returns, whichever screen is open. */
function OutboxSender() {
  useOutbox();
  return null;
}

export function App({ store, persistor }: ReturnType<typeof makeStore>) {
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <PurgeContext.Provider value={() => persistor.purge()}>
          <BrowserRouter>
            <ErrorBoundary>
              <OfflineBanner />
              <OutboxSender />
              <AppRoutes />
            </ErrorBoundary>
          </BrowserRouter>
          {/* Below the 56 px header, so a toast never covers its back and menu buttons. */}
          <Toaster position="top-right" toastOptions={toastOptions} containerStyle={{ top: 64 }} />
        </PurgeContext.Provider>
      </PersistGate>
    </Provider>
  );
}
