import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BackIcon } from './icons.tsx';

interface HeaderProps {
  title?: ReactNode;
  /** Show a back arrow that goes one step back. */
  back?: boolean;
  /** Where Skip leads, when the screen has one. */
  skipTo?: string;
  actions?: ReactNode;
}

/** The title bar of the spec's shared header variants: back arrow, title, actions, Skip. */
export function Header({ title, back, skipTo, actions }: HeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <header className="header">
      {back && (
        <button type="button" className="icon-button" onClick={() => navigate(-1)} aria-label={t('common.back')}>
          <BackIcon />
        </button>
      )}
      <h1 className="header-title">{title}</h1>
      <div className="header-actions">
        {actions}
        {skipTo && <Link className="link-button" to={skipTo}>{t('common.skip')}</Link>}
      </div>
    </header>
  );
}
