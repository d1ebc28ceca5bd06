import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Header } from '../../components/ui/header.tsx';
import { infoOf } from '../../config/languages.ts';
import { useAppSelector } from '../../state/store.ts';
import { rupees, SAMPLE_ORDERS } from './sample.ts';

export default function MyOrders() {
  const { t } = useTranslation();
  const locale = infoOf(useAppSelector((s) => s.language.selectedLanguage?.code)).locale;
  return (
    <div className="page">
      <Header back title={t('orders.title')} />
      <main className="page-body">
        <p className="note">{t('orders.sample')}</p>
        <ul className="list">
          {SAMPLE_ORDERS.map((o) => (
            <li key={o.id}>
              <Link className="list-item" to={`/orderdetails?id=${o.id}`}>
                <span className="grow">
                  <span className="title" style={{ display: 'block' }}>{t('orders.orderId')}: {o.id}</span>
                  <span className="muted small">{o.items.length} {t('orders.items')} · {rupees(o.value, locale)} · {t('orders.delivered')}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
