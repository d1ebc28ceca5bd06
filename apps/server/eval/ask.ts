// npx tsx apps/server/eval/ask.ts <LANG> "<question>" [bot-slug] — asks the offline engine one
// question with the shipped knowledge base and prints the answer and what made it. For writers
// of knowledge trying their entries; not a measurement.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { knowledgeAssistant } from '../src/assistant/engine.ts';
import { loadKnowledge, shippedKnowledgeDir } from '../src/assistant/kb/load.ts';

const [language = 'EN', question = '', bot = 'crop-doctor'] = process.argv.slice(2);
const shipped = shippedKnowledgeDir(path.dirname(fileURLToPath(import.meta.url)));
const kb = loadKnowledge(path.join(shipped, 'entries'), shipped);
const answer = await knowledgeAssistant({ kb }).answer({
  text: question, audio: null, media: [], language: language.toUpperCase(), bot: { id: 0, slug: bot, name: bot }, history: [], speech: false,
});
const { route, entry, part, reason, intent } = answer.telemetry;
console.log(answer.text);
console.log(`\n— ${route}${entry ? ` ${entry}` : ''}${part ? ` (${part})` : ''}; intent ${intent ?? '–'}; ${reason ?? ''}`);
