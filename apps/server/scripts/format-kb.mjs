// node apps/server/scripts/format-kb.mjs [file…] — rewrites knowledge-base files in their house
// style (two-space JSON, lists of strings on one line) so edits made by any tool diff cleanly.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const entriesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/assistant/knowledge/entries');

function format(value, indent = '') {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v === 'string')) return `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
    return `[\n${value.map((v) => inner + format(v, inner)).join(',\n')}\n${indent}]`;
  }
  if (value && typeof value === 'object') {
    const fields = Object.entries(value).map(([k, v]) => `${inner}${JSON.stringify(k)}: ${format(v, inner)}`);
    return fields.length ? `{\n${fields.join(',\n')}\n${indent}}` : '{}';
  }
  return JSON.stringify(value);
}

const files = process.argv.slice(2);
for (const file of files.length ? files : fs.readdirSync(entriesDir).filter((f) => f.endsWith('.json')).map((f) => path.join(entriesDir, f))) {
  const text = fs.readFileSync(file, 'utf8');
  const formatted = `${format(JSON.parse(text))}\n`;
  if (formatted !== text) fs.writeFileSync(file, formatted);
}
