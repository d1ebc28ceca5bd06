import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SendIcon } from '../../components/ui/icons.tsx';

const MAX_ROWS = 4;

/** The input bar: a text box of up to four rows; Enter sends, Shift+Enter starts a new line. */
export function Composer({ value, onChange, onSend, disabled }: {
  value: string;
  onChange: (v: string) => void;
  onSend: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLTextAreaElement>(null);
  const rows = Math.min(MAX_ROWS, Math.max(1, value.split('\n').length));
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!disabled && value.trim()) onSend();
    }
  };
  return (
    <div className="composer">
      <label htmlFor="chat-input" className="visually-hidden">{t('chat.placeholder')}</label>
      <textarea id="chat-input" ref={box} rows={rows} value={value} placeholder={t('chat.placeholder')} maxLength={2000}
        onChange={(e) => onChange(e.currentTarget.value)} onKeyDown={keyDown} />
      <button type="button" className="icon-button filled" onClick={onSend} disabled={disabled || !value.trim()} aria-label={t('common.send')}>
        <SendIcon />
      </button>
    </div>
  );
}
