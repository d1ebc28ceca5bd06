import { beginningsOf, beginsWith, isLatin, words } from '../text.ts';

/**
 * Crops the knowledge base has no entries for, in the languages farmers write. A question about
 * one of them (and none of ours) must not be answered from another crop's entry: 'coffee rust' is
 * not wheat rust. Words that also mean something else (Tamil மஞ்சள் 'yellow' and 'turmeric',
 * Telugu పసుపు likewise) are left out.
 */
const NAMES = [
  // English and romanized
  'apple', 'apples', 'tea', 'coffee', 'grape', 'grapes', 'orange', 'oranges', 'kinnow', 'citrus', 'lemon', 'lime', 'mosambi',
  'pomegranate', 'papaya', 'guava', 'saffron', 'arecanut', 'areca', 'supari', 'cardamom', 'elaichi', 'rubber', 'cashew', 'kaju',
  'cauliflower', 'cabbage', 'okra', 'bhindi', 'ladyfinger', 'ginger', 'adrak', 'turmeric', 'haldi', 'bajra', 'jowar', 'ragi', 'millet',
  'sorghum', 'barley', 'strawberry', 'litchi', 'lychee', 'pineapple', 'jackfruit', 'watermelon', 'cucumber', 'pumpkin', 'garlic',
  'seb', 'angoor', 'angur', 'santra', 'santara', 'nimbu', 'anar', 'papita', 'amrood', 'amrud', 'kesar', 'adike', 'chai', 'chaay',
  'drakshi', 'draksha', 'dalimbe', 'jama', 'bende', 'vendakkai', 'kapi', 'kaapi',
  'cumin', 'jeera', 'jira', 'jiru', 'jeeru', 'bitter gourd', 'bittergourd', 'karela', 'pavakkai', 'pavakka', 'kakarakaya', 'hagalakai',
  'bottle gourd', 'lauki', 'sorakaya', 'drumstick', 'moringa', 'munaga', 'murungai', 'muringa', 'kurumulaku', 'vanilla',
  'tobacco', 'tambaku', 'sunflower', 'castor', 'arandi', 'sesame', 'til', 'nuvvulu', 'ellu', 'spinach', 'palak', 'carrot', 'gajar', 'radish', 'mooli',
  // हिन्दी / संस्कृतम्
  'सेब', 'चाय', 'कॉफी', 'कॉफ़ी', 'अंगूर', 'संतरा', 'संतरे', 'किन्नू', 'नींबू', 'मौसमी', 'अनार', 'पपीता', 'अमरूद', 'केसर', 'सुपारी',
  'इलायची', 'रबर', 'काजू', 'फूलगोभी', 'पत्तागोभी', 'भिंडी', 'अदरक', 'हल्दी', 'बाजरा', 'ज्वार', 'रागी', 'जौ', 'लहसुन', 'तरबूज', 'खीरा',
  'द्राक्षा', 'दाडिम', 'कुङ्कुम', 'जीरा', 'करेला', 'लौकी', 'सहजन', 'तंबाकू', 'तम्बाकू', 'सूरजमुखी', 'अरंडी', 'तिल', 'पालक', 'गाजर', 'मूली',
  // తెలుగు
  'ఆపిల్', 'తేయాకు', 'టీ', 'కాఫీ', 'ద్రాక్ష', 'నారింజ', 'బత్తాయి', 'నిమ్మ', 'దానిమ్మ', 'బొప్పాయి', 'జామ', 'కుంకుమపువ్వు', 'పోక',
  'వక్క', 'ఏలకులు', 'రబ్బరు', 'జీడిమామిడి', 'క్యాబేజీ', 'కాలీఫ్లవర్', 'బెండ', 'అల్లం', 'సజ్జ', 'జొన్న', 'వెల్లుల్లి', 'పుచ్చ',
  'కాకర', 'సొర', 'మునగ', 'పొగాకు', 'నువ్వు', 'ఆముదం', 'పొద్దుతిరుగుడు', 'జీలకర్ర',
  // தமிழ்
  'ஆப்பிள்', 'தேயிலை', 'காபி', 'திராட்சை', 'ஆரஞ்சு', 'எலுமிச்சை', 'சாத்துக்குடி', 'மாதுளை', 'பப்பாளி', 'கொய்யா', 'குங்குமப்பூ',
  'பாக்கு', 'ஏலக்காய்', 'ரப்பர்', 'முந்திரி', 'முட்டைக்கோஸ்', 'காலிஃபிளவர்', 'வெண்டை', 'இஞ்சி', 'கம்பு', 'கேழ்வரகு', 'பூண்டு',
  'பாகற்காய்', 'பாவக்காய்', 'சுரைக்காய்', 'முருங்கை', 'புகையிலை', 'எள்', 'ஆமணக்கு', 'சூரியகாந்தி', 'சீரகம்', 'மிளகு',
  // ગુજરાતી
  'સફરજન', 'ચા', 'કોફી', 'દ્રાક્ષ', 'સંતરા', 'લીંબુ', 'મોસંબી', 'દાડમ', 'પપૈયા', 'જામફળ', 'કેસર', 'સોપારી', 'એલચી', 'કાજુ',
  'કોબી', 'ફૂલાવર', 'ભીંડા', 'આદુ', 'હળદર', 'બાજરી', 'જુવાર', 'લસણ', 'તરબૂચ', 'જીરું', 'જીરૂ', 'જીરા', 'કારેલા', 'દૂધી', 'સરગવો',
  'તમાકુ', 'એરંડા', 'દિવેલા', 'તલ', 'વરિયાળી', 'ઇસબગુલ',
  // ਪੰਜਾਬੀ
  'ਸੇਬ', 'ਚਾਹ', 'ਕੌਫੀ', 'ਅੰਗੂਰ', 'ਕਿੰਨੂ', 'ਸੰਤਰਾ', 'ਨਿੰਬੂ', 'ਅਨਾਰ', 'ਪਪੀਤਾ', 'ਅਮਰੂਦ', 'ਕੇਸਰ', 'ਇਲਾਇਚੀ', 'ਕਾਜੂ', 'ਗੋਭੀ', 'ਭਿੰਡੀ',
  'ਅਦਰਕ', 'ਹਲਦੀ', 'ਬਾਜਰਾ', 'ਜਵਾਰ', 'ਜੌਂ', 'ਲਸਣ', 'ਕਰੇਲਾ', 'ਜੀਰਾ', 'ਤੰਬਾਕੂ', 'ਸੂਰਜਮੁਖੀ', 'ਤਿਲ', 'ਗਾਜਰ', 'ਮੂਲੀ',
  // اردو
  'سیب', 'چائے', 'کافی', 'انگور', 'سنترہ', 'کینو', 'لیموں', 'انار', 'پپیتا', 'امرود', 'زعفران', 'سپاری', 'الائچی', 'کاجو', 'گوبھی',
  'بھنڈی', 'ادرک', 'ہلدی', 'باجرہ', 'جوار', 'لہسن', 'کریلا', 'زیرہ', 'تمباکو', 'سورج مکھی', 'تل', 'گاجر', 'مولی',
  // മലയാളം
  'ആപ്പിൾ', 'തേയില', 'കാപ്പി', 'മുന്തിരി', 'ഓറഞ്ച്', 'നാരങ്ങ', 'മാതളം', 'പപ്പായ', 'പേരക്ക', 'കുങ്കുമപ്പൂ', 'അടയ്ക്ക', 'കമുക്',
  'ഏലം', 'റബ്ബർ', 'കശുമാവ്', 'കാബേജ്', 'വെണ്ട', 'ഇഞ്ചി', 'മഞ്ഞൾ', 'കുരുമുളക്', 'വെളുത്തുള്ളി', 'പാവൽ', 'പാവല', 'പാവയ്ക്ക', 'പാവക്ക',
  'ചുരയ്ക്ക', 'മുരിങ്ങ', 'പുകയില', 'എള്ള്', 'ഗ്രാമ്പൂ', 'കൊക്കോ', 'വാനില',
  // ಕನ್ನಡ
  'ಸೇಬು', 'ಚಹಾ', 'ಕಾಫಿ', 'ದ್ರಾಕ್ಷಿ', 'ಕಿತ್ತಳೆ', 'ನಿಂಬೆ', 'ದಾಳಿಂಬೆ', 'ಪಪ್ಪಾಯಿ', 'ಸೀಬೆ', 'ಕೇಸರಿ', 'ಅಡಿಕೆ', 'ಏಲಕ್ಕಿ', 'ರಬ್ಬರ್',
  'ಗೇರು', 'ಎಲೆಕೋಸು', 'ಹೂಕೋಸು', 'ಬೆಂಡೆ', 'ಶುಂಠಿ', 'ಅರಿಶಿನ', 'ಸಜ್ಜೆ', 'ಬೆಳ್ಳುಳ್ಳಿ', 'ಹಾಗಲ', 'ಸೋರೆ', 'ನುಗ್ಗೆ', 'ತಂಬಾಕು', 'ಎಳ್ಳು',
  'ಸೂರ್ಯಕಾಂತಿ', 'ಜೀರಿಗೆ',
];

/** Names of crops we have no entries for, minus any word that also names one of ours. */
export function uncoveredCropNames(ourCropWords: Set<string>): Set<string> {
  return new Set(NAMES.flatMap(words).filter((w) => !ourCropWords.has(w)));
}

/** The positions of the question words that name an uncovered crop: the name itself, or it with an ending attached (3+ letter names). */
export function uncoveredCropPositions(query: string[], names: Set<string>): number[] {
  return query.flatMap((w, i) => (names.has(w) || (!isLatin(w) && beginningsOf(w).some((b) => names.has(b))) ? [i] : []));
}

/**
 * Farm questions we have no entries for, which share words with ours: loans and credit (KCC,
 * waivers), PM-KISAN instalments, tractor repair. Unless the question is also about crop
 * insurance (which covers loanee farmers), they get the honest "I don't know" with the Kisan
 * Call Centre number rather than the nearest insurance entry.
 */
const UNCOVERED_TOPICS = [
  'loan', 'loans', 'credit card', 'kcc', 'waiver', 'karz', 'karza', 'karja', 'karj', 'rin', 'pm kisan', 'kisan samman', 'samman nidhi',
  'kist', 'installment', 'instalment', 'tractor', 'clutch', 'subsidy on tractor',
  'कर्ज', 'कर्जा', 'क़र्ज़', 'ऋण', 'लोन', 'क्रेडिट कार्ड', 'किसान सम्मान', 'सम्मान निधि', 'किस्त', 'ट्रैक्टर', 'कर्जमाफी', 'ऋणम्',
  'రుణం', 'రుణ', 'లోన్', 'అప్పు', 'ట్రాక్టర్', 'கடன்', 'லோன்', 'டிராக்டர்', 'ધિરાણ', 'લોન', 'દેવું', 'ટ્રેક્ટર', 'ਕਰਜ਼ਾ', 'ਕਰਜ਼',
  'ਲੋਨ', 'ਟਰੈਕਟਰ', 'ਕਿਸ਼ਤ', 'قرض', 'قرضہ', 'لون', 'ٹریکٹر', 'قسط', 'കടം', 'വായ്പ', 'ലോൺ', 'ട്രാക്ടർ', 'ಸಾಲ', 'ಲೋನ್', 'ಟ್ರ್ಯಾಕ್ಟರ್',
].map(words);
const INSURANCE = [
  'insurance', 'insured', 'bima', 'beema', 'vima', 'vimo', 'pmfby', 'fasal bima', 'बीमा', 'बीमे', 'बिमा', 'ਬੀਮਾ', 'بیمہ', 'بیمے', 'વીમો', 'વીમા',
  'బీమా', 'భీమా', 'காப்பீடு', 'இன்சூரன்ஸ்', 'ವಿಮೆ', 'ಇನ್ಶೂರೆನ್ಸ್', 'ഇൻഷുറൻസ്', 'വിള ഇൻഷുറൻസ്', 'विमा', 'सस्यविमा',
].map(words);

const hasPhrase = (query: string[], phrase: string[]) => phrase.every((p) => query.some((q) => beginsWith(q, p)));

/** Whether a question is about one of the uncovered farm topics and not about crop insurance. */
export const asksUncoveredTopic = (query: string[]) =>
  UNCOVERED_TOPICS.some((t) => hasPhrase(query, t)) && !INSURANCE.some((t) => hasPhrase(query, t));
