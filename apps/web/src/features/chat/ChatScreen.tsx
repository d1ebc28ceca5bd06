import type { Bot } from '@krishimitra/contract';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Header } from '../../components/ui/header.tsx';
import { infoOf } from '../../config/languages.ts';
import { BackIcon, HistoryIcon, MenuIcon, PlusIcon } from '../../components/ui/icons.tsx';
import { WeatherCard } from '../../components/weather/weather-card.tsx';
import { sharePosition } from '../../lib/location.ts';
import { hasToken } from '../../lib/storage.ts';
import { loadBots, selectBot } from '../../state/actions.ts';
import { chatCleared } from '../../state/chat.ts';
import { useAppDispatch, useAppSelector } from '../../state/store.ts';
import { ShareChat } from './share-answer.tsx';
import { BotCarousel } from './bot-carousel.tsx';
import { Composer } from './composer.tsx';
import { Transcript } from './transcript.tsx';
import { useConversation } from './use-conversation.ts';

/**
 * /pragya (signed in) and /landingwithoutlogin (visitor): choose a topic bot, then ask. `topic`
 * preselects a bot by its slug (e.g. /pragya/soil-test).
 */
export default function ChatScreen({ topic }: { topic?: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const signedIn = hasToken();
  const { chatBotList, selectedBotId, messages, conversationNext, nextBot, sessionId } = useAppSelector((s) => s.chat);
  const { send, loadOlder, thinking } = useConversation();
  const locale = infoOf(useAppSelector((s) => s.language.selectedLanguage?.code)).locale;

  useEffect(() => { void dispatch(loadBots(1)).catch(() => undefined); }, [dispatch]);
  useEffect(() => {
    const wanted = topic ? chatBotList.find((b) => b.slug === topic) : undefined;
    if (wanted && wanted.id !== selectedBotId) void dispatch(selectBot(wanted.id));
    // Only when the bot list arrives or the topic changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [topic, chatBotList]);
  // A session reopened from history loads its latest turns first.
  useEffect(() => {
    if (sessionId && conversationNext === 1 && messages.length === 0) void loadOlder();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionId, conversationNext]);

  const choose = (bot: Bot) => { if (bot.id !== selectedBotId) void dispatch(selectBot(bot.id)); };
  const weatherBot = chatBotList.find((b) => b.id === selectedBotId)?.slug === 'weather-forecast';
  /** The farmer agreed to share the location for a forecast: ask the same question again with it. */
  const shareAndAsk = async (question: string) => {
    const at = await sharePosition();
    if (!at) { toast(t('weather.locationDenied')); return; }
    await send({ text: question, location: at });
  };

  // What 'share chat' would send: the kept answers with their questions, oldest first (the page shows 30).
  const shareable = messages.filter((m) => m.rateable && !m.expert).slice(0, 30).map((m) => ({ question: m.rateable!.question, answer: m.content }));
  const header = signedIn ? (
    <Header
      title={<Link to="/dehathome" className="brand"><span className="brand-name">{t('brand.nameNative')}</span></Link>}
      actions={<>
        {sessionId && shareable.length > 0 && <ShareChat session={sessionId} items={shareable} />}
        <Link className="icon-button" to="/chathistory" aria-label={t('home.history')}><HistoryIcon /></Link>
        <button type="button" className="icon-button" onClick={() => dispatch(chatCleared())} aria-label={t('home.newChat')}><PlusIcon /></button>
        <Link className="icon-button" to="/menuLoggedIn" aria-label={t('common.menu')}><MenuIcon /></Link>
      </>}
    />
  ) : (
    <header className="header">
      <Link className="icon-button" to="/menuwithoutlogin" aria-label={t('common.menu')}><BackIcon /></Link>
      <h1 className="header-title"><span className="brand-name" style={{ color: 'var(--primary)' }}>{t('brand.nameNative')}</span></h1>
      <Link className="button" style={{ minHeight: 44, padding: '6px 16px' }} to="/landingauth">{t('auth.signUpButton')}</Link>
    </header>
  );

  return (
    <div className="chat">
      {header}
      <BotCarousel bots={chatBotList} selectedId={selectedBotId} onSelect={choose}
        onNeedMore={nextBot ? () => void dispatch(loadBots(nextBot)) : undefined} />
      {!signedIn && <p className="banner">{t('chat.signUpPrompt')}</p>}
      <Transcript messages={messages} thinking={thinking} canLoadMore={conversationNext !== null && messages.length > 0}
        onLoadMore={loadOlder} onFollowup={(q) => void send({ text: q })} onShareLocation={(q) => void shareAndAsk(q)}>
        {chatBotList.length === 0 && <p className="muted">{t('chat.noBots')}</p>}
        {weatherBot && <WeatherCard />}
      </Transcript>
      {/* Spec §2: the input bar stays hidden until a bot is chosen. */}
      {selectedBotId === null
        ? <p className="banner" role="status">{t('chat.chooseBot')}</p>
        : <Composer onSend={send} disabled={thinking} locale={locale} />}
    </div>
  );
}
