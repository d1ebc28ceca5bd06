import { hasPhrase, isLatin, sameWord, words } from '../text.ts';

export type Refusal = 'self-harm' | 'dangerous' | 'off-topic';

const list = (phrases: string[]) => phrases.map(words);

// Phrases in the languages farmers write, romanized typing included. A phrase matches when all
// its words are in the question.
const SELF_HARM = list([
  'suicide', 'kill myself', 'end my life', 'want to die', 'drink pesticide', 'drink poison', 'take poison myself',
  'aatmahatya', 'atmahatya', 'khudkushi', 'marna chahta', 'marna chahti', 'zeher pee', 'jahar pee', 'keetnashak pee',
  'आत्महत्या', 'खुदकुशी', 'मरना चाहता', 'मरना चाहती', 'जहर पी', 'ज़हर पी', 'जान दे',
  'ఆత్మహత్య', 'தற்கொலை', 'આત્મહત્યા', 'ਖੁਦਕੁਸ਼ੀ', 'ਆਤਮਹੱਤਿਆ', 'خودکشی', 'ആത്മഹത്യ', 'ಆತ್ಮಹತ್ಯೆ', 'आत्मघात',
  // Drinking pesticide to end it, said plainly, as farmers in despair say it.
  'कीटनाशक पीकर', 'दवा पीकर मर', 'पीकर मर', 'मर जाऊं', 'मर जाऊँ', 'सब खत्म कर दूं', 'सब खत्म कर दूँ', 'जीना नहीं',
  'peekar mar', 'pikar mar', 'mar jaun', 'khatam kar dun', 'jeena nahi', 'zeher kha', 'jahar kha', 'dawai pee kar',
  'ಕುಡಿದು ಸಾಯ', 'ಸಾಯಬೇಕು', 'ಸಾಯುತ್ತೇನೆ', 'తాగి చనిపో', 'చనిపోవాలని', 'చచ్చిపోవాలని', 'குடித்து சாக', 'சாக வேண்டும்', 'சாகப் போகிறேன்',
  'પીને મરી', 'મરી જવું', 'ਪੀ ਕੇ ਮਰ', 'ਮਰ ਜਾਣਾ', 'پی کر مر', 'مر جاؤں', 'കുടിച്ച് മരി', 'മരിക്കണം', 'पीत्वा मर',
]);
const DANGEROUS = list([
  'poison my', 'poison someone', 'poison a person', 'poison the neighbour', 'poison neighbour', 'poison husband', 'poison wife',
  'kill a person', 'kill someone', 'kill my neighbour', 'kill neighbour', 'bomb', 'explosive', 'explosives', 'make explosive',
  'ammonium nitrate bomb', 'detonator', 'urea diesel', 'fertilizer diesel', 'fertiliser diesel', 'ammonium nitrate diesel', 'यूरिया डीजल', 'urea dijal', 'zeher dena', 'jahar dena', 'zehar dena', 'maar dalna', 'bomb banana',
  'जहर देना', 'ज़हर देना', 'जहर दे', 'मार डालना', 'मार डालूं', 'बम', 'विस्फोटक', 'धमाका',
  'విషం పెట్ట', 'బాంబు', 'పేలుడు', 'விஷம் வை', 'வெடிகுண்டு', 'ઝેર આપ', 'બોમ્બ', 'વિસ્ફોટક', 'ਜ਼ਹਿਰ ਦੇ', 'ਬੰਬ',
  'زہر دینا', 'زہر دینے', 'زہر دوں', 'بم', 'دھماکہ خیز', 'آدمی کو زہر', 'انسان کو زہر',
  'insaan ko zeher', 'aadmi ko zeher', 'kisi ko zeher', 'kisi ko jahar', 'किसी को जहर', 'आदमी को जहर', 'इंसान को जहर', 'വിഷം കൊടു', 'ബോംബ്', 'സ്ഫോടക', 'ವಿಷ ಹಾಕ', 'ಬಾಂಬ್', 'ಸ್ಫೋಟಕ', 'विषं दा', 'विस्फोटकम्',
]);
/**
 * Harm by poison said in a farmer's own words ('mix pesticide in the neighbour's food'): a poison,
 * someone or some animal to give it to, and an act. All three must be there, so 'is this spray
 * poisonous for my cow?' is still answered.
 */
const POISON = list([
  'poison', 'poisons', 'pesticide', 'insecticide', 'rat poison', 'chuhe maarne', 'chuhe marne', 'chuha maarne', 'chuha marne', 'चूहे मार', 'चूहा मार', 'zeher', 'zehar', 'jahar', 'jaher', 'vish', 'visham', 'keetnashak', 'kitnashak', 'endrin',
  'जहर', 'ज़हर', 'विष', 'कीटनाशक', 'విషం', 'విషము', 'పురుగుమందు', 'పురుగుల మందు', 'விஷம்', 'நஞ்சு', 'பூச்சிக்கொல்லி', 'ઝેર', 'જંતુનાશક',
  'ਜ਼ਹਿਰ', 'ਜਹਿਰ', 'ਜ਼ਹਰ', 'ਕੀਟਨਾਸ਼ਕ', 'زہر', 'کیڑے مار', 'വിഷം', 'കീടനാശിനി', 'ವಿಷ', 'ಕೀಟನಾಶಕ', 'विषम्', 'विषेण',
  'పురుగు మందు', 'keedanashini', 'keedanaashini', 'poochikolli', 'purugu mandu', 'purugumandu', 'keetanashaka', 'kitanashaka',
]);
/** Medicine, which kills only with a kill word beside it ('which medicine to kill the neighbour's buffalo'). */
const MEDICINE = list([
  'medicine', 'dawa', 'dawai', 'dava', 'davai', 'दवा', 'दवाई', 'औषधम्', 'ਦਵਾਈ', 'ਦਵਾ', 'دوا', 'دوائی', 'દવા', 'మందు', 'మందులు', 'மருந்து',
  'ಔಷಧ', 'ಔಷಧಿ', 'മരുന്ന്', 'marunnu', 'mandu', 'marundhu', 'aushadhi',
]);
const KILL = list([
  'kill', 'murder', 'maar', 'maarna', 'marna', 'mardo', 'maarun', 'marun', 'maaru', 'मार', 'मारय', 'చంప', 'கொல்ல', 'கொன்', 'માર',
  'ਮਾਰ', 'مار', 'കൊല്ല', 'ಕೊಲ್ಲ', 'champa', 'kolla', 'kollaan', 'kollu', 'konnu',
]).map(([w]) => w!);
/** What farmers rightly kill: 'कीड़े मारने की दवा' (insect-killing medicine) near a cow is a safety question. */
const PESTS = [
  'insect', 'insects', 'pest', 'pests', 'weed', 'weeds', 'rat', 'rats', 'termite', 'termites', 'worm', 'worms', 'caterpillar', 'caterpillars',
  'keede', 'keeda', 'kide', 'keet', 'deemak', 'dimak', 'chuhe', 'chuha', 'illi', 'sundi', 'kharpatwar', 'purugu', 'purugulu', 'puzhu',
  'poochi', 'hulu', 'keedam', 'keedangal', 'keetagalu', 'eluka', 'eli', 'ili', 'कीड़े', 'कीडे', 'कीड़ों', 'कीट',
  'दीमक', 'चूहे', 'चूहा', 'चूहों', 'इल्ली', 'सुंडी', 'खरपतवार', 'ਕੀੜੇ', 'ਸੁੰਡੀ', 'ਚੂਹੇ', 'ਨਦੀਨ', 'کیڑے', 'چوہے', 'పురుగు', 'ఎలుక',
  'కలుపు', 'புழு', 'பூச்சி', 'எலி', 'களை', 'ಹುಳು', 'ಕೀಟ', 'ಇಲಿ', 'ಕಳೆ', 'പുഴു', 'കീട', 'എലി', 'കള', 'કીડા', 'ઈયળ', 'ઉંદર', 'નીંદણ', 'कीटान्',
].map((w) => words(w)[0]!);
const TARGET = list([
  'neighbour', 'neighbor', 'neighbours', 'person', 'someone', 'somebody', 'husband', 'wife', 'man', 'woman', 'human', 'people', 'enemy',
  'relative', 'dog', 'dogs', 'cow', 'cows', 'buffalo', 'cattle', 'goat', 'goats', 'bakri', 'bakriyan', 'bakriyon', 'padosi', 'padosiyon', 'aadmi', 'insaan', 'pati', 'patni',
  'kutta', 'kutte', 'kutton', 'gaay', 'gai', 'bhains', 'dushman', 'guandi', 'gwandhi', 'pakkinti',
  'pashu', 'pasu', 'pashuvine', 'naayi', 'nayi', 'naai', 'kukka', 'kukkanu', 'aavu', 'ayalkkar', 'ayalvasi', 'pakkathu', 'pakkatthu',
  'emme', 'hasu', 'meka',
  'पड़ोसी', 'पडोसी', 'आदमी', 'इंसान', 'पति', 'पत्नी', 'कुत्ते', 'कुत्ता', 'गाय', 'भैंस', 'दुश्मन', 'मनुष्य', 'प्रतिवेशी', 'प्रतिवेशि', 'श्वान', 'गावः', 'धेनु', 'बकरी', 'बकरियां', 'बकरियों', 'अजा',
  'పక్కింటి', 'పొరుగు', 'మనిషి', 'భర్త', 'భార్య', 'కుక్క', 'ఆవు', 'గేదె', 'శత్రువు', 'பக்கத்து வீட்டு', 'மனிதன்', 'மனிதர்',
  'கணவன்', 'மனைவி', 'நாய்', 'மாடு', 'எருமை', 'எதிரி', 'પાડોશી', 'માણસ', 'પતિ', 'પત્ની', 'કૂતરા', 'કૂતરો', 'ગાય', 'ભેંસ', 'દુશ્મન',
  'ਗੁਆਂਢੀ', 'ਗਵਾਂਢੀ', 'ਬੰਦੇ', 'ਆਦਮੀ', 'ਪਤੀ', 'ਪਤਨੀ', 'ਕੁੱਤੇ', 'ਕੁੱਤਾ', 'ਗਾਂ', 'ਮੱਝ', 'ਦੁਸ਼ਮਣ', 'ਬੱਕਰੀ', 'ਬੱਕਰੀਆਂ', 'پڑوسی', 'بکری', 'بکریاں', 'آدمی', 'انسان', 'شوہر', 'بیوی',
  'کتے', 'کتا', 'گائے', 'بھینس', 'دشمن', 'അയൽക്കാര', 'അയൽവാസി', 'മനുഷ്യ', 'ഭർത്താവ', 'ഭാര്യ', 'നായ', 'പശു', 'എരുമ', 'ശത്രു', 'ആട്', 'ആടുകൾ', 'మేక', 'మేకలు', 'ஆடு', 'ஆடுகள்', 'બકરી', 'બકરાં', 'ಮೇಕೆ', 'ಆಡು',
  'ನೆರೆಮನೆ', 'ಪಕ್ಕದ ಮನೆ', 'ಮನುಷ್ಯ', 'ಗಂಡ', 'ಹೆಂಡತಿ', 'ನಾಯಿ', 'ಹಸು', 'ಎಮ್ಮೆ', 'ಶತ್ರು',
]);
/** Putting it into food or feed. ('Give' is not here: 'can I give fodder after the spray?' is a safety question.) */
const FEED = list([
  'feed', 'mix in food', 'mix in his', 'mix in her', 'khila', 'khilana', 'mila', 'milana', 'milaun', 'milau', 'chamapu', 'kalapali',
  'खिला', 'मिला', 'మిశ్రమ', 'కలప', 'పెట్ట', 'கலக்க', 'கலந்து', 'வைக்க', 'ભેળવ', 'ખવડાવ', 'ਮਿਲਾ', 'ਖਵਾ', 'ملا', 'کھلا', 'കലക്ക',
  'ಬೆರೆಸ', 'ತಿನ್ನಿಸ', 'मिश्रय',
]);

/** Never about farming, whatever else the question says. */
const OFF_TOPIC_ALWAYS = list([
  'cricket', 'ipl', 'movie', 'election', 'vote', 'salman', 'shahrukh', 'bollywood', 'horoscope', 'lottery', 'bitcoin', 'chutkula',
  'क्रिकेट', 'चुनाव', 'वोट', 'राशिफल', 'लॉटरी', 'చుట్కులా', 'క్రికెట్', 'ఎన్నిక', 'கிரிக்கெட்', 'தேர்தல்', 'ક્રિકેટ', 'ચૂંટણી', 'chutni',
  'ਕ੍ਰਿਕਟ', 'ਚੋਣ', 'کرکٹ', 'الیکشن', 'ക്രിക്കറ്റ്', 'തിരഞ്ഞെടുപ്പ്', 'ಕ್ರಿಕೆಟ್', 'ಚುನಾವಣೆ', 'निर्वाचनम्',
  // Not 'film': mulch film is farming.
  'kriket', 'krikeet', 'cricket score', 'chunav', 'chunaav', 'chonaan', 'ਚੋਣਾਂ', 'ਕ੍ਰਿਕੇਟ', 'सिनेमा', 'cinema',
  'സിനിമ', 'ಸಿನಿಮಾ', 'సినిమా', 'சினிமா', 'திரைப்படம்', 'चलचित्रम्', 'क्रिकेट',
  'आईपीएल', 'ఐపీఎల్', 'ஐபிஎல்', 'ಐಪಿಎಲ್', 'ഐപിഎൽ', 'આઈપીએલ', 'ਆਈਪੀਐਲ', 'آئی پی ایل',
]);
const OFF_TOPIC = list([
  'joke', 'cricket', 'movie', 'film', 'song', 'ipl', 'match', 'who will win', 'vote', 'salman', 'shahrukh', 'actor', 'election', 'vote for', 'politics', 'horoscope', 'girlfriend', 'boyfriend',
  'lottery', 'betting', 'share market', 'bitcoin', 'recipe', 'actor', 'actress', 'chutkula', 'gaana', 'picture dekh',
  'चुटकुला', 'क्रिकेट', 'फिल्म', 'गाना', 'मैच', 'वोट', 'chutkula', 'gaana sunao', 'nayi film', 'match kaun', 'चुनाव', 'राजनीति', 'राशिफल', 'लॉटरी',
  'జోక్', 'క్రికెట్', 'సినిమా', 'పాట', 'ఎన్నిక', 'మ్యాచ్', 'நகைச்சுவை', 'ஜோக்', 'கிரிக்கெட்', 'சினிமா', 'திரைப்படம்', 'பாடல்', 'தேர்தல்', 'மேட்ச்',
  'જોક', 'ક્રિકેટ', 'ફિલ્મ', 'ગીત', 'ચૂંટણી', 'chutni', 'ਚੁਟਕਲਾ', 'ਕ੍ਰਿਕਟ', 'ਫ਼ਿਲਮ', 'ਗੀਤ', 'ਗਾਣਾ', 'ਚੋਣ', 'ਮੈਚ',
  'لطیفہ', 'کرکٹ', 'فلم', 'گانا', 'الیکشن', 'سیاست', 'میچ', 'തമാശ', 'ക്രിക്കറ്റ്', 'സിനിമ', 'പാട്ട്', 'തിരഞ്ഞെടുപ്പ്',
  'ಜೋಕ್', 'ಕ್ರಿಕೆಟ್', 'ಸಿನಿಮಾ', 'ಹಾಡು', 'ಚುನಾವಣೆ', 'ಮ್ಯಾಚ್', 'ಸ್ಕೋರ್', 'స్కోర్', 'ஸ்கோர்', 'സ്കോർ', 'मैच स्कोर', 'score', 'हास्यम्', 'चलचित्रम्', 'गीतम्', 'निर्वाचनम्',
  'filam', 'फ़िल्म', 'फिल्म', 'ਫ਼ਿਲਮ', 'ફિલ્મ', 'krida', 'क्रीडा', 'chona',
  // Loans and purchases that are not farming (a vehicle, a phone): declined rather than "I don't know".
  'car', 'bike', 'scooter', 'motorcycle', 'gaadi', 'gadi', 'gari', 'mobile phone', 'iphone', 'कार', 'गाड़ी', 'बाइक', 'ਕਾਰ', 'ਗੱਡੀ',
  'کار', 'گاڑی', 'കാർ', 'ಕಾರು', 'கார்', 'કાર', 'ગાડી', 'కారు', 'party', 'पार्टी', 'ਪਾਰਟੀ', 'پارٹی',
]);

/** A Latin listed word of 4+ letters said with an ending ('kollaan' for kolla 'kill', 'pashuvine' for pashu 'cow'). */
const inflected = (q: string, listed: string) => isLatin(q) && isLatin(listed) && listed.length >= 4 && q.startsWith(listed);

/**
 * Whether the question's words hold one of the phrases. Harm said in Latin letters is caught in its
 * inflected forms too, with typo tolerance; off-topic words must be spelled as listed, or 'chuna'
 * (lime) would be 'chunav' (election) — a false alarm there costs a farmer his answer. (Not by
 * consonant skeleton: 'field' and 'saayudhu' would be words of the lists.)
 */
const anyOf = (query: string[], phrases: string[][], harm = true) => phrases.some((p) =>
  hasPhrase(query, p, { fuzzy: harm }) || (harm && p.every((listed) => query.some((q) => inflected(q, listed)))));

/** A kill word with no pest beside it (two words either way). */
function killsSomeone(query: string[]): boolean {
  const near = (i: number) => query.slice(Math.max(0, i - 2), i + 3);
  return query.some((q, i) => KILL.some((k) => sameWord(q, k) || inflected(q, k)) && !near(i).some((w) => PESTS.some((p) => sameWord(w, p))));
}

/**
 * Requests that must be declined whatever the knowledge base holds: someone in distress, harm to
 * people, and what is never about farming. Checked before anything is looked up.
 */
export function refusalFor(text: string): Refusal | null {
  const query = words(text);
  if (anyOf(query, SELF_HARM)) return 'self-harm';
  if (anyOf(query, DANGEROUS)) return 'dangerous';
  const poison = anyOf(query, POISON);
  if (anyOf(query, TARGET) && (poison || anyOf(query, MEDICINE)) && (killsSomeone(query) || (poison && anyOf(query, FEED)))) return 'dangerous';
  if (anyOf(query, OFF_TOPIC_ALWAYS, false)) return 'off-topic';
  return null;
}

/** Not about farming (films, cricket, jokes): checked only when no entry answers, so 'mulch film' stays a farming question. */
export const isOffTopic = (text: string) => anyOf(words(text), OFF_TOPIC, false);
