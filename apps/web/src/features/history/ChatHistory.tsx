import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Header } from '../../components/ui/header.tsx';
import { infoOf } from '../../config/languages.ts';
import { loadHistory } from '../../state/actions.ts';
import { sessionResumed } from '../../state/chat.ts';
import { useAppDispatch, useAppSelector } from '../../state/store.ts';
import { groupByDay } from './group.ts';

/** /chathistory: sessions by day; picking one reopens it in /pragya. */
export default function ChatHistory() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { sessions, page, hasNext, offline } = useAppSelector((s) => s.chatHistory);
  const code = useAppSelector((s) => s.language.selectedLanguage?.code);
  useEffect(() => { void dispatch(loadHistory(1)); }, [dispatch]);
  const groups = groupByDay(sessions, infoOf(code).locale, t('common.today'));
  return (
    <div className="page">
      <Header back title={t('history.title')} />
      <main className="page-body">
        {/* Offline is not 'no chats yet': the phone's last list, or a word that it needs the link. */}
        {sessions.length === 0 && <p className="muted">{t(offline ? 'history.offline' : 'history.empty')}</p>}
        {groups.map((group) => (
          <section key={group.key} className="stack" aria-labelledby={`day-${group.key}`}>
            <h2 className="section-title" id={`day-${group.key}`}>{group.heading}</h2>
            <ul className="list">
              {group.sessions.map((s) => (
                <li key={s.session_id}>
                  <button type="button" className="list-item" onClick={() => {
                    dispatch(sessionResumed({ botId: s.config.id, sessionId: s.session_id }));
                    navigate('/pragya');
                  }}>
                    <img src={s.config.logo} alt="" width={40} height={40} />
                    <span className="grow">
                      <span className="title" style={{ display: 'block' }}>{s.name || s.session_id || t('common.notAvailable')}</span>
                      <span className="muted small">{t(`home.tiles.${s.config.slug}`, { defaultValue: s.config.name || s.language.language })}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {hasNext && sessions.length > 0 && (
          <button type="button" className="button secondary" onClick={() => void dispatch(loadHistory(page + 1))}>{t('common.showMore')}</button>
        )}
      </main>
    </div>
  );
}
