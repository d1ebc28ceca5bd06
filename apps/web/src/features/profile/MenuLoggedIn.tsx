import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Header } from '../../components/ui/header.tsx';
import { UserIcon } from '../../components/ui/icons.tsx';
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
  useEffect(() => { void dispatch(loadProfile()).catch(() => undefined); }, [dispatch]);
  return (
    <div className="page">
      <Header back title={t('common.menu')} />
      <main className="page-body">
        <div className="card row">
          <UserIcon />
          <div>
            <p style={{ margin: 0, fontWeight: 600 }}>{user?.name ?? '…'}</p>
            <p className="muted small" style={{ margin: 0 }}>{user ? `${user.country_code.country_code} ${user.mobile_number}` : ''}</p>
          </div>
        </div>
        <MenuList entries={[
          { label: t('menu.exploreChats'), to: '/explorechats' },
          { label: t('menu.myOrders'), to: '/myorder' },
          { label: t('menu.chatHistory'), to: '/chathistory' },
          { label: t('menu.changeLanguages'), to: '/profile/changeLanguage' },
          { label: t('menu.privacyPolicy'), to: '/privacy' },
          { label: t('menu.terms'), to: '/terms' },
          { label: t('auth.logout'), onClick: () => void logout() },
        ]} />
        <ThemeSwitch />
      </main>
    </div>
  );
}
