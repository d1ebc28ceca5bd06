// node apps/server/scripts/apply-kb-patch.mjs ROOT PATCH.json — applies a writer's section patch (knowledge/drafts/*.patch.json)
// to the entries under ROOT: { "<entry id>": { "<section id>|summary|source": { en, hi, … all 10 languages } } },
// each value replacing that text whole. For a writer's or reader's own copy first; in main after the second read.
import fs from 'node:fs';
const [root, patchFile] = process.argv.slice(2);
const dir = root + '/apps/server/src/assistant/knowledge/entries/';
const patch = JSON.parse(fs.readFileSync(patchFile, 'utf8'));
const LANGS = ['en', 'hi', 'te', 'ta', 'gu', 'pa', 'ur', 'ml', 'sa', 'kn'];
const left = new Set(Object.keys(patch));
for (const f of fs.readdirSync(dir)) {
  const p = dir + f; const d = JSON.parse(fs.readFileSync(p, 'utf8')); let changed = false;
  for (const e of d.entries) {
    const change = patch[e.id]; if (!change) continue;
    left.delete(e.id);
    for (const [key, perLang] of Object.entries(change)) {
      const missing = LANGS.filter((l) => typeof perLang[l] !== 'string' || !perLang[l].trim());
      if (missing.length) throw new Error(`${e.id}.${key}: missing ${missing.join(',')}`);
      for (const l of LANGS) {
        if (key === 'source') e.source[l] = perLang[l];
        else if (key === 'summary') e.text[l].summary = perLang[l];
        else e.text[l].sections[key] = perLang[l];
      }
      console.log('patched', e.id, key);
    }
    changed = true;
  }
  if (changed) fs.writeFileSync(p, JSON.stringify(d, null, 2) + '\n');
}
if (left.size) throw new Error('no such entries: ' + [...left].join(', '));
