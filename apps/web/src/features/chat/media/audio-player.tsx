import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type WaveSurfer from 'wavesurfer.js';
import { PauseIcon, PlayIcon } from '../../../components/ui/icons.tsx';
import { useMediaUrl } from './use-media-url.ts';

/** A voice message or spoken answer: waveform (bars 2 px wide, 40 px high, at least 200 px) with play/pause. */
export function AudioPlayer({ src, seconds }: { src: string; seconds?: number | undefined }) {
  const { t } = useTranslation();
  const url = useMediaUrl(src);
  const box = useRef<HTMLDivElement>(null);
  const surfer = useRef<WaveSurfer | null>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!url || !box.current) return;
    let cancelled = false;
    void import('wavesurfer.js').then(({ default: WaveSurferClass }) => {
      if (cancelled || !box.current) return;
      const styles = getComputedStyle(box.current);
      surfer.current = WaveSurferClass.create({
        container: box.current, url, height: 40, barWidth: 2, barGap: 1, barRadius: 2,
        waveColor: styles.getPropertyValue('--muted') || '#888', progressColor: styles.getPropertyValue('--primary') || '#1b5e20',
        cursorWidth: 0,
      });
      surfer.current.on('play', () => setPlaying(true));
      surfer.current.on('pause', () => setPlaying(false));
      surfer.current.on('finish', () => setPlaying(false));
    });
    return () => { cancelled = true; surfer.current?.destroy(); surfer.current = null; };
  }, [url]);
  return (
    <div className="row" style={{ minWidth: 200 }}>
      <button type="button" className="icon-button" onClick={() => void surfer.current?.playPause()} disabled={!url}
        aria-label={playing ? t('chat.pause') : t('chat.play')}>
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <div ref={box} style={{ flex: 1, minWidth: 140 }} aria-label={t('chat.voiceMessage')} role="img" />
      {seconds !== undefined && <span className="small">{`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`}</span>}
    </div>
  );
}
