import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../state/chat.ts';
import { MessageBubble } from './message-bubble.tsx';

/**
 * The conversation, opening with the greeting (then `children`). When messages change it scrolls
 * to the newest: to the end of a question, but to the start of an answer, which is read from the
 * top (a long forecast or article would otherwise open at its last line).
 */
export function Transcript({ messages, thinking, canLoadMore, onLoadMore, onFollowup, onShareLocation, children }: {
  messages: ChatMessage[];
  thinking: boolean;
  canLoadMore: boolean;
  onLoadMore: () => void;
  onFollowup: (q: string) => void;
  /** Shares the phone's location and asks the question again (offered under the last answer that needs it). */
  onShareLocation?: ((question: string) => void) | undefined;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const newest = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  useEffect(() => {
    if (last && !last.isSender && !thinking) newest.current?.scrollIntoView({ block: 'start' });
    else end.current?.scrollIntoView({ block: 'end' });
  }, [messages, thinking, last]);
  return (
    <div className="transcript" role="log" aria-live="polite" aria-relevant="additions">
      {canLoadMore && <button type="button" className="link-button" style={{ alignSelf: 'center' }} onClick={onLoadMore}>{t('chat.loadMore')}</button>}
      <div className="bubble">{t('brand.greeting')}</div>
      {children}
      {messages.map((m, i) => (
        <div key={m.id} ref={i === messages.length - 1 ? newest : undefined} className="message">
          <MessageBubble message={m} onFollowup={onFollowup} onShareLocation={i === messages.length - 1 ? onShareLocation : undefined} />
        </div>
      ))}
      {thinking && <p className="typing" role="status">{t('chat.thinking')}</p>}
      <div ref={end} />
    </div>
  );
}
