// The back office's pages: plain HTML made on the server, no script (a content team's laptop,
// at laptop size; it also reads on a phone). Every value is escaped.
import { fontFaces } from '../share/fonts.ts';
import type { Turn } from './reports.ts';

export const esc = (v: unknown) => String(v ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = [
  ':root{color-scheme:light dark;--bg:#f6f8f4;--text:#14210f;--card:#fff;--primary:#1e5b24;--muted:#56644f;--line:#d5ddd2}',
  '@media (prefers-color-scheme:dark){:root{--bg:#101810;--text:#e6efe3;--card:#1a261a;--primary:#8fd694;--muted:#b2c2ad;--line:#33442f}}',
  'body{margin:0;background:var(--bg);color:var(--text);font:16px/1.6 KM,system-ui,sans-serif}main{max-width:80rem;margin:0 auto;padding:16px}',
  'a{color:var(--primary)}nav a{margin-inline-end:16px}nav a[aria-current]{font-weight:700}',
  'table{border-collapse:collapse;width:100%;background:var(--card)}th,td{border-bottom:1px solid var(--line);padding:6px 8px;text-align:start;vertical-align:top}',
  'textarea{font:inherit;width:100%;box-sizing:border-box}th{color:var(--muted);font-weight:600}form.inline{display:inline}button,input,select{font:inherit;min-height:36px}',
  'button{border:1px solid var(--primary);background:var(--primary);color:var(--bg);border-radius:18px;padding:4px 14px;cursor:pointer}',
  'button.quiet{background:transparent;color:var(--primary)}.filters{display:flex;flex-wrap:wrap;gap:8px;align-items:end;margin:12px 0}',
  '.filters label{display:flex;flex-direction:column;font-size:.85rem;color:var(--muted)}.muted{color:var(--muted)}.error{color:#b3261e;font-weight:600}',
].join('');

/** The app's fonts for the farmers' scripts (set once at start): questions come in ten languages. */
let faces = '';
export const useFonts = (fonts: Record<string, string>) => { faces = fontFaces(fonts, 'KM'); };

export const layout = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">`
  + '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">'
  + `<title>${esc(title)} · Krishimitra back office</title><style>${faces}${STYLE}</style></head><body><main>${body}</main></body></html>`;

export function signInPage(message = '') {
  return layout('Sign in', '<h1>Krishimitra back office</h1>'
    + (message ? `<p class="error" role="alert">${esc(message)}</p>` : '')
    + '<form method="post" action="/admin/login"><p><label>Name<br><input name="name" autocomplete="username" required maxlength="64"></label></p>'
    + '<p><label>Password<br><input name="password" type="password" autocomplete="current-password" required maxlength="200"></label></p>'
    + '<p><button type="submit">Sign in</button></p></form>'
    + '<p class="muted">Operator accounts are made with <code>npm run operator -- add NAME</code> on the server. Farmers\' accounts do not open this page.</p>');
}

export const VIEWS = { declined: 'Declined questions', disliked: 'Thumbs down', asked: 'Most asked', latency: 'Answer time' } as const;
export type View = keyof typeof VIEWS;

export interface Query { view: View; week: string; language: string; bot: string; route: string; crop: string }
export const queryString = (q: Query, extra: Partial<Query> = {}) => new URLSearchParams({ ...q, ...extra } as Record<string, string>).toString();

export function dashboard(operator: { name: string; csrf: string }, q: Query, content: string, choices: { languages: string[]; bots: string[] }) {
  const tab = (v: View) => `<a href="/admin/?${esc(queryString(q, { view: v }))}"${v === q.view ? ' aria-current="page"' : ''}>${VIEWS[v]}</a>`;
  const select = (name: keyof Query, label: string, options: string[]) => `<label>${label}<select name="${name}"><option value="">all</option>`
    + options.map((o) => `<option${o === q[name] ? ' selected' : ''}>${esc(o)}</option>`).join('') + '</select></label>';
  return layout(VIEWS[q.view], `<header><form class="inline" method="post" action="/admin/logout" style="float:inline-end">`
    + `<input type="hidden" name="csrf" value="${esc(operator.csrf)}"><span class="muted">${esc(operator.name)}</span> <button class="quiet">Sign out</button></form>`
    + `<h1>Krishimitra back office</h1></header><nav>${(Object.keys(VIEWS) as View[]).map(tab).join('')}</nav>`
    + `<form class="filters" method="get" action="/admin/"><input type="hidden" name="view" value="${esc(q.view)}">`
    + `<label>Week of<input type="date" name="week" value="${esc(q.week)}"></label>`
    + select('language', 'Language', choices.languages) + select('bot', 'Bot', choices.bots)
    + select('route', 'Route', ['knowledge', 'live', 'decline', 'refusal'])
    + `<label>Crop<input name="crop" value="${esc(q.crop)}" size="10"></label><button>Show</button>`
    + ` <a href="/admin/export.csv?${esc(queryString(q))}">CSV</a></form>${content}`);
}

/** Marking a question: 'needs content' or 'answered', as a small form per row. */
export const reviewForm = (t: Turn, csrf: string, back: string) => (['needs_content', 'answered'] as const).map((status) =>
  `<form class="inline" method="post" action="/admin/review"><input type="hidden" name="csrf" value="${esc(csrf)}">`
  + `<input type="hidden" name="turn_id" value="${t.id}"><input type="hidden" name="status" value="${status}"><input type="hidden" name="back" value="${esc(back)}">`
  + `<button class="${t.review === status ? '' : 'quiet'}" aria-pressed="${t.review === status}">${status === 'needs_content' ? 'needs content' : 'answered'}</button></form>`).join(' ');

export const table = (header: string[], rows: string[][]) => (rows.length
  ? `<table><thead><tr>${header.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`
  : '<p class="muted">Nothing this week with these filters.</p>');

/** An expert's answer for that farmer: it appears in their chat, after the assistant's answer, marked as an expert's. */
export const answerForm = (t: Turn, csrf: string, back: string) => `<details><summary>answer as expert</summary>`
  + `<form method="post" action="/admin/answer"><input type="hidden" name="csrf" value="${esc(csrf)}"><input type="hidden" name="turn_id" value="${t.id}">`
  + `<input type="hidden" name="back" value="${esc(back)}"><textarea name="text" rows="4" cols="40" required minlength="2" maxlength="2000" aria-label="Answer for turn ${t.id}"></textarea>`
  + '<br><button>Send to the farmer</button></form></details>';
