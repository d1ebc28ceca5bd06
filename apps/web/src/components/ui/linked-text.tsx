/**
 * Helpline numbers in an answer (the Kisan Call Centre's 1800-180-1551, the animal helpline 1962,
 * a scheme's 155261 or 011-24300606) as tap-to-call links: a farmer on a phone calls with one tap.
 */
const PHONE = /(?<![\d-])(1800[- ]?\d{3}[- ]?\d{4}|0\d{2,4}-\d{6,8}|1962|155261|14447)(?![\d-])/g;

export function LinkedText({ text }: { text: string }) {
  const parts: (string | { number: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(PHONE)) {
    parts.push(text.slice(last, match.index), { number: match[0] });
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((p, i) => (typeof p === 'string' ? p
        // dir="ltr": the number reads in its own order inside Urdu too.
        : <a key={i} href={`tel:${p.number.replace(/[^\d]/g, '')}`} dir="ltr">{p.number}</a>))}
    </>
  );
}
