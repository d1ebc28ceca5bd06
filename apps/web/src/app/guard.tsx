import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { hasToken } from '../lib/storage.ts';

/** Spec §2: a guarded route needs a stored access token (its presence only), else /landingauth. */
export function RequireToken({ children }: { children: ReactNode }) {
  return hasToken() ? <>{children}</> : <Navigate to="/landingauth" replace />;
}
