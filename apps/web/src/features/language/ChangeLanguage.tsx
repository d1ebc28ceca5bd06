import { routes } from '@krishimitra/contract/routes';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Header } from '../../components/ui/header.tsx';
import { request } from '../../lib/api.ts';
import { hasToken } from '../../lib/storage.ts';
import { useLanguages } from '../../lib/use-languages.ts';
import { userLoaded } from '../../state/auth.ts';
import { chatCleared } from '../../state/chat.ts';
import { useAppDispatch } from '../../state/store.ts';
import { LanguageButtons } from './language-buttons.tsx';

/** /profile/changeLanguage: saved; signed in, the profile is updated too; then back, with the bot reset. */
export default function ChangeLanguage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { languages, selected, choose } = useLanguages();
  const pick = async (language: (typeof languages)[number]) => {
    await choose(language);
    if (hasToken()) {
      const user = await request(routes.updateProfile, { body: { language_id: language.id } }).catch(() => null);
      if (user) dispatch(userLoaded(user));
    }
    dispatch(chatCleared());
    navigate(-1);
  };
  return (
    <div className="page">
      <Header back title={t('language.change')} />
      <main className="page-body">
        <h2 style={{ margin: 0 }}>{t('language.choose')}</h2>
        <LanguageButtons languages={languages} selectedId={selected?.id} onPick={pick} />
      </main>
    </div>
  );
}
