import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type WaveSurfer from 'wavesurfer.js';
import { PauseIcon, PlayIcon } from '../../../components/ui/icons.tsx';
import { useMediaUrl } from './use-media-url.ts';

/** A CSS rgb() colour at 45% opacity. */
const faded = (rgb: string) => rgb.replace(/^rgba?\(([^,]+),([^,]+),([^,)]+).*$/, 'rgba($1,$2,$3, 0.45)');

/** A voice message or spoken answer: waveform (bars 2 px wide, 40 px high, at least 200 px) with play/pause. */
export function AudioPlayer({ src, seconds, autoPlay = false, onUnavailable }: {
  src: string; seconds?: number | undefined;
  /** Play as soon as it is loaded (the farmer tapped 'read aloud'). */
  autoPlay?: boolean;
  /** The server could not give it (no speech here, or gone). */
  onUnavailable?: () => void;
}) {
  const { t } = useTranslation();
  const url = useMediaUrl(src, onUnavailable);
  const box = useRef<HTMLDivElement>(null);
  const surfer = useRef<WaveSurfer | null>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!url || !box.current) return;
    let cancelled = false;
    void import('wavesurfer.js').then(({ default: WaveSurferClass }) => {
      if (cancelled || !box.current) return;
      // Drawn in the bubble's own text colour (white on the farmer's green bubble, dark on an
      // answer's), the part not yet played faded: the theme's grey and green vanished on green.
      const ink = getComputedStyle(box.current).color;
      surfer.current = WaveSurferClass.create({
        container: box.current, url, height: 40, barWidth: 2, barGap: 1, barRadius: 2,
        waveColor: faded(ink), progressColor: ink, cursorWidth: 0,
      });
      surfer.current.on('play', () => setPlaying(true));
      surfer.current.on('pause', () => setPlaying(false));
      surfer.current.on('finish', () => setPlaying(false));
      if (autoPlay) surfer.current.on('ready', () => void surfer.current?.play().catch(() => undefined));
    });
    return () => { cancelled = true; surfer.current?.destroy(); surfer.current = null; };
  }, [url, autoPlay]);
  return (
    // normal white-space: a bubble's pre-wrap reached the waveform's own markup, whose line breaks
    // made a 3-second message 446 px tall.
    <div className="row" style={{ minWidth: 200, whiteSpace: 'normal' }}>
      <button type="button" className="icon-button" onClick={() => void surfer.current?.playPause()} disabled={!url}
        aria-label={playing ? t('chat.pause') : t('chat.play')}>
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <div ref={box} style={{ flex: 1, minWidth: 140 }} aria-label={t('chat.voiceMessage')} role="img" />
      {seconds !== undefined && <span className="small">{`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`}</span>}
    </div>
  );
}
