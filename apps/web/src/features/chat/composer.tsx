import type { Position } from '../../lib/location.ts';
import { type KeyboardEvent, lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraIcon, ClipIcon, CloseIcon, MicIcon, SendIcon, StopIcon } from '../../components/ui/icons.tsx';
import { mmss } from '../../lib/time.ts';
import type { Attachment } from './media/camera.tsx';
import { useCapabilities } from './media/use-capabilities.ts';
import { browserHearsSpeech, type Recording, useRecorder } from './media/use-recorder.ts';

const CameraMode = lazy(() => import('./media/camera.tsx'));
const MAX_ROWS = 4;

export interface Outgoing {
  text: string;
  recording?: Recording | undefined;
  attachment?: Attachment | undefined;
  /** A sample picture chosen in the disease chat: shown as 'Chosen Image', asked about in `text`. */
  selected?: string | undefined;
  /** The phone's location, once the farmer shared it for a forecast. */
  location?: Position | null | undefined;
}

/**
 * The input bar: text of up to four rows (Enter sends, Shift+Enter adds a line), attach, camera,
 * and a mic that becomes send when there is text. Recording shows 'Speak Now' and its timer.
 */
export function Composer({ onSend, disabled, locale, timerLabel }: {
  onSend: (o: Outgoing) => Promise<boolean>;
  disabled: boolean;
  locale: string;
  timerLabel?: (time: string) => string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [camera, setCamera] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const previewUrl = useMemo(() => (attachment ? URL.createObjectURL(attachment.blob) : undefined), [attachment]);

  /** Sending clears text, attachments and camera mode; a failed send puts them back. */
  const send = async (outgoing: Outgoing) => {
    setText('');
    setAttachment(null);
    setCamera(false);
    if (!(await onSend(outgoing))) {
      setText(outgoing.text);
      setAttachment(outgoing.attachment ?? null);
    }
  };
  const recorder = useRecorder(locale, (recording) => void send({ text: '', recording, attachment: attachment ?? undefined }));
  // A voice question is understood by the phone's own speech recognition or the server's; with
  // neither, the farmer is told at the mic instead of recording for nothing.
  const capabilities = useCapabilities();
  const [noVoice, setNoVoice] = useState(false);
  const speak = () => {
    if (!browserHearsSpeech() && capabilities?.speech_to_text === false) setNoVoice(true);
    else { setNoVoice(false); void recorder.start(); }
  };
  const rows = Math.min(MAX_ROWS, Math.max(1, text.split('\n').length));
  const hasText = text.trim().length > 0;

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!disabled && (hasText || attachment)) void send({ text, attachment: attachment ?? undefined });
    }
  };
  const pickFile = (file: File | undefined) => {
    if (!file) return;
    const kind = file.type.startsWith('video') ? 'video' : file.type.startsWith('image') ? 'image' : null;
    if (kind) setAttachment({ blob: file, kind, type: kind });
  };

  return (
    <>
      {camera && (
        <Suspense fallback={null}>
          <CameraMode timerLabel={timerLabel} onCancel={() => { setCamera(false); setAttachment(null); }}
            onSend={(a) => void send({ text, attachment: a })} onAttach={(a) => { setAttachment(a); setCamera(false); }} />
        </Suspense>
      )}
      {attachment && previewUrl && (
        <div className="row" style={{ padding: '8px 8px 0', background: 'var(--surface)' }}>
          {attachment.kind === 'image'
            ? <img src={previewUrl} alt={t('chat.chosenImage')} style={{ maxWidth: 120, maxHeight: 90, borderRadius: 8 }} />
            : <video src={previewUrl} muted style={{ maxWidth: 120, maxHeight: 90, borderRadius: 8 }} />}
          <button type="button" className="icon-button" onClick={() => setAttachment(null)} aria-label={t('chat.removeAttachment')}><CloseIcon /></button>
        </div>
      )}
      {recorder.denied && <p className="banner" role="alert">{t('chat.micDenied')}</p>}
      {noVoice && <p className="banner" role="alert">{t('chat.voiceUnavailable')}</p>}
      <div className="composer">
        {recorder.state === 'recording' ? (
          <>
            <button type="button" className="icon-button" onClick={recorder.cancel} aria-label={t('chat.cancelRecording')}><CloseIcon /></button>
            <p className="recording" role="timer"><span>{t('chat.speakNow')}</span><span>{mmss(recorder.seconds)}</span></p>
          </>
        ) : (
          <>
            <button type="button" className="icon-button" onClick={() => fileInput.current?.click()} aria-label={t('chat.attach')}><ClipIcon /></button>
            <input ref={fileInput} type="file" accept="image/*,video/*" hidden onChange={(e) => { pickFile(e.currentTarget.files?.[0]); e.currentTarget.value = ''; }} />
            <button type="button" className="icon-button" onClick={() => setCamera(!camera)} aria-label={t('chat.camera')} aria-pressed={camera}><CameraIcon /></button>
            <label htmlFor="chat-input" className="visually-hidden">{t('chat.placeholder')}</label>
            <textarea id="chat-input" rows={rows} value={text} placeholder={t('chat.placeholder')} maxLength={2000}
              onChange={(e) => setText(e.currentTarget.value)} onKeyDown={keyDown} />
          </>
        )}
        {recorder.state === 'recording' ? (
          <button type="button" className="icon-button filled" onClick={recorder.stop} aria-label={t('chat.stop')}><StopIcon /></button>
        ) : hasText || attachment ? (
          <button type="button" className="icon-button filled" disabled={disabled} aria-label={t('common.send')}
            onClick={() => void send({ text, attachment: attachment ?? undefined })}><SendIcon /></button>
        ) : (
          <button type="button" className="icon-button filled" disabled={disabled || recorder.state === 'converting'} aria-label={t('chat.mic')}
            onClick={speak}><MicIcon /></button>
        )}
      </div>
    </>
  );
}
