import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Header } from '../../components/ui/header.tsx';
import { ChevronIcon, UserIcon } from '../../components/ui/icons.tsx';
import { loadProfile } from '../../state/actions.ts';
import { useAppDispatch, useAppSelector } from '../../state/store.ts';
import { MenuList } from './menu-list.tsx';
import { ThemeSwitch } from './theme-switch.tsx';
import { useLogout } from './use-logout.ts';

/** /menuLoggedIn: the farmer's card, then the menu of spec §2. */
export default function MenuLoggedIn() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.auth.user);
  const logout = useLogout();
  // Logging out is asked once more: a stray tap on a small screen should not sign a farmer out.
  const [confirming, setConfirming] = useState(false);
  const confirmBox = useRef<HTMLDivElement>(null);
  // Shown where the farmer looks, with the answer under the thumb.
  useEffect(() => {
    if (!confirming) return;
    confirmBox.current?.scrollIntoView({ block: 'end' });
    confirmBox.current?.querySelector('button')?.focus();
  }, [confirming]);
  useEffect(() => { void dispatch(loadProfile()).catch(() => undefined); }, [dispatch]);
  return (
    <div className="page">
      <Header back title={t('common.menu')} />
      <main className="page-body">
        {/* The farmer's card opens their profile, to change the name or pincode. */}
        <Link to="/profile/edit" className="card row profile-card" aria-label={`${t('profile.edit')}: ${user?.name ?? ''}`}>
          <UserIcon />
          <div className="grow">
            <p style={{ margin: 0, fontWeight: 600 }}>{user?.name ?? '…'}</p>
            {/* dir="ltr": '+91 98765…' reads in its own order in Urdu too (it showed as '…98765 91+'). */}
            <p className="muted small" style={{ margin: 0 }}>{user ? <span dir="ltr">{`${user.country_code.country_code} ${user.mobile_number}`}</span> : ''}</p>
          </div>
          <ChevronIcon />
        </Link>
        <MenuList entries={[
          { label: t('menu.home'), to: '/dehathome' },
          { label: t('menu.exploreChats'), to: '/explorechats' },
          { label: t('menu.myOrders'), to: '/myorder' },
          { label: t('menu.chatHistory'), to: '/chathistory' },
          { label: t('menu.changeLanguages'), to: '/profile/changeLanguage' },
          { label: t('menu.privacyPolicy'), to: '/privacy' },
          { label: t('menu.terms'), to: '/terms' },
          { label: t('auth.logout'), onClick: () => setConfirming(true) },
        ]} />
        {confirming && (
          <div ref={confirmBox} className="card" role="alertdialog" aria-labelledby="logout-confirm">
            <p id="logout-confirm" style={{ marginTop: 0 }}>{t('menu.logoutConfirm')}</p>
            <div className="row" style={{ gap: 8 }}>
              <button type="button" className="button" onClick={() => void logout()}>{t('auth.logout')}</button>
              <button type="button" className="button secondary" onClick={() => setConfirming(false)}>{t('common.cancel')}</button>
            </div>
          </div>
        )}
        <ThemeSwitch />
      </main>
    </div>
  );
}
