import { KB_LANGUAGES } from '../src/assistant/knowledge.ts';

const all = <T>(make: (l: string) => T): Record<string, T> => Object.fromEntries(KB_LANGUAGES.map((l) => [l, make(l)]));
const noKeys = () => ({ strong: [] as string[], weak: [] as string[] });

/** A small knowledge file in the shipped format, for testing the engine's logic apart from the content. */
export function fixtureEntry(id: string, topic: string, crops: string[], keys: Record<string, { strong: string[]; weak: string[] }>, fact: string) {
  return {
    id, topic, kind: 'disease', crops,
    source: `Test institute: ${id} advisory`,
    keys: { ...all(noKeys), ...keys },
    title: all((l) => `${id} title ${l}`),
    answer: all((l) => (l === 'hi' ? `हिन्दी उत्तर ${id}: ${fact} — यह परीक्षण के लिए लिखा गया उत्तर है।` : `Answer ${l} for ${id}: ${fact}. This is a fixture answer for tests.`)),
    followups: all((l) => [`What dose for ${id} (${l})?`, `How to prevent ${id} (${l})?`]),
  };
}

export const FIXTURE = {
  crops: {
    wheat: all((l) => (l === 'hi' ? ['गेहूं', 'gehu', 'gehun'] : l === 'en' ? ['wheat'] : [])),
    rice: all((l) => (l === 'hi' ? ['धान', 'dhan'] : l === 'en' ? ['rice', 'paddy'] : [])),
    potato: all((l) => (l === 'hi' ? ['आलू', 'aloo'] : l === 'en' ? ['potato'] : [])),
    tomato: all((l) => (l === 'hi' ? ['टमाटर', 'tamatar'] : l === 'en' ? ['tomato'] : [])),
  },
  entries: [
    fixtureEntry('wheat-rust', 'crop-disease', ['wheat'], {
      en: { strong: ['yellow rust', 'stripe rust'], weak: ['yellow stripes', 'yellow powder'] },
      hi: { strong: ['पीला रतुआ', 'peela ratua'], weak: ['पीली धारियाँ'] },
    }, 'propiconazole 1 ml per litre'),
    fixtureEntry('rice-blast', 'crop-disease', ['rice'], { en: { strong: ['blast'], weak: ['eye shaped spots'] } }, 'tricyclazole 0.6 g per litre'),
    fixtureEntry('potato-late-blight', 'crop-disease', ['potato'], { en: { strong: ['late blight'], weak: ['black patches'] } }, 'mancozeb 2.5 g per litre before the disease'),
    fixtureEntry('tomato-late-blight', 'crop-disease', ['tomato'], { en: { strong: ['late blight'], weak: ['black patches'] } }, 'metalaxyl + mancozeb 2.5 g per litre'),
    fixtureEntry('soil-sampling', 'soil-test', [], {
      en: { strong: ['soil sample', 'soil test'], weak: [] }, hi: { strong: ['मिट्टी की जांच', 'mitti ki jaanch'], weak: [] },
    }, 'zig-zag 8 to 10 spots 15 cm deep'),
  ],
};
