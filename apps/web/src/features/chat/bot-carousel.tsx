import type { Bot } from '@krishimitra/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BackIcon, NextIcon } from '../../components/ui/icons.tsx';

/** The topic bots in a scrolling row, with previous and next; the chosen one is marked. */
export function BotCarousel({ bots, selectedId, onSelect, onNeedMore }: {
  bots: Bot[];
  selectedId: number | null;
  onSelect: (bot: Bot) => void;
  /** Called when the row reaches its end and more bots may exist. */
  onNeedMore?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  // The chosen topic is in view (one picked from the home grid may sit far along the row).
  useEffect(() => {
    const el = track.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!el || !track.current) return;
    const box = track.current.getBoundingClientRect();
    const chip = el.getBoundingClientRect();
    if (chip.left < box.left || chip.right > box.right) track.current.scrollBy({ left: chip.left + chip.width / 2 - (box.left + box.width / 2) });
  }, [selectedId, bots.length]);
  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
    el.scrollBy({ left: direction * rtl * el.clientWidth * 0.8, behavior: 'smooth' });
    if (direction === 1 && el.scrollLeft + el.clientWidth * 1.8 >= el.scrollWidth) onNeedMore?.();
  };
  return (
    <nav className="carousel" aria-label={t('chat.chooseBot')}>
      <button type="button" className="icon-button" onClick={() => scroll(-1)} aria-label={t('chat.previousBot')}><BackIcon /></button>
      <div className="carousel-track" ref={track}>
        {bots.map((bot) => (
          <button key={bot.id} type="button" className="bot-chip" aria-pressed={bot.id === selectedId} onClick={() => onSelect(bot)}>
            <img src={bot.logo} alt="" width={32} height={32} style={{ background: bot.bgcolor }} />
            <span>{t(`home.tiles.${bot.slug}`, { defaultValue: bot.name })}</span>
          </button>
        ))}
      </div>
      <button type="button" className="icon-button" onClick={() => scroll(1)} aria-label={t('chat.nextBot')}><NextIcon /></button>
    </nav>
  );
}
