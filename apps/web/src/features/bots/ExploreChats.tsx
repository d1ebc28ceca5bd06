import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Header } from '../../components/ui/header.tsx';
import { hasToken } from '../../lib/storage.ts';
import { loadBots, selectBot } from '../../state/actions.ts';
import { useAppDispatch, useAppSelector } from '../../state/store.ts';

/** /explorechats: every bot in a 3-column grid; picking one starts its chat. */
export default function ExploreChats() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { chatBotList: bots, nextBot } = useAppSelector((s) => s.chat);
  useEffect(() => { void dispatch(loadBots(1)).catch(() => undefined); }, [dispatch]);
  const pick = async (id: number) => {
    await dispatch(selectBot(id));
    // Signed in: straight to the chat; a visitor goes back two steps, to the chat they came from (spec §2).
    if (hasToken()) navigate('/pragya'); else navigate(-2);
  };
  return (
    <div className="page">
      <Header back title={t('explore.title')} />
      <main className="page-body">
        {bots.length === 0 ? <p>{t('chat.noBots')}</p> : (
          <div className="grid-3">
            {bots.map((bot) => (
              <button key={bot.id} type="button" className="tile" style={{ background: bot.bgcolor, color: '#1a1f1a' }} onClick={() => void pick(bot.id)}>
                <img src={bot.logo} alt="" width={48} height={48} />
                {t(`home.tiles.${bot.slug}`, { defaultValue: bot.name })}
              </button>
            ))}
          </div>
        )}
        {nextBot && <button type="button" className="button secondary" onClick={() => void dispatch(loadBots(nextBot))}>{t('common.showMore')}</button>}
      </main>
    </div>
  );
}
