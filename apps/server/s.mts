import { loadKnowledge, shippedKnowledgeDir } from './src/assistant/kb/load.ts';
import { understand } from './src/assistant/understand/index.ts';
import { romanizedPhrase } from './src/assistant/understand/romanize.ts';
const shipped = shippedKnowledgeDir(process.cwd() + '/apps/server/src');
const kb = loadKnowledge('/tmp/kbtest/entries', shipped);
const u = understand(kb, process.argv[2]!, process.argv[3]!);
console.log(u);
for (const [a, names] of Object.entries(kb.vocabulary.animals)) for (const l of ['hi', 'ur'] as const) for (const n of names[l]) { const d = romanizedPhrase(n, l); if (d && u.animals.includes(a)) console.log(a, n, d); }
