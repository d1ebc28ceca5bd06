import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Header } from '../../components/ui/header.tsx';
import { MenuIcon } from '../../components/ui/icons.tsx';
import { LanguageSelect } from '../../components/ui/language-select.tsx';
import { infoOf } from '../../config/languages.ts';
import { loadBots, selectBot } from '../../state/actions.ts';
import { useAppDispatch, useAppSelector } from '../../state/store.ts';
import { Composer } from './composer.tsx';
import { Transcript } from './transcript.tsx';
import { useConversation } from './use-conversation.ts';

/** Our own drawings of real symptoms, one per disease the knowledge base answers. */
const SAMPLES = ['wheat-rust', 'rice-blast', 'tomato-late-blight', 'potato-late-blight'] as const;

/**
 * /category/crop-disease: the greeting, then four sample pictures of diseases to choose from (one
 * at a time); the choice goes to the Crop Disease assistant as a question about that disease.
 */
export default function DiseaseChat() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const name = useId();
  const { chatBotList, selectedBotId, messages } = useAppSelector((s) => s.chat);
  const locale = infoOf(useAppSelector((s) => s.language.selectedLanguage?.code)).locale;
  const { send, thinking } = useConversation();
  const [chosen, setChosen] = useState<string | null>(null);

  useEffect(() => { void dispatch(loadBots(1)).catch(() => undefined); }, [dispatch]);
  // Every visit opens a fresh conversation: greeting, then the pictures to choose from.
  const started = useRef(false);
  useEffect(() => {
    const bot = chatBotList.find((b) => b.slug === 'crop-disease');
    if (bot && !started.current) {
      started.current = true;
      void dispatch(selectBot(bot.id));
    }
  }, [chatBotList, dispatch]);

  const choose = (sample: string) => {
    setChosen(sample);
    void send({ text: t('disease.askAbout', { name: t(`disease.samples.${sample}`) }), selected: `/samples/${sample}.svg` });
  };

  return (
    <div className="chat">
      <Header title={<span className="brand-name" style={{ color: 'var(--primary)' }}>{t('brand.nameNative')}</span>}
        actions={<><LanguageSelect /><Link className="icon-button" to="/menuLoggedIn" aria-label={t('common.menu')}><MenuIcon /></Link></>} />
      <Transcript messages={messages} thinking={thinking} canLoadMore={false} onLoadMore={() => undefined} onFollowup={(q) => void send({ text: q })}>
        {!messages.some((m) => m.type === 'selectedImg') && (
          <div className="bubble" role="radiogroup" aria-labelledby={`${name}-prompt`} style={{ maxWidth: 320, width: '100%' }}>
            <p id={`${name}-prompt`} style={{ margin: '0 0 8px' }}>{t('disease.selectImage')}</p>
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8 }}>
              {SAMPLES.map((sample) => (
                <label key={sample} className="radio" style={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', padding: 6, borderRadius: 12, minWidth: 0 }}>
                  <img src={`/samples/${sample}.svg`} alt="" width={120} height={120} style={{ borderRadius: 8, width: '100%', height: 'auto' }} />
                  <span className="row small" style={{ alignItems: 'flex-start' }}>
                    <input type="radio" name={name} checked={chosen === sample} onChange={() => choose(sample)} />
                    <span>{t(`disease.samples.${sample}`)}</span>
                  </span>
                </label>
              ))}
            </div>
          </div>
        )}
      </Transcript>
      {selectedBotId !== null && (
        <Composer onSend={send} disabled={thinking} locale={locale} timerLabel={(time) => t('camera.recordingTime', { time })} />
      )}
    </div>
  );
}
