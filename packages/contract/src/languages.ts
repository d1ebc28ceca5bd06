/**
 * The ten languages, with their fixed ids (clients store language_id). The server seeds them; the
 * web app draws the language chooser from this list before the API has answered.
 */
export const LANGUAGE_LIST = [
  { id: 1, code: 'EN', language: 'English', english_name: 'English' },
  { id: 2, code: 'HI', language: 'हिन्दी', english_name: 'Hindi' },
  { id: 3, code: 'TE', language: 'తెలుగు', english_name: 'Telugu' },
  { id: 4, code: 'TA', language: 'தமிழ்', english_name: 'Tamil' },
  { id: 5, code: 'GU', language: 'ગુજરાતી', english_name: 'Gujarati' },
  { id: 6, code: 'PA', language: 'ਪੰਜਾਬੀ', english_name: 'Punjabi' },
  { id: 7, code: 'UR', language: 'اردو', english_name: 'Urdu' },
  { id: 8, code: 'ML', language: 'മലയാളം', english_name: 'Malayalam' },
  { id: 9, code: 'SA', language: 'संस्कृतम्', english_name: 'Sanskrit' },
  { id: 10, code: 'KN', language: 'ಕನ್ನಡ', english_name: 'Kannada' },
] as const;
