import { useEffect, useRef, useState } from 'react';
import { getToken } from '../../../lib/storage.ts';

/**
 * An address the page can show: local blob and data addresses as they are; server media (which
 * only its owner may fetch) loaded with the bearer token and shown from a blob.
 */
export function useMediaUrl(source: string | undefined, onFailed?: () => void): string | undefined {
  const local = !source || source.startsWith('blob:') || source.startsWith('data:');
  const [url, setUrl] = useState<string | undefined>(local ? source : undefined);
  const failed = useRef(onFailed);
  failed.current = onFailed;
  useEffect(() => {
    if (local) { setUrl(source); return; }
    let revoked = false;
    let objectUrl: string | undefined;
    const token = getToken();
    fetch(source, { headers: token ? { authorization: `Bearer ${token}` } : {} })
      .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(String(r.status)))))
      .then((blob) => {
        if (revoked) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => { setUrl(undefined); if (!revoked) failed.current?.(); });
    return () => {
      revoked = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [source, local]);
  return url;
}
