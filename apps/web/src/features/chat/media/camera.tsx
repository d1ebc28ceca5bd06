import { MEDIA_LIMITS } from '@krishimitra/contract/limits';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { CameraIcon, CloseIcon, StopIcon } from '../../../components/ui/icons.tsx';
import { mmss } from '../../../lib/time.ts';

export interface Attachment { blob: Blob; kind: 'image' | 'video'; type: 'capturedImage' | 'recordedVideo' | 'image' | 'video' }

const ACCEPT = { 'image/*': ['.jpg', '.jpeg', '.png', '.webp'], 'video/*': ['.mp4', '.webm', '.3gp', '.mov'] };

/** The drop zone's rejections in the spec's words, translated. */
export function useRejectionMessages() {
  const { t } = useTranslation();
  return (rejections: FileRejection[]) => {
    for (const { errors } of rejections) {
      for (const e of errors) {
        toast.error(e.code === 'file-invalid-type' ? t('camera.fileType', { types: 'image/*, video/*' })
          : e.code === 'file-too-large' ? t('camera.fileTooLarge', { size: MEDIA_LIMITS.video })
          : e.code === 'file-too-small' ? t('camera.fileTooSmall', { size: 1 })
          : e.code === 'too-many-files' ? t('camera.tooManyFiles') : e.message);
      }
    }
  };
}

/**
 * Camera mode: Image and Video tabs over a live preview (max 380×500). A photo is a JPEG at
 * quality 0.8; a video records with a seconds timer. Stopping or leaving halts the camera.
 */
export default function CameraMode({ onSend, onAttach, onCancel, timerLabel }: {
  /** The camera's Send: the captured photo or video goes out at once. */
  onSend: (a: Attachment) => void;
  /** A file dropped or chosen: it becomes an attachment the farmer can add words to. */
  onAttach: (a: Attachment) => void;
  onCancel: () => void;
  /** How the video timer reads, e.g. the disease chat's 'Recording Time: mm:ss'. */
  timerLabel?: (time: string) => string;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'image' | 'video'>('image');
  const [captured, setCaptured] = useState<Attachment | null>(null);
  const [recording, setRecording] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  /** The preview has a frame: until then there is nothing to capture. */
  const [ready, setReady] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const reject = useRejectionMessages();
  const { getRootProps, getInputProps } = useDropzone({
    accept: ACCEPT, maxFiles: 1, minSize: 1, maxSize: MEDIA_LIMITS.video,
    onDropAccepted: ([file]) => file && onAttach({ blob: file, kind: file.type.startsWith('video') ? 'video' : 'image', type: file.type.startsWith('video') ? 'video' : 'image' }),
    onDropRejected: reject,
  });

  const stopCamera = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setReady(false);
  };
  const startCamera = async () => {
    if (!navigator.mediaDevices?.getUserMedia) { setProblem(t('chat.noCamera')); return; }
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: tab === 'video' });
      if (video.current) { video.current.srcObject = stream.current; await video.current.play().catch(() => undefined); }
      setProblem(null);
    } catch (err) {
      console.warn('camera unavailable', err);
      setProblem(t('chat.cameraDenied'));
    }
  };
  useEffect(() => {
    if (!captured) void startCamera();
    return () => { if (timer.current) clearInterval(timer.current); stopCamera(); };
    // Restart the camera when the tab changes (video also needs the microphone) or on retake.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tab, captured]);

  const takePhoto = () => {
    const v = video.current;
    if (!v || !v.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    canvas.getContext('2d')!.drawImage(v, 0, 0);
    canvas.toBlob((blob) => { if (blob) { stopCamera(); setCaptured({ blob, kind: 'image', type: 'capturedImage' }); } }, 'image/jpeg', 0.8);
  };
  const startRecording = () => {
    if (!stream.current) return;
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream.current);
    media.ondataavailable = (e) => { if (e.data.size) chunks.push(e.data); };
    media.onstop = () => {
      stopCamera();
      setCaptured({ blob: new Blob(chunks, { type: media.mimeType || 'video/webm' }), kind: 'video', type: 'recordedVideo' });
    };
    media.start(500);
    recorder.current = media;
    setSeconds(0);
    timer.current = setInterval(() => setSeconds((s) => s + 1), 1000);
    setRecording(true);
  };
  const stopRecording = () => {
    if (timer.current) clearInterval(timer.current);
    recorder.current?.stop();
    setRecording(false);
  };
  const cancel = () => { stopRecording(); stopCamera(); onCancel(); };
  const previewUrl = useMemo(() => (captured ? URL.createObjectURL(captured.blob) : undefined), [captured]);
  useEffect(() => () => { if (previewUrl) URL.revokeObjectURL(previewUrl); }, [previewUrl]);

  return (
    <section className="stack" style={{ padding: 8, background: 'var(--surface)', borderTop: '1px solid var(--border)' }} aria-label={t('chat.camera')}>
      <div className="radio-row" role="tablist">
        {(['image', 'video'] as const).map((k) => (
          <button key={k} type="button" role="tab" aria-selected={tab === k} className={`button${tab === k ? '' : ' secondary'}`}
            disabled={recording} onClick={() => { setCaptured(null); setTab(k); }}>{t(`camera.${k}`)}</button>
        ))}
      </div>
      <div style={{ maxWidth: 380, maxHeight: 500, alignSelf: 'center', width: '100%' }}>
        {problem && <p role="alert" className="field-error">{problem}</p>}
        {!captured && <video ref={video} muted playsInline onLoadedData={() => setReady(true)} style={{ width: '100%', maxHeight: 500, borderRadius: 8, background: '#000' }} />}
        {captured && captured.kind === 'image' && <img src={previewUrl} alt={t('chat.capturedImage')} style={{ width: '100%', borderRadius: 8 }} />}
        {captured && captured.kind === 'video' && <video src={previewUrl} controls playsInline style={{ width: '100%', borderRadius: 8 }} />}
      </div>
      {recording && <p role="timer" className="recording">{timerLabel ? timerLabel(mmss(seconds)) : mmss(seconds)}</p>}
      <div className="row" style={{ justifyContent: 'center', flexWrap: 'wrap' }}>
        <button type="button" className="button secondary" onClick={cancel}><CloseIcon />{t('common.cancel')}</button>
        {!captured && tab === 'image' && <button type="button" className="button" onClick={takePhoto} disabled={!ready}><CameraIcon />{t('camera.capture')}</button>}
        {!captured && tab === 'video' && !recording && <button type="button" className="button" onClick={startRecording} disabled={!ready}>{t('camera.startRecording')}</button>}
        {recording && <button type="button" className="button" onClick={stopRecording}><StopIcon />{t('camera.stopRecording')}</button>}
        {captured && <button type="button" className="button secondary" onClick={() => setCaptured(null)}>{t('camera.retake')}</button>}
        {captured && <button type="button" className="button" onClick={() => onSend(captured)}>{t('common.send')}</button>}
      </div>
      <div {...getRootProps({ className: 'card', style: { textAlign: 'center', cursor: 'pointer', borderStyle: 'dashed' } })}>
        <input {...getInputProps()} aria-label={t('camera.dropHint')} />
        <p className="muted small" style={{ margin: 0 }}>{t('camera.dropHint')}</p>
      </div>
    </section>
  );
}
