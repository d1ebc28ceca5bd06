import type { ReferenceRepository } from './repository.ts';

/** Languages and country codes, in their display order. */
export function referenceService(reference: ReferenceRepository) {
  return {
    languages: () => reference.languages(),
    countryCodes: () => reference.countryCodes(),
  };
}
export type ReferenceService = ReturnType<typeof referenceService>;
