import { hasPhrase } from './retrieval.ts';
import { words } from './text.ts';

export type Refusal = 'self-harm' | 'dangerous' | 'off-topic';

const list = (phrases: string[]) => phrases.map(words);

// Phrases in the languages farmers write, romanized typing included. A phrase matches when all
// its words are in the question.
const SELF_HARM = list([
  'suicide', 'kill myself', 'end my life', 'want to die', 'drink pesticide', 'drink poison', 'take poison myself',
  'aatmahatya', 'atmahatya', 'khudkushi', 'marna chahta', 'marna chahti', 'zeher pee', 'jahar pee', 'keetnashak pee',
  'आत्महत्या', 'खुदकुशी', 'मरना चाहता', 'मरना चाहती', 'जहर पी', 'ज़हर पी', 'जान दे',
  'ఆత్మహత్య', 'தற்கொலை', 'આત્મહત્યા', 'ਖੁਦਕੁਸ਼ੀ', 'ਆਤਮਹੱਤਿਆ', 'خودکشی', 'ആത്മഹത്യ', 'ಆತ್ಮಹತ್ಯೆ', 'आत्मघात',
]);
const DANGEROUS = list([
  'poison my', 'poison someone', 'poison a person', 'poison the neighbour', 'poison neighbour', 'poison husband', 'poison wife',
  'kill a person', 'kill someone', 'kill my neighbour', 'kill neighbour', 'bomb', 'explosive', 'explosives', 'make explosive',
  'ammonium nitrate bomb', 'detonator', 'zeher dena', 'jahar dena', 'zehar dena', 'maar dalna', 'bomb banana',
  'जहर देना', 'ज़हर देना', 'जहर दे', 'मार डालना', 'मार डालूं', 'बम', 'विस्फोटक', 'धमाका',
  'విషం పెట్ట', 'బాంబు', 'పేలుడు', 'விஷம் வை', 'வெடிகுண்டு', 'ઝેર આપ', 'બોમ્બ', 'વિસ્ફોટક', 'ਜ਼ਹਿਰ ਦੇ', 'ਬੰਬ',
  'زہر دینا', 'بم', 'دھماکہ خیز', 'വിഷം കൊടു', 'ബോംബ്', 'സ്ഫോടക', 'ವಿಷ ಹಾಕ', 'ಬಾಂಬ್', 'ಸ್ಫೋಟಕ', 'विषं दा', 'विस्फोटकम्',
]);
const OFF_TOPIC = list([
  'joke', 'cricket', 'movie', 'watch film', 'new film', 'film star', 'song', 'election', 'vote for', 'politics', 'horoscope', 'girlfriend', 'boyfriend',
  'lottery', 'betting', 'share market', 'bitcoin', 'recipe', 'actor', 'actress', 'chutkula', 'gaana', 'picture dekh',
  'चुटकुला', 'क्रिकेट', 'फिल्म देख', 'नई फिल्म', 'गाना', 'चुनाव', 'राजनीति', 'राशिफल', 'लॉटरी',
  'జోక్', 'క్రికెట్', 'సినిమా', 'పాట', 'ఎన్నిక', 'நகைச்சுவை', 'கிரிக்கெட்', 'சினிமா', 'திரைப்படம்', 'பாடல்', 'தேர்தல்',
  'જોક', 'ક્રિકેટ', 'ફિલ્મ જો', 'ગીત', 'ચૂંટણી', 'ਚੁਟਕਲਾ', 'ਕ੍ਰਿਕਟ', 'ਫ਼ਿਲਮ ਦੇਖ', 'ਗੀਤ', 'ਚੋਣ',
  'لطیفہ', 'کرکٹ', 'فلم دیکھ', 'گانا', 'الیکشن', 'سیاست', 'തമാശ', 'ക്രിക്കറ്റ്', 'സിനിമ', 'പാട്ട്', 'തിരഞ്ഞെടുപ്പ്',
  'ಜೋಕ್', 'ಕ್ರಿಕೆಟ್', 'ಸಿನಿಮಾ', 'ಹಾಡು', 'ಚುನಾವಣೆ', 'हास्यम्', 'चलचित्रम्', 'गीतम्', 'निर्वाचनम्',
]);

/** Whether a question must be declined rather than answered from the knowledge base, and why. */
export function refusalFor(text: string): Refusal | null {
  const query = words(text);
  if (query.length === 0) return null;
  const any = (phrases: string[][]) => phrases.some((p) => hasPhrase(query, p));
  if (any(SELF_HARM)) return 'self-harm';
  if (any(DANGEROUS)) return 'dangerous';
  if (any(OFF_TOPIC)) return 'off-topic';
  return null;
}
