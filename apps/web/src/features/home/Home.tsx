import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Header } from '../../components/ui/header.tsx';
import { HistoryIcon, Logo, MenuIcon, PlusIcon, UserIcon } from '../../components/ui/icons.tsx';
import { LanguageSelect } from '../../components/ui/language-select.tsx';
import { WeatherCard } from '../../components/weather/weather-card.tsx';
import { loadBots, selectBot } from '../../state/actions.ts';
import { chatCleared } from '../../state/chat.ts';
import { useAppDispatch, useAppSelector } from '../../state/store.ts';

/** Where the spec's tiles lead; the other four open a chat with their topic bot instead of nowhere. */
const TILE_LINKS: Record<string, string> = { 'crop-disease': '/category/crop-disease', 'soil-test': '/new-chat/soil-test' };
const FIRST_TILES = 6;

/** The home screen: the 'Ask' grid of six topics, and Show More for further bots. */
export default function Home() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const bots = useAppSelector((s) => s.chat.chatBotList);
  const [all, setAll] = useState(false);
  useEffect(() => { void dispatch(loadBots(1)).catch(() => undefined); }, [dispatch]);

  const open = async (botId: number, slug: string) => {
    const link = TILE_LINKS[slug];
    if (link) return navigate(link);
    await dispatch(selectBot(botId));
    navigate('/pragya');
  };
  const shown = all ? bots : bots.slice(0, FIRST_TILES);

  return (
    <div className="page">
      <Header
        title={<><Link to="/menuLoggedIn" className="icon-button" aria-label={t('home.profile')}><UserIcon /></Link>
          <Link to="/" className="brand" aria-label={t('brand.name')}><Logo size={32} /><span className="brand-name">{t('brand.nameNative')}</span></Link></>}
        actions={<>
          <Link className="icon-button" to="/chathistory" aria-label={t('home.history')}><HistoryIcon /></Link>
          <Link className="icon-button" to="/category/new-chat" onClick={() => dispatch(chatCleared())} aria-label={t('home.newChat')}><PlusIcon /></Link>
          <Link className="icon-button" to="/dehaatpragya" aria-label={t('common.menu')}><MenuIcon /></Link>
        </>}
      />
      <main className="page-body">
        <div className="row" style={{ justifyContent: 'space-between' }}>
          <h2 style={{ margin: 0 }}>{t('home.ask')}</h2>
          <LanguageSelect />
        </div>
        <div className="grid-3">
          {shown.map((bot) => (
            <button key={bot.id} type="button" className="tile" style={{ background: bot.bgcolor, color: '#1a1f1a' }} onClick={() => void open(bot.id, bot.slug)}>
              <img src={bot.logo} alt="" width={48} height={48} />
              {t(`home.tiles.${bot.slug}`, { defaultValue: bot.name })}
            </button>
          ))}
        </div>
        {bots.length > FIRST_TILES && !all && <button type="button" className="button secondary" onClick={() => setAll(true)}>{t('common.showMore')}</button>}
        <WeatherCard />
      </main>
    </div>
  );
}
