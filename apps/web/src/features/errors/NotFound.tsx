import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <main className="page page-body center">
      <h1>{t('errors.notFound')}</h1>
      <p>{t('errors.notFoundText')}</p>
      <Link className="button" to="/">{t('errors.goHome')}</Link>
    </main>
  );
}
