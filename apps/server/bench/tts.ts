// npm run bench:tts — a benchmark, not a test: per language, seconds of speech eSpeak NG makes per
// second of CPU, and the bytes each second of speech costs a farmer's data plan.
import { espeakSynthesizer } from '../src/assistant/providers/espeak.ts';
import { readWav } from '../src/assistant/providers/wav.ts';

const TEXTS: Record<string, string> = {
  EN: 'Yellow rust makes bright yellow powdery stripes on the leaves. At the first patches, spray propiconazole at one millilitre per litre of water, two hundred millilitres per acre. Spray again after fifteen days if it still spreads. Wear gloves and a mask.',
  HI: 'पीले रतुआ में पत्तियों पर चमकीली पीली पाउडर जैसी धारियाँ बनती हैं। पहले धब्बे दिखते ही प्रोपिकोनाज़ोल एक मिलीलीटर प्रति लीटर पानी में छिड़कें, दो सौ मिलीलीटर प्रति एकड़। पंद्रह दिन बाद फिर छिड़कें। दस्ताने और मास्क पहनें।',
  SA: 'पीतरोगे पत्रेषु पीताः रेखाः दृश्यन्ते। प्रथमलक्षणे दृष्टे एव प्रतिलीटरं जले एकं मिलीलीटरम् औषधं सिञ्चतु। पञ्चदशदिनानन्तरं पुनः सिञ्चतु। हस्तावरणं मुखावरणं च धारयतु।',
  TE: 'పసుపు తుప్పు ఆకులపై పసుపు పొడి చారలను ఏర్పరుస్తుంది. మొదటి మచ్చలు కనిపించగానే లీటరు నీటికి ఒక మిల్లీలీటరు ప్రొపికొనజోల్ పిచికారీ చేయండి. పదిహేను రోజుల తర్వాత మళ్ళీ పిచికారీ చేయండి.',
  TA: 'மஞ்சள் துரு இலைகளில் மஞ்சள் பொடி கோடுகளை உருவாக்கும். முதல் புள்ளிகள் தெரிந்தவுடன் ஒரு லிட்டர் நீருக்கு ஒரு மில்லி புரோபிகோனசோல் தெளிக்கவும். பதினைந்து நாட்களுக்குப் பிறகு மீண்டும் தெளிக்கவும்.',
  GU: 'પીળો ગેરુ પાન પર પીળા પાવડર જેવા પટ્ટા બનાવે છે. પહેલા ડાઘ દેખાય કે તરત એક લિટર પાણીમાં એક મિલી પ્રોપિકોનાઝોલ છાંટો. પંદર દિવસ પછી ફરી છાંટો.',
  PA: 'ਪੀਲੀ ਕੁੰਗੀ ਪੱਤਿਆਂ ਉੱਤੇ ਪੀਲੀਆਂ ਧਾਰੀਆਂ ਬਣਾਉਂਦੀ ਹੈ। ਪਹਿਲੇ ਧੱਬੇ ਦਿਸਦੇ ਹੀ ਇੱਕ ਲੀਟਰ ਪਾਣੀ ਵਿੱਚ ਇੱਕ ਮਿਲੀਲੀਟਰ ਪ੍ਰੋਪੀਕੋਨਾਜ਼ੋਲ ਛਿੜਕੋ। ਪੰਦਰਾਂ ਦਿਨਾਂ ਬਾਅਦ ਫਿਰ ਛਿੜਕੋ।',
  UR: 'پیلا زنگ پتوں پر پیلی پاؤڈر جیسی دھاریاں بناتا ہے۔ پہلے دھبے دکھتے ہی ایک لیٹر پانی میں ایک ملی لیٹر پروپیکونازول چھڑکیں۔ پندرہ دن بعد پھر چھڑکیں۔',
  ML: 'മഞ്ഞ തുരുമ്പ് ഇലകളിൽ മഞ്ഞ പൊടി വരകൾ ഉണ്ടാക്കുന്നു. ആദ്യ പാടുകൾ കണ്ടാലുടൻ ഒരു ലിറ്റർ വെള്ളത്തിൽ ഒരു മില്ലി പ്രൊപികൊണസോൾ തളിക്കുക. പതിനഞ്ച് ദിവസം കഴിഞ്ഞ് വീണ്ടും തളിക്കുക.',
  KN: 'ಹಳದಿ ತುಕ್ಕು ಎಲೆಗಳ ಮೇಲೆ ಹಳದಿ ಪುಡಿ ಗೆರೆಗಳನ್ನು ಮಾಡುತ್ತದೆ. ಮೊದಲ ಕಲೆಗಳು ಕಂಡ ತಕ್ಷಣ ಒಂದು ಲೀಟರ್ ನೀರಿಗೆ ಒಂದು ಮಿಲಿ ಪ್ರೊಪಿಕೊನಜೋಲ್ ಸಿಂಪಡಿಸಿ. ಹದಿನೈದು ದಿನಗಳ ನಂತರ ಮತ್ತೆ ಸಿಂಪಡಿಸಿ.',
};
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function main() {
  const tts = espeakSynthesizer();
  await tts.synthesize('warm up', 'EN');
  console.log(`bench:tts — eSpeak NG (WebAssembly), ${RUNS} runs per language, node ${process.version}\n`);
  console.log('lang'.padEnd(6), 'speech s'.padStart(9), 'cpu s'.padStart(8), 'speech s / cpu s'.padStart(17), 'bytes / speech s'.padStart(17), 'wav bytes'.padStart(10));
  for (const [code, text] of Object.entries(TEXTS)) {
    let cpu = 0;
    let audio: Buffer = Buffer.alloc(0);
    for (let i = 0; i < RUNS; i++) {
      const start = process.cpuUsage();
      audio = await tts.synthesize(text, code);
      const used = process.cpuUsage(start);
      cpu += (used.user + used.system) / 1e6;
    }
    const { rate, samples } = readWav(audio);
    const seconds = samples.length / rate;
    const perRunCpu = cpu / RUNS;
    console.log(code.padEnd(6), seconds.toFixed(1).padStart(9), perRunCpu.toFixed(3).padStart(8), (seconds / perRunCpu).toFixed(1).padStart(17),
      (audio.length / seconds).toFixed(0).padStart(17), String(audio.length).padStart(10));
  }
}

main().catch((err) => { console.error(err); process.exit(1); });
