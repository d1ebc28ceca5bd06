import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, PlayIcon } from '../../../components/ui/icons.tsx';
import { useMediaUrl } from './use-media-url.ts';

/** A dialog that enlarges an image, or plays a video full screen with controls and autoplay. */
function Viewer({ dialog, kind, url }: { dialog: React.RefObject<HTMLDialogElement | null>; kind: 'image' | 'video'; url: string }) {
  const { t } = useTranslation();
  return (
    <dialog ref={dialog} className="dialog" onClose={() => dialog.current?.querySelector('video')?.pause()}>
      <button type="button" className="icon-button" style={{ position: 'absolute', top: 8, right: 8, color: '#fff', zIndex: 1 }}
        onClick={() => dialog.current?.close()} aria-label={t('common.close')}><CloseIcon /></button>
      {kind === 'image'
        ? <img src={url} alt={t('chat.openImage')} />
        : <video src={url} controls autoPlay playsInline style={{ width: '100vw', maxHeight: '100dvh' }} />}
    </dialog>
  );
}

/** An image (max 200 px, tap for full view) or a video thumbnail (165×165 with a play icon). */
export function MediaView({ src, kind }: { src: string; kind: 'image' | 'video' }) {
  const { t } = useTranslation();
  const url = useMediaUrl(src);
  const dialog = useRef<HTMLDialogElement>(null);
  if (!url) return <div style={{ width: 165, height: 120, background: 'var(--surface-2)', borderRadius: 8 }} aria-busy="true" />;
  const open = () => {
    dialog.current?.showModal();
    if (kind === 'video') void dialog.current?.querySelector('video')?.play().catch(() => undefined);
  };
  return (
    <>
      <button type="button" onClick={open} aria-label={kind === 'image' ? t('chat.openImage') : t('chat.openVideo')}
        style={{ padding: 0, border: 'none', background: 'none', position: 'relative', display: 'block', cursor: 'pointer' }}>
        {kind === 'image'
          ? <img className="thumb" src={url} alt="" />
          : <>
            <video src={url} muted playsInline preload="metadata" style={{ width: 165, height: 165, objectFit: 'cover', borderRadius: 8, display: 'block' }} />
            <span style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: '#fff' }}><PlayIcon /></span>
          </>}
      </button>
      <Viewer dialog={dialog} kind={kind} url={url} />
    </>
  );
}
