import TEXT from './page-text.json' with { type: 'json' };

type Language = keyof typeof TEXT;
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Paragraphs and lines as the answer has them; nothing of it is read as HTML. */
const paragraphs = (text: string) => text.split(/\n{2,}/).map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`).join('');

/**
 * The page a shared link opens: the question and answer (or a chat's), in the chat's language,
 * and nothing else of the farmer: no name, number, photo or other chat. Plain HTML with its
 * style inline, no script: it opens on a slow link and a basic phone, and asks the reader to
 * ask their own question.
 */
export function sharePage(languageCode: string, turns: { question: string; answer: string }[], fonts: Record<string, string> = {}): string {
  const lang = (languageCode.toLowerCase() in TEXT ? languageCode.toLowerCase() : 'en') as Language;
  const t = TEXT[lang];
  const dir = lang === 'ur' ? 'rtl' : 'ltr';
  const body = turns.map((turn) => `<section><h2>${t.question}</h2><div class="q">${paragraphs(turn.question)}</div>`
    + `<h2>${t.answer}</h2><div class="a">${paragraphs(turn.answer)}</div></section>`).join('');
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8">`
    + '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">'
    + `<title>${escape(t.title)}</title><style>${fontFace(fonts[lang])}${STYLE}</style></head><body><main>`
    + `<header><a href="/">${escape(t.brand)}</a></header><p class="note">${escape(t.shared)}</p>${body}`
    + `<p><a class="ask" href="/">${escape(t.askYours)}</a></p><p class="note">${escape(t.caution)}</p></main></body></html>`;
}

/** The app's font for the script, shown once it has come (the text reads in the phone's own font until then). */
const fontFace = (url: string | undefined) => (url ? `@font-face{font-family:KM;font-display:swap;src:url(${url}) format('woff2')}` : '');

const STYLE = [
  ':root{color-scheme:light dark;--bg:#f6f8f4;--text:#14210f;--card:#fff;--primary:#1e5b24;--muted:#4a5a46}',
  '@media (prefers-color-scheme:dark){:root{--bg:#101810;--text:#e6efe3;--card:#1a261a;--primary:#8fd694;--muted:#b2c2ad}}',
  'body{margin:0;background:var(--bg);color:var(--text);font:18px/1.7 KM,system-ui,sans-serif}',
  'main{max-width:40rem;margin:0 auto;padding:12px 16px 32px}',
  'header a{color:var(--primary);font-weight:700;font-size:1.3rem;text-decoration:none}',
  'section{background:var(--card);border-radius:12px;padding:4px 16px;margin:12px 0}',
  'h2{font-size:1rem;color:var(--muted);margin:12px 0 0}',
  '.note{color:var(--muted);font-size:.95rem}',
  '.ask{display:inline-block;min-height:44px;line-height:44px;padding:0 20px;border-radius:22px;background:var(--primary);color:var(--bg);text-decoration:none;font-weight:600}',
].join('');
