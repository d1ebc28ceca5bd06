import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Logo } from '../../components/ui/icons.tsx';
import { useLanguages } from '../../lib/use-languages.ts';
import { LanguageButtons } from './language-buttons.tsx';

/**
 * /: the first screen and the landing page. Picking a language goes to /landingauth; below, the
 * two entry points of the spec: agri-retail (/menu) and the assistant (/landingauth).
 */
export default function LanguageChooser() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { languages, selected, choose } = useLanguages();
  return (
    <div className="page">
      <main className="page-body">
        <div className="row" style={{ justifyContent: 'center', marginTop: 16 }}>
          <Logo size={56} />
          <div>
            <p className="brand-name" style={{ margin: 0, fontSize: '1.75rem', color: 'var(--primary)', fontWeight: 600 }}>{t('brand.nameNative')}</p>
            <p className="muted small" style={{ margin: 0 }}>{t('brand.tagline')}</p>
          </div>
        </div>
        <h1 style={{ fontSize: '1.375rem', margin: '8px 0 0', textAlign: 'center' }}>{t('language.choose')}</h1>
        <LanguageButtons languages={languages} selectedId={selected?.id} onPick={async (l) => { await choose(l); navigate('/landingauth'); }} />
        <nav className="entry-points" aria-label={t('brand.tagline')}>
          <Link className="entry-point" to="/landingauth">
            <strong>{t('landing.assistant')}</strong>
            <span className="muted small">{t('landing.assistantHint')}</span>
          </Link>
          <Link className="entry-point" to="/menu">
            <strong>{t('landing.retail')}</strong>
            <span className="muted small">{t('landing.retailHint')}</span>
          </Link>
        </nav>
      </main>
    </div>
  );
}
