import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../state/chat.ts';
import { MessageBubble } from './message-bubble.tsx';

/** The conversation, opening with the greeting (then `children`); it scrolls to the newest message whenever messages change. */
export function Transcript({ messages, thinking, canLoadMore, onLoadMore, onFollowup, children }: {
  messages: ChatMessage[];
  thinking: boolean;
  canLoadMore: boolean;
  onLoadMore: () => void;
  onFollowup: (q: string) => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => { end.current?.scrollIntoView({ block: 'end' }); }, [messages, thinking]);
  return (
    <div className="transcript" role="log" aria-live="polite" aria-relevant="additions">
      {canLoadMore && <button type="button" className="link-button" style={{ alignSelf: 'center' }} onClick={onLoadMore}>{t('chat.loadMore')}</button>}
      <div className="bubble">{t('brand.greeting')}</div>
      {children}
      {messages.map((m) => <MessageBubble key={m.id} message={m} onFollowup={onFollowup} />)}
      {thinking && <p className="typing" role="status">{t('chat.thinking')}</p>}
      <div ref={end} />
    </div>
  );
}
