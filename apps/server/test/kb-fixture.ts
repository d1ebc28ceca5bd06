import { KB_LANGUAGES } from '../src/assistant/kb/schema.ts';

const all = <T>(make: (l: string) => T): Record<string, T> => Object.fromEntries(KB_LANGUAGES.map((l) => [l, make(l)]));
const noKeys = () => ({ strong: [] as string[], weak: [] as string[] });

interface FixtureProduct { ingredient: string; formulation: string; perLitre: { amount: number; unit: 'g' | 'ml' }; perAcre: { amount: number; unit: 'g' | 'ml'; waterLitres: number }; waitingDays?: number }

/**
 * A small knowledge file in the shipped format (v2), for testing the engine's logic apart from the
 * content: sections in every language, a product as data, search phrases as legacy keys.
 */
export function fixtureEntry(id: string, topic: string, crops: string[], keys: Record<string, { strong: string[]; weak: string[] }>, fact: string, options: { problem?: string; product?: FixtureProduct; kind?: 'disease' | 'practice' } = {}) {
  const sections = (l: string) => (options.kind === 'practice' ? { steps: `Steps ${l} for ${id}: ${fact}.` } : {
    symptoms: l === 'hi' ? `हिन्दी लक्षण ${id}: ${fact}` : `Symptoms ${l} of ${id}: ${fact}.`,
    prevention: `Prevention ${l} for ${id}: clean seed and crop rotation.`,
    organic: `Organic ${l} for ${id}: neem seed kernel extract.`,
    ...(options.product ? { chemical: `Spray ${l} at the first signs.` } : {}),
    safety: `Safety ${l}: gloves and a mask.`,
  });
  return {
    id, topic, kind: options.kind ?? 'disease', crops, problem: options.problem ?? null,
    source: all((l) => `Test institute (${l}): ${id} advisory`),
    products: options.product ? [{ use: 'spray', when: null, ...options.product, waitingDays: options.product.waitingDays ?? null }] : [],
    text: all((l) => ({
      title: `${id} title ${l}`,
      aliases: keys[l]?.strong ?? [],
      summary: l === 'hi' ? `हिन्दी उत्तर ${id}: ${fact} — यह परीक्षण के लिए लिखा गया उत्तर है।` : `Answer ${l} for ${id}: ${fact}. This is a fixture answer for tests.`,
      sections: sections(l),
      followups: [],
    })),
    legacyKeys: { ...all(noKeys), ...keys },
  };
}

const propiconazole: FixtureProduct = { ingredient: 'test-propiconazole', formulation: '25 EC', perLitre: { amount: 1, unit: 'ml' }, perAcre: { amount: 200, unit: 'ml', waterLitres: 200 }, waitingDays: 30 };
const mancozeb: FixtureProduct = { ingredient: 'test-mancozeb', formulation: '75 WP', perLitre: { amount: 2.5, unit: 'g' }, perAcre: { amount: 500, unit: 'g', waterLitres: 200 } };

export const FIXTURE = {
  crops: {
    wheat: all((l) => (l === 'hi' ? ['गेहूं', 'gehu', 'gehun'] : l === 'en' ? ['wheat'] : [])),
    rice: all((l) => (l === 'hi' ? ['धान', 'dhan'] : l === 'en' ? ['rice', 'paddy'] : [])),
    potato: all((l) => (l === 'hi' ? ['आलू', 'aloo'] : l === 'en' ? ['potato'] : [])),
    tomato: all((l) => (l === 'hi' ? ['टमाटर', 'tamatar'] : l === 'en' ? ['tomato'] : [])),
    // Named in price questions only: a crop with no entry of its own.
    onion: all((l) => ({
      en: ['onion'], hi: ['प्याज', 'pyaz'], te: ['ఉల్లి', 'ఉల్లిపాయ'], ta: ['வெங்காயம்'], gu: ['ડુંગળી'], pa: ['ਪਿਆਜ਼', 'ਪਿਆਜ'],
      ur: ['پیاز'], ml: ['ഉള്ളി', 'സവാള'], sa: ['पलाण्डुः', 'पलाण्डु'], kn: ['ಈರುಳ್ಳಿ'],
    } as Record<string, string[]>)[l]!),
  },
  ingredients: {
    'test-propiconazole': all((l) => (l === 'hi' ? 'प्रोपिकोनाज़ोल (propiconazole)' : 'propiconazole')),
    'test-mancozeb': all((l) => (l === 'hi' ? 'मैंकोज़ेब (mancozeb)' : 'mancozeb')),
  },
  entries: [
    fixtureEntry('wheat-rust', 'crop-disease', ['wheat'], {
      en: { strong: ['yellow rust', 'stripe rust'], weak: ['yellow stripes', 'yellow powder'] },
      hi: { strong: ['पीला रतुआ', 'peela ratua'], weak: ['पीली धारियाँ'] },
    }, 'propiconazole 1 ml per litre', { problem: 'rust', product: propiconazole }),
    fixtureEntry('rice-blast', 'crop-disease', ['rice'], { en: { strong: ['blast'], weak: ['eye shaped spots'] } }, 'tricyclazole 0.6 g per litre', { problem: 'blast' }),
    fixtureEntry('potato-late-blight', 'crop-disease', ['potato'], { en: { strong: ['late blight'], weak: ['black patches'] } }, 'mancozeb 2.5 g per litre before the disease', { problem: 'late-blight', product: mancozeb }),
    fixtureEntry('tomato-late-blight', 'crop-disease', ['tomato'], { en: { strong: ['late blight'], weak: ['black patches'] } }, 'metalaxyl + mancozeb 2.5 g per litre', { problem: 'late-blight', product: mancozeb }),
    fixtureEntry('soil-sampling', 'soil-test', [], {
      en: { strong: ['soil sample', 'soil test'], weak: [] }, hi: { strong: ['मिट्टी की जांच', 'mitti ki jaanch'], weak: [] },
    }, 'zig-zag 8 to 10 spots 15 cm deep', { kind: 'practice' }),
  ],
};
