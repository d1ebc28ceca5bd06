import { routes } from '@krishimitra/contract/routes';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ShareIcon } from '../../components/ui/icons.tsx';
import { request } from '../../lib/api.ts';

/** What the share sheet's text carries besides the link: the question and the answer's start. */
const SNIPPET = 280;

/**
 * 'Share' under a kept answer (issue 15): first it shows exactly what others will see (the
 * question as typed, which may hold a name or number, and the answer), then makes the link and
 * hands it to the phone's share sheet (WhatsApp is where farmers share), or copies it where there
 * is none. The same answer's link can be stopped here.
 */
export function ShareAnswer({ session, turn, question, answer }: { session: string; turn: number; question: string; answer: string }) {
  return <SharePanel session={session} turn={turn} items={[{ question, answer }]} />;
}

/** 'Share chat' in the chat's header: the same, for every answer of the chat (the page shows the first 30). */
export function ShareChat({ session, items }: { session: string; items: { question: string; answer: string }[] }) {
  return <SharePanel session={session} items={items} whole />;
}

function SharePanel({ session, turn, items, whole = false }: { session: string; turn?: number; items: { question: string; answer: string }[]; whole?: boolean }) {
  const { t } = useTranslation();
  const title = t(whole ? 'share.chatTitle' : 'share.title');
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<{ id: string; url: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const shareNow = async () => {
    setBusy(true);
    try {
      let made = link;
      if (!made) {
        const kept = await request(routes.share, { body: { session_id: session, ...(turn !== undefined ? { turn_id: turn } : {}) } });
        made = { id: kept.id, url: `${window.location.origin}${kept.path}` };
      }
      setLink(made);
      const [first] = items;
      const text = first ? `${first.question}\n\n${first.answer.length > SNIPPET ? `${first.answer.slice(0, SNIPPET)}…` : first.answer}` : '';
      if (navigator.share) {
        // A farmer closing the sheet is no error.
        await navigator.share({ title, text, url: made.url }).catch(() => undefined);
      } else {
        await navigator.clipboard?.writeText(made.url);
        toast.success(t('share.copied'), { id: `share-${turn ?? 'chat'}` });
      }
    } catch {
      // request() has shown why.
    } finally {
      setBusy(false);
    }
  };
  const stop = async () => {
    if (!link) return;
    setBusy(true);
    try {
      await request(routes.revokeShare, { body: { session_id: session, id: link.id } });
      setLink(null);
      setOpen(false);
      toast.success(t('share.stopped'), { id: `share-${turn ?? 'chat'}` });
    } catch {
      // request() has shown why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="icon-button" aria-label={whole ? t('share.shareChat') : t('share.share')} aria-expanded={open} onClick={() => setOpen(!open)}>
        <ShareIcon />
      </button>
      {open && (
        <div className={`card share-preview${whole ? ' whole' : ''}`} role="region" aria-label={title}>
          <p className="meta">{t('share.preview')}</p>
          <blockquote>{items.map((item, i) => <div key={i}><strong>{item.question}</strong><span>{item.answer}</span></div>)}</blockquote>
          <p className="meta">{t('share.privacy')}</p>
          {link && <p className="meta share-link">{link.url}</p>}
          <div className="row" style={{ gap: 8, flexWrap: 'wrap' }}>
            <button type="button" className="button" disabled={busy} onClick={() => void shareNow()}>{t('share.send')}</button>
            {link && <button type="button" className="button secondary" disabled={busy} onClick={() => void stop()}>{t('share.stop')}</button>}
            <button type="button" className="button secondary" onClick={() => setOpen(false)}>{t('common.cancel')}</button>
          </div>
        </div>
      )}
    </>
  );
}
