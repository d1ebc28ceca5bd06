import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Header } from '../../components/ui/header.tsx';
import { MenuList } from './menu-list.tsx';
import { ThemeSwitch } from './theme-switch.tsx';

/** /menuwithoutlogin: explore, language, extras, and the invitation to sign in. */
export default function GuestMenu() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <Header back title={t('common.menu')} />
      <main className="page-body">
        <MenuList entries={[{ label: t('menu.exploreChats'), to: '/explorechats' }]} />
        <h2 className="section-title">{t('menu.accountSettings')}</h2>
        <MenuList entries={[{ label: t('menu.changeLanguages'), to: '/profile/changeLanguage' }]} />
        <h2 className="section-title">{t('menu.extras')}</h2>
        <MenuList entries={[{ label: t('menu.privacyPolicy'), to: '/privacy' }, { label: t('menu.terms'), to: '/terms' }]} />
        <ThemeSwitch />
        <div className="note stack">
          <p style={{ margin: 0 }}>{t('menu.guestNote')}</p>
          <Link className="button" to="/landingauth">{t('auth.logInOrSignUp')}</Link>
        </div>
      </main>
    </div>
  );
}
