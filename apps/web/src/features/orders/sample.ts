/** Spec §1: the orders view shows static sample content, not real data. */
export const SAMPLE_ORDERS = [
  { id: 'KM-10231', items: ['Wheat seed HD 3086 — 40 kg', 'Zinc sulphate 21% — 10 kg'], value: 2840, delivery: 0, date: '2026-10-28' },
  { id: 'KM-10198', items: ['Neem oil 1500 ppm — 1 l'], value: 420, delivery: 0, date: '2026-10-12' },
];
export const rupees = (amount: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(amount);
