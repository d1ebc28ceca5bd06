import { KB_LANGUAGES, type KnowledgeBase, type PreparedEntry } from './knowledge.ts';
import { skeleton, words } from './text.ts';

/**
 * A second pass for questions no key phrase catches: the farmer's own description of what they
 * see, in any language or typed in Latin letters. Entries are ranked by the words they share with
 * the question (BM25 over consonant skeletons of their whole text, in all languages), so rare,
 * telling words ('powder', 'fingers', 'neck') weigh more than common ones ('leaves', 'spray').
 */
interface Index { docs: { entry: PreparedEntry; tf: Map<string, number>; length: number }[]; df: Map<string, number>; avgLength: number }

/**
 * English questions are compared with the English text word for word; everything else (Indian
 * scripts, and their romanized typing) by consonant skeleton against the other nine languages'
 * text, so English words never collide with Indian ones.
 */
export type SymptomMode = 'english' | 'skeleton';

const MIN_SKELETON = 3;
const STOP = new Set(['the', 'and', 'are', 'for', 'with', 'what', 'how', 'this', 'that', 'from', 'have', 'has', 'was', 'were', 'not', 'but', 'you', 'your', 'per', 'can', 'should', 'then', 'than', 'they', 'them', 'its', 'into', 'after', 'before', 'when', 'which', 'there', 'about']);
const indexes = new Map<SymptomMode, WeakMap<KnowledgeBase, Index>>([['english', new WeakMap()], ['skeleton', new WeakMap()]]);

const termsOf = (text: string, mode: SymptomMode) => mode === 'english'
  ? words(text).filter((w) => w.length >= 3 && /^[a-z]+$/.test(w) && !STOP.has(w)).map((w) => w.replace(/(es|s)$/, ''))
  : words(text).map(skeleton).filter((s) => s.length >= MIN_SKELETON);

function indexOf(kb: KnowledgeBase, mode: SymptomMode): Index {
  const cached = indexes.get(mode)!.get(kb);
  if (cached) return cached;
  const df = new Map<string, number>();
  const languages = mode === 'english' ? (['en'] as const) : KB_LANGUAGES.filter((l) => l !== 'en');
  const docs = kb.entries.map((entry) => {
    const text = languages.flatMap((l) => [entry.title[l], entry.answer[l], ...entry.keys[l].strong, ...entry.keys[l].weak]).join(' ');
    const tf = new Map<string, number>();
    const terms = termsOf(text, mode);
    for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
    for (const t of tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
    return { entry, tf, length: terms.length };
  });
  const index = { docs, df, avgLength: docs.reduce((s, d) => s + d.length, 0) / Math.max(1, docs.length) };
  indexes.get(mode)!.set(kb, index);
  return index;
}

export interface SymptomMatch { entry: PreparedEntry; score: number; matched: number }

/** Entries ranked by shared telling words; only entries the named crops allow (crop entries need their crop named). */
export function rankBySymptoms(kb: KnowledgeBase, question: string, crops: Set<string>, mode: SymptomMode): SymptomMatch[] {
  const { docs, df, avgLength } = indexOf(kb, mode);
  const query = [...new Set(termsOf(question, mode))];
  const n = docs.length;
  const results: SymptomMatch[] = [];
  for (const doc of docs) {
    const allowed = doc.entry.crops.length === 0 ? crops.size === 0 : doc.entry.crops.some((c) => crops.has(c));
    if (!allowed) continue;
    let score = 0;
    let matched = 0;
    for (const term of query) {
      const f = doc.tf.get(term);
      if (!f) continue;
      const idf = Math.log(1 + (n - (df.get(term) ?? 0) + 0.5) / ((df.get(term) ?? 0) + 0.5));
      score += idf * ((f * 2.2) / (f + 1.2 * (0.25 + 0.75 * (doc.length / avgLength))));
      matched++;
    }
    if (matched) results.push({ entry: doc.entry, score, matched });
  }
  return results.sort((a, b) => b.score - a.score);
}

/** The symptom search's answer, when it is clear enough to give: enough telling words, and ahead of the next entry. */
export function confidentSymptomMatch(ranked: SymptomMatch[], threshold = 6, margin = 1.25): SymptomMatch | undefined {
  const [first, second] = ranked;
  if (!first || first.matched < 2 || first.score < threshold) return undefined;
  if (second && first.score < second.score * margin) return undefined;
  return first;
}
