import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeakerIcon, StopIcon } from '../../components/ui/icons.tsx';
import { LinkedText } from '../../components/ui/linked-text.tsx';
import { type ChatMessage, IMAGE_TYPES, VIDEO_TYPES } from '../../state/chat.ts';
import { useCapabilities } from './media/use-capabilities.ts';
import { RateAnswer } from './rate-answer.tsx';
import { ShareAnswer } from './share-answer.tsx';
import { useReadAloud } from './use-read-aloud.ts';

// Players load with the first message that needs them.
const AudioPlayer = lazy(() => import('./media/audio-player.tsx').then((m) => ({ default: m.AudioPlayer })));
const MediaView = lazy(() => import('./media/media-view.tsx').then((m) => ({ default: m.MediaView })));
const AUDIO_TYPES = new Set(['audio', 'audioWithMedia', 'videoWithMedia']);

/** One message: the text, and for answers their source, spoken answer or read-aloud, and follow-ups. */
export function MessageBubble({ message, onFollowup, onShareLocation }: {
  message: ChatMessage;
  onFollowup?: (q: string) => void;
  onShareLocation?: ((question: string) => void) | undefined;
}) {
  const { t } = useTranslation();
  const { hasVoice, speaking, toggle } = useReadAloud();
  const capabilities = useCapabilities();
  // Without a voice on the phone for the language, the server reads the answer (when it can speak).
  const [fromServer, setFromServer] = useState(false);
  const [serverFailed, setServerFailed] = useState(false);
  const mine = message.isSender;
  const unspoken = !mine && !message.audio && !message.audioUrl && Boolean(message.content);
  const serverCanRead = Boolean(message.speechUrl) && capabilities?.speech !== false;
  return (
    <div className={`bubble${mine ? ' user' : ''}${message.expert ? ' expert' : ''}`} aria-busy={message.pending || undefined}>
      {message.expert && <div className="meta expert-label">{t('chat.expertAnswer')}</div>}
      {message.type === 'selectedImg' && <div className="meta">{t('chat.chosenImage')}</div>}
      {message.type === 'capturedImage' && <div className="meta">{t('chat.capturedImage')}</div>}
      <Suspense fallback={<div style={{ minWidth: 200, minHeight: 44 }} />}>
        {AUDIO_TYPES.has(message.type) && <AudioPlayer src={message.content} seconds={message.duration} />}
        {message.mediaFile && message.mediaKind && <MediaView src={message.mediaFile} kind={message.mediaKind} />}
        {IMAGE_TYPES.has(message.type) && <MediaView src={message.content} kind="image" />}
        {VIDEO_TYPES.has(message.type) && <MediaView src={message.content} kind="video" />}
        {!mine && message.audio && <AudioPlayer src={`data:audio/wav;base64,${message.audio}`} />}
        {!mine && !message.audio && message.audioUrl && <AudioPlayer src={message.audioUrl} />}
      </Suspense>
      {message.type === 'text' && message.content && <div>{mine ? message.content : <LinkedText text={message.content} />}</div>}
      {message.queued && <div className="meta" role="status">{t('chat.queued')}</div>}
      {!mine && message.sections && message.sections.length > 0 && (
        // The short answer comes first; the rest opens part by part (native <details>: no script).
        <div className="sections">
          {message.sections.map((s) => (
            <details key={s.id}>
              <summary>{s.title}</summary>
              <div><LinkedText text={s.text} /></div>
            </details>
          ))}
        </div>
      )}
      {unspoken && fromServer && !serverFailed && (
        // Where the farmer tapped 'read aloud', not above the answer's first line.
        <Suspense fallback={<div style={{ minWidth: 200, minHeight: 44 }} />}>
          <AudioPlayer src={message.speechUrl!} autoPlay onUnavailable={() => setServerFailed(true)} />
        </Suspense>
      )}
      {serverFailed && <p className="meta" role="status">{t('chat.speechUnavailable')}</p>}
      {unspoken && !fromServer && (hasVoice || serverCanRead) && (
        <button type="button" className="icon-button" onClick={() => (hasVoice ? toggle(message.id, message.content) : setFromServer(true))}
          aria-label={speaking === message.id ? t('chat.stopReading') : t('chat.readAloud')} aria-pressed={speaking === message.id}>
          {speaking === message.id ? <StopIcon /> : <SpeakerIcon />}
        </button>
      )}
      {!mine && message.needsLocation && message.question !== undefined && onShareLocation && (
        // Asked only now, when a forecast needs it, and said why first.
        <div className="share-location">
          <p className="meta">{t('chat.shareWhy')}</p>
          <button type="button" className="button secondary" onClick={() => onShareLocation(message.question!)}>{t('weather.shareButton')}</button>
        </div>
      )}
      {!mine && message.rateable && (
        <RateAnswer messageId={message.id} session={message.rateable.session} turn={message.rateable.turn} rating={message.rating ?? null}>
          <ShareAnswer session={message.rateable.session} turn={message.rateable.turn} question={message.rateable.question} answer={message.content} />
        </RateAnswer>
      )}
      {!mine && message.followups && message.followups.length > 0 && onFollowup && (
        <div className="chips" aria-label={t('chat.followups')}>
          {message.followups.map((q) => <button key={q} type="button" className="chip" onClick={() => onFollowup(q)}>{q}</button>)}
        </div>
      )}
    </div>
  );
}
