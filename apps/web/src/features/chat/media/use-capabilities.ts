import type { Capabilities } from '@krishimitra/contract';
import { routes } from '@krishimitra/contract/routes';
import { useEffect, useState } from 'react';
import { request } from '../../../lib/api.ts';

// Asked once per page load: it changes only when the server is configured anew.
let asked: Promise<Capabilities | null> | null = null;
const ask = () => (asked ??= request(routes.getCapabilities, { quiet: true }).catch(() => { asked = null; return null; }));

/**
 * What the assistant can do on the server (speech recognition, speech, photos), or null while
 * unknown (loading, offline): unknown never stops the farmer from trying.
 */
export function useCapabilities(): Capabilities | null {
  const [capabilities, setCapabilities] = useState<Capabilities | null>(null);
  useEffect(() => {
    let live = true;
    void ask().then((c) => { if (live) setCapabilities(c); });
    return () => { live = false; };
  }, []);
  return capabilities;
}
