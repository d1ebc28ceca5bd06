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
