// npm run fonts -w @krishimitra/web — makes the tiny fonts that let the language chooser and the
// brand show every script before any language's full font is loaded: only the glyphs of the
// ten language names and the Devanagari brand, one file per script. Output is committed.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import subset from 'subset-font';

const require = createRequire(import.meta.url);
const here = path.dirname(new URL(import.meta.url).pathname);
const fontFile = (pkg, file) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files', file);

const SCRIPTS = [
  { id: 'deva', text: 'हिन्दी संस्कृतम् कृषिमित्र', range: 'U+0900-097F, U+200C-200D', pkg: '@fontsource/noto-sans-devanagari', file: (w) => `noto-sans-devanagari-devanagari-${w}-normal.woff2`, weights: [400, 600] },
  { id: 'telu', text: 'తెలుగు', range: 'U+0C00-0C7F', pkg: '@fontsource/noto-sans-telugu', file: (w) => `noto-sans-telugu-telugu-${w}-normal.woff2`, weights: [400] },
  { id: 'taml', text: 'தமிழ்', range: 'U+0B80-0BFF', pkg: '@fontsource/noto-sans-tamil', file: (w) => `noto-sans-tamil-tamil-${w}-normal.woff2`, weights: [400] },
  { id: 'gujr', text: 'ગુજરાતી', range: 'U+0A80-0AFF', pkg: '@fontsource/noto-sans-gujarati', file: (w) => `noto-sans-gujarati-gujarati-${w}-normal.woff2`, weights: [400] },
  { id: 'guru', text: 'ਪੰਜਾਬੀ', range: 'U+0A00-0A7F', pkg: '@fontsource/noto-sans-gurmukhi', file: (w) => `noto-sans-gurmukhi-gurmukhi-${w}-normal.woff2`, weights: [400] },
  { id: 'arab', text: 'اردو', range: 'U+0600-06FF', pkg: '@fontsource/noto-nastaliq-urdu', file: (w) => `noto-nastaliq-urdu-arabic-${w}-normal.woff2`, weights: [400] },
  { id: 'mlym', text: 'മലയാളം', range: 'U+0D00-0D7F', pkg: '@fontsource/noto-sans-malayalam', file: (w) => `noto-sans-malayalam-malayalam-${w}-normal.woff2`, weights: [400] },
  { id: 'knda', text: 'ಕನ್ನಡ', range: 'U+0C80-0CFF', pkg: '@fontsource/noto-sans-kannada', file: (w) => `noto-sans-kannada-kannada-${w}-normal.woff2`, weights: [400] },
];

const out = path.join(here, '..', 'public', 'fonts');
fs.mkdirSync(out, { recursive: true });
const faces = [];
for (const s of SCRIPTS) {
  for (const weight of s.weights) {
    const source = fs.readFileSync(fontFile(s.pkg, s.file(weight)));
    const font = await subset(source, s.text, { targetFormat: 'woff2' });
    const name = `names-${s.id}-${weight}.woff2`;
    fs.writeFileSync(path.join(out, name), font);
    faces.push(`@font-face { font-family: 'KM Names'; font-style: normal; font-weight: ${weight}; font-display: swap; src: url(/fonts/${name}) format('woff2'); unicode-range: ${s.range}; }`);
    console.log(`${name}: ${font.length} bytes`);
  }
}
fs.writeFileSync(path.join(here, '..', 'src', 'styles', 'name-fonts.css'),
  `/* Made by scripts/name-fonts.mjs: the language names and the brand in every script (tiny subsets). */\n${faces.join('\n')}\n`);
