import { M } from '@krishimitra/contract/messages';
import i18n from './i18n.ts';

const keyOf = new Map<string, string>(Object.entries(M).map(([key, text]) => [text, key]));

/** A contract message (from the server or a form check) in the current language. */
export function translateMessage(message: string): string {
  const key = keyOf.get(message);
  return key ? i18n.t(`validation.${key}`) : message;
}
