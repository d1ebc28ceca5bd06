import { createContext, useContext } from 'react';
import { logout } from '../../state/actions.ts';
import { useAppDispatch } from '../../state/store.ts';

/** The persistor's purge, provided where the store is made. */
export const PurgeContext = createContext<() => Promise<unknown>>(async () => undefined);

export function useLogout() {
  const dispatch = useAppDispatch();
  const purge = useContext(PurgeContext);
  return () => dispatch(logout(purge));
}
