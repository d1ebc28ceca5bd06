import { describe, expect, it } from 'vitest';
import { foldItrans, romanizedPhrase, typedAs, typedForm } from '../src/assistant/understand/romanize.ts';

describe('romanized forms derived from the script', () => {
  it('folds ITRANS into what farmers type: no case, no unsaid a, long vowels kept apart from the schwa', () => {
    expect(romanizedPhrase('बारिश होगी', 'hi')).toEqual(['baris', 'hogi']);
    expect(romanizedPhrase('कितनी दवा', 'hi')).toEqual(['kitni', 'dava']);
    expect(foldItrans('kitanI', 'hi')).toBe('kitni');
    // Dravidian languages say their final and middle vowels: nothing is dropped.
    expect(romanizedPhrase('ఎంత మందు', 'te')).toEqual(['enta', 'mandu']);
    expect(romanizedPhrase('കോതകു', 'ml')).not.toBeNull();
    // Malayalam's chillu letters are spelled out: നെല്ലിൽ (in paddy) as farmers type 'nellil'.
    expect(romanizedPhrase('നെല്ലിൽ', 'ml')).toEqual([typedForm('nellil')]);
    // Tamil writes k and g, s and ch, t and d with one letter: typed either way, one form.
    expect(romanizedPhrase('மிளகாய் இலை சுருண்டு', 'ta')).toEqual(['milagai', 'ilai', 'surundu'].map((w) => typedForm(w, 'ta')));
    expect(typedForm('milakai', 'ta')).toBe(typedForm('milaghai', 'ta'));
    // Letters the transliteration passes through are spelled as typed: Tamil என்ன (what) is 'enna',
    // not 'e'; Hindi's precomposed ढ़ and the English o of डॉक्टर are no lost letters.
    expect(romanizedPhrase('என்ன பண்ண', 'ta')).toEqual(['enna', 'panna'].map((w) => typedForm(w, 'ta')));
    expect(romanizedPhrase('\u092a\u095d\u093e\u0908 डॉक्टर', 'hi')).toEqual(['padhai', 'doktar']);
    // Urdu has no scheme here: it lists Roman-Urdu words of its own.
    expect(romanizedPhrase('بارش', 'ur')).toBeNull();
  });

  it('takes a typed word for a derived one loosely, and strictly only whole', () => {
    expect(typedAs('entha', 'enta')).toBe(true); // aspiration written or not
    expect(typedAs('kitnee', 'kitni')).toBe(true);
    expect(typedAs('barishon', 'baris')).toBe(true); // an ending after the stem
    expect(typedAs('surang', 'suran', true)).toBe(false); // strict: whole words only
  });
});
