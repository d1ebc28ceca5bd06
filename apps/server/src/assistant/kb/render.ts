import type { Entry, KbLanguage, Product, SectionId } from './schema.ts';
import { fill, type Templates } from './vocabulary.ts';

// Numbers are data; these put them into words of each language (templates from the vocabulary).

export interface Names { ingredients: Record<string, Record<KbLanguage, string>> }

/** 0.6 stays 0.6, 120 stays 120: no trailing zeros, no locale grouping a farmer would misread. */
const number = (n: number) => String(Math.round(n * 1000) / 1000);
const quantity = (t: Templates, a: { amount: number; unit: 'g' | 'ml' | 'kg' | 'l' }) => `${number(a.amount)} ${t.units[a.unit]}`;

/** A per-litre amount for so many litres, in kg or litres once it reaches a thousand g or ml. */
function scaled(a: { amount: number; unit: 'g' | 'ml' | 'kg' | 'l' }, litres: number): { amount: number; unit: 'g' | 'ml' | 'kg' | 'l' } {
  const amount = a.amount * litres;
  if (a.unit === 'g' && amount >= 1000) return { amount: amount / 1000, unit: 'kg' };
  if (a.unit === 'ml' && amount >= 1000) return { amount: amount / 1000, unit: 'l' };
  return { amount, unit: a.unit };
}

/**
 * A product as the farmer asks for it at the shop: its name in their script, with the Latin name
 * printed on the pack beside it ('ट्राइसाइक्लाज़ोल (tricyclazole) 75 WP').
 */
export function productName(names: Names, p: Product, language: KbLanguage): string {
  const own = names.ingredients[p.ingredient];
  const latin = own?.en ?? p.ingredient;
  const local = own?.[language] ?? latin;
  const name = local === latin || local.toLowerCase().includes(latin.toLowerCase()) ? local : `${local} (${latin})`;
  return `${name}${p.formulation ? ` ${p.formulation}` : ''}`;
}

/**
 * One product's dose: per acre first (how farmers buy), then per litre (the knapsack sprayer) and
 * per kg of seed. `brief` leaves out the water and the timing, for the short answer.
 */
export function doseLine(t: Templates, names: Names, p: Product, language: KbLanguage, brief = false, litres: number | null = null): string {
  const parts: string[] = [];
  if (p.perAcre) parts.push(fill(t.perAcre, { amount: quantity(t, p.perAcre) }) + (p.perAcre.waterLitres && !brief ? ` ${fill(t.inWater, { litres: number(p.perAcre.waterLitres) })}` : ''));
  if (p.perLitre) parts.push(fill(t.perLitre, { amount: quantity(t, p.perLitre) }));
  // The water the farmer named (their pump, a drum): the per-litre dose worked out for it.
  if (p.perLitre && litres) parts.push(fill(t.inTank, { amount: quantity(t, scaled(p.perLitre, litres)), litres: number(litres) }));
  if (p.perKgSeed) parts.push(fill(t.perKgSeed, { amount: quantity(t, p.perKgSeed) }));
  if (p.maxApplications) parts.push(fill(t.maxApplications, { n: p.maxApplications }));
  const when = brief ? null : p.when?.[language];
  return `${productName(names, p, language)}: ${parts.join(', ')}${when ? ` (${when})` : ''}`;
}

export function waitingLine(t: Templates, names: Names, p: Product, language: KbLanguage): string {
  const product = productName(names, p, language);
  return p.waitingDays !== null ? fill(t.waiting, { product, days: p.waitingDays }) : fill(t.waitingUnknown, { product });
}

export function withdrawalLine(t: Templates, names: Names, p: Product, language: KbLanguage): string | null {
  if (!p.withdrawal) return null;
  const { milkDays, meatDays } = p.withdrawal;
  if (milkDays === null && meatDays === null) return null;
  return fill(t.withdrawal, { product: productName(names, p, language), milk: milkDays ?? '–', meat: meatDays ?? '–' });
}

/** A section's text as the farmer reads it; chemical control lists the products with their doses. */
export function sectionText(t: Templates, names: Names, entry: Entry, id: SectionId, language: KbLanguage): string | null {
  const own = entry.text[language].sections[id] ?? null;
  if (id !== 'chemical' || entry.products.length === 0) return own;
  const lines = entry.products.map((p) => `• ${doseLine(t, names, p, language)}`).join('\n');
  return own ? `${lines}\n${own}` : lines;
}

/** Every section in order, headed: the whole entry, for the legacy search and a full view. */
export function fullText(t: Templates, names: Names, entry: Entry, language: KbLanguage): string {
  const parts = [entry.text[language].summary];
  for (const id of Object.keys(entry.text[language].sections) as SectionId[]) {
    const body = sectionText(t, names, entry, id, language);
    if (body) parts.push(`${t.sections[id]}: ${body}`);
  }
  return parts.join('\n\n');
}
