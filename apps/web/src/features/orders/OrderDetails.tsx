import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Header } from '../../components/ui/header.tsx';
import { infoOf } from '../../config/languages.ts';
import { useAppSelector } from '../../state/store.ts';
import { rupees, SAMPLE_ORDERS } from './sample.ts';

export default function OrderDetails() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const locale = infoOf(useAppSelector((s) => s.language.selectedLanguage?.code)).locale;
  const order = SAMPLE_ORDERS.find((o) => o.id === params.get('id')) ?? SAMPLE_ORDERS[0]!;
  const rows: [string, string][] = [
    [t('orders.orderId'), order.id],
    [t('orders.value'), rupees(order.value, locale)],
    [t('orders.delivery'), rupees(order.delivery, locale)],
    [t('orders.total'), rupees(order.value + order.delivery, locale)],
  ];
  return (
    <div className="page">
      <Header back title={t('orders.details')} />
      <main className="page-body">
        <p className="note">{t('orders.sample')}</p>
        <dl className="card" style={{ margin: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: 8 }}>
          {rows.map(([k, v]) => <Fragment key={k}><dt className="muted">{k}</dt><dd style={{ margin: 0, fontWeight: 600 }}>{v}</dd></Fragment>)}
        </dl>
        <h2 className="section-title">{t('orders.items')}</h2>
        <ul className="list">{order.items.map((i) => <li key={i} className="list-item">{i}</li>)}</ul>
      </main>
    </div>
  );
}
