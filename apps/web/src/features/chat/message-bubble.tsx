import { useTranslation } from 'react-i18next';
import { SpeakerIcon, StopIcon } from '../../components/ui/icons.tsx';
import type { ChatMessage } from '../../state/chat.ts';
import { useReadAloud } from './use-read-aloud.ts';

/** One message: the text, and for answers their source, spoken answer or read-aloud, and follow-ups. */
export function MessageBubble({ message, onFollowup }: { message: ChatMessage; onFollowup?: (q: string) => void }) {
  const { t } = useTranslation();
  const { supported, speaking, toggle } = useReadAloud();
  const mine = message.isSender;
  return (
    <div className={`bubble${mine ? ' user' : ''}`} aria-busy={message.pending || undefined}>
      {message.type === 'selectedImg' && <div className="meta">{t('chat.chosenImage')}</div>}
      {message.type === 'capturedImage' && <div className="meta">{t('chat.capturedImage')}</div>}
      {message.content && <div>{message.content}</div>}
      {!mine && message.audio && (
        <audio controls preload="none" src={`data:audio/wav;base64,${message.audio}`} aria-label={t('chat.voiceMessage')} style={{ width: '100%', marginTop: 8 }} />
      )}
      {!mine && !message.audio && supported && message.content && (
        <button type="button" className="icon-button" onClick={() => toggle(message.id, message.content)}
          aria-label={speaking === message.id ? t('chat.stopReading') : t('chat.readAloud')} aria-pressed={speaking === message.id}>
          {speaking === message.id ? <StopIcon /> : <SpeakerIcon />}
        </button>
      )}
      {!mine && message.followups && message.followups.length > 0 && onFollowup && (
        <div className="chips" aria-label={t('chat.followups')}>
          {message.followups.map((q) => <button key={q} type="button" className="chip" onClick={() => onFollowup(q)}>{q}</button>)}
        </div>
      )}
    </div>
  );
}
