import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Says plainly when the phone is offline: the shell works, questions need a connection. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => { window.removeEventListener('online', on); window.removeEventListener('offline', off); };
  }, []);
  return online ? null : <p className="offline-banner" role="status">{t('common.offline')}</p>;
}
