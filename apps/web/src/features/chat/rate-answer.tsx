import type { AnswerRating } from '@krishimitra/contract';
import { RATING_REASONS, type RatingReason } from '@krishimitra/contract/ratings';
import { routes } from '@krishimitra/contract/routes';
import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ThumbDownIcon, ThumbUpIcon } from '../../components/ui/icons.tsx';
import { request } from '../../lib/api.ts';
import { messageRated } from '../../state/chat.ts';
import { useAppDispatch } from '../../state/store.ts';

/**
 * Thumbs up or down under an answer the server kept (issue 15). A thumbs down asks what was wrong
 * (reasons and a short note, both optional) before it is sent; tapping the chosen thumb again takes
 * the rating back.
 */
export function RateAnswer({ messageId, session, turn, rating, children }: {
  messageId: string; session: string; turn: number; rating: AnswerRating | null;
  /** More actions on the answer, in the same row (share). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const [reasons, setReasons] = useState<RatingReason[]>(rating?.reasons ?? []);
  const [note, setNote] = useState(rating?.note ?? '');
  const [busy, setBusy] = useState(false);

  const send = async (value: 'up' | 'down' | 'none', why: RatingReason[] = [], text = '') => {
    setBusy(true);
    try {
      const saved = await request(routes.rateAnswer, { body: { session_id: session, turn_id: turn, rating: value, reasons: why, ...(text.trim() ? { note: text.trim() } : {}) } });
      dispatch(messageRated({ id: messageId, rating: saved.rating }));
      setAsking(false);
      toast.success(t(value === 'none' ? 'rating.removed' : 'rating.thanks'), { id: `rated-${turn}` });
    } catch {
      // request() has shown why.
    } finally {
      setBusy(false);
    }
  };
  const toggle = (reason: RatingReason) => setReasons((list) => (list.includes(reason) ? list.filter((r) => r !== reason) : [...list, reason]));

  return (
    <div className="rate-answer">
      <div className="rate-thumbs">
        <button type="button" className="icon-button" disabled={busy} aria-pressed={rating?.value === 'up'} aria-label={t('rating.helpful')}
          onClick={() => send(rating?.value === 'up' ? 'none' : 'up')}>
          <ThumbUpIcon on={rating?.value === 'up'} />
        </button>
        <button type="button" className="icon-button" disabled={busy} aria-pressed={rating?.value === 'down'} aria-label={t('rating.notHelpful')}
          aria-expanded={asking} onClick={() => (rating?.value === 'down' && !asking ? send('none') : setAsking(!asking))}>
          <ThumbDownIcon on={rating?.value === 'down' || asking} />
        </button>
        {children}
      </div>
      {asking && (
        <form className="rate-why" onSubmit={(e) => { e.preventDefault(); void send('down', reasons, note); }}>
          <p className="meta" id={`why-${turn}`}>{t('rating.why')}</p>
          <div className="chips" role="group" aria-labelledby={`why-${turn}`}>
            {RATING_REASONS.map((r) => (
              <button key={r} type="button" className="chip" aria-pressed={reasons.includes(r)} onClick={() => toggle(r)}>{t(`rating.reasons.${r}`)}</button>
            ))}
          </div>
          <textarea value={note} maxLength={300} rows={2} onChange={(e) => setNote(e.target.value)} placeholder={t('rating.notePlaceholder')} aria-label={t('rating.notePlaceholder')} />
          <button type="submit" className="button" disabled={busy}>{t('rating.send')}</button>
        </form>
      )}
    </div>
  );
}
