import { useTranslation } from 'react-i18next';
import { Header } from '../../components/ui/header.tsx';

/** Privacy Policy and Terms, in the farmer's language. */
export default function Legal({ doc }: { doc: 'privacy' | 'terms' }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <Header back title={t(`legal.${doc}Title`)} />
      <main className="page-body"><p style={{ margin: 0 }}>{t(`legal.${doc}Text`)}</p></main>
    </div>
  );
}
