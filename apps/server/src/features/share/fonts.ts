import fs from 'node:fs';
import path from 'node:path';

/** Each language's script, as the web build names its Noto font files. */
const SCRIPT_FONT: Record<string, string> = {
  hi: 'noto-sans-devanagari-devanagari', sa: 'noto-sans-devanagari-devanagari', te: 'noto-sans-telugu-telugu',
  ta: 'noto-sans-tamil-tamil', gu: 'noto-sans-gujarati-gujarati', pa: 'noto-sans-gurmukhi-gurmukhi',
  ur: 'noto-nastaliq-urdu-arabic', ml: 'noto-sans-malayalam-malayalam', kn: 'noto-sans-kannada-kannada',
};

/**
 * The web app's own font for each language's script (its hashed file in the build), so a shared
 * page reads as the app does on a phone whose system lacks the script; none without a build.
 */
export function scriptFonts(webDist: string): Record<string, string> {
  const dir = path.join(webDist, 'assets');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  const fonts: Record<string, string> = {};
  for (const [language, prefix] of Object.entries(SCRIPT_FONT)) {
    const file = files.find((f) => f.startsWith(`${prefix}-400-normal-`) && f.endsWith('.woff2'));
    if (file) fonts[language] = `/assets/${file}`;
  }
  return fonts;
}

/** Each script's letters, so a page that holds several loads only the fonts its text needs. */
const RANGES: Record<string, string> = {
  hi: 'U+0900-097F', te: 'U+0C00-0C7F', ta: 'U+0B80-0BFF', gu: 'U+0A80-0AFF', pa: 'U+0A00-0A7F',
  ur: 'U+0600-06FF, U+0750-077F, U+FB50-FDFF, U+FE70-FEFF', ml: 'U+0D00-0D7F', kn: 'U+0C80-0CFF',
};
/** @font-face rules for every script's font, under one family name, each for its own letters only. */
export const fontFaces = (fonts: Record<string, string>, family: string) => Object.entries(RANGES)
  .filter(([language]) => fonts[language])
  .map(([language, range]) => `@font-face{font-family:${family};font-display:swap;src:url(${fonts[language]}) format('woff2');unicode-range:${range}}`).join('');
