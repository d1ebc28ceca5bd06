import { routes } from '@krishimitra/contract/routes';
import { LANGUAGE_LIST } from '@krishimitra/contract/languages';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Header } from '../../components/ui/header.tsx';
import { HistoryIcon, MenuIcon } from '../../components/ui/icons.tsx';
import { infoOf } from '../../config/languages.ts';
import { request } from '../../lib/api.ts';
import type { ChatMessage } from '../../state/chat.ts';
import { useAppSelector } from '../../state/store.ts';
import { Composer, type Outgoing } from './composer.tsx';
import { Transcript } from './transcript.tsx';
import { answerOf, chatForm, outgoingMessages } from './use-conversation.ts';

const KEY = 'localChat';
/** The general topic answers here: no bot is chosen on this screen. */
const GENERAL_BOT = 3;

/**
 * /category (and New Chat): the chat input with no bot choice; the conversation stays on this
 * phone (this tab's storage), answered through an anonymous session that joins no history.
 */
export default function LocalChat() {
  const { t } = useTranslation();
  const language = useAppSelector((s) => s.language.selectedLanguage) ?? LANGUAGE_LIST[0];
  const [messages, setMessages] = useState<ChatMessage[]>(() => JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as ChatMessage[]);
  const [session, setSession] = useState<string | null>(null);
  const [thinking, setThinking] = useState(false);
  // Text survives a reload of the tab; recordings and photos live only as long as the page.
  useEffect(() => { sessionStorage.setItem(KEY, JSON.stringify(messages.filter((m) => m.type === 'text' && !m.pending))); }, [messages]);

  const send = async (outgoing: Outgoing) => {
    if (!outgoing.text.trim() && !outgoing.recording && !outgoing.attachment) return false;
    const mine = outgoingMessages(outgoing);
    setMessages((m) => [...m, ...mine]);
    setThinking(true);
    try {
      const id = session ?? (await request(routes.createSessionAnonymous, { body: { language_id: language.id, config_id: GENERAL_BOT } })).session_id;
      setSession(id);
      const reply = await request(routes.chatAnonymous, { body: chatForm(id, outgoing) });
      setMessages((m) => [...m.map((x) => ({ ...x, pending: false })), answerOf(reply)]);
      return true;
    } catch {
      setMessages((m) => m.filter((x) => !mine.includes(x)));
      return false;
    } finally {
      setThinking(false);
    }
  };

  return (
    <div className="chat">
      <Header back title={t('home.newChat')} actions={<>
        <Link className="icon-button" to="/chathistory" aria-label={t('home.history')}><HistoryIcon /></Link>
        <Link className="icon-button" to="/menuLoggedIn" aria-label={t('common.menu')}><MenuIcon /></Link>
      </>} />
      <p className="banner">{t('chat.localOnly')}</p>
      <Transcript messages={messages} thinking={thinking} canLoadMore={false} onLoadMore={() => undefined} onFollowup={(q) => void send({ text: q })} />
      <Composer onSend={send} disabled={thinking} locale={infoOf(language.code).locale} />
    </div>
  );
}
