import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export const OTP_LENGTH = 6;

/**
 * Six one-digit boxes: typing moves forward, backspace on an empty box moves back, pasting a
 * code fills them all; onComplete fires when the sixth digit is in.
 */
export function OtpBoxes({ digits, onChange, onComplete, disabled, attempt = 0 }: {
  digits: string[];
  onChange: (digits: string[]) => void;
  onComplete: (code: string) => void;
  disabled?: boolean;
  /** Counts wrong codes: after each, the first box takes the focus again for the next try. */
  attempt?: number;
}) {
  const { t } = useTranslation();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (i: number) => refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, i))]?.focus();
  useEffect(() => { if (attempt > 0 && !disabled) refs.current[0]?.focus(); }, [attempt, disabled]);

  const update = (next: string[]) => {
    onChange(next);
    if (next.every((d) => /^\d$/.test(d))) onComplete(next.join(''));
  };
  const type = (i: number, value: string) => {
    const digit = value.replace(/\D/g, '').slice(-1);
    const next = [...digits];
    next[i] = digit;
    update(next);
    if (digit) focus(i + 1);
  };
  const key = (i: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[i]) {
      event.preventDefault();
      const next = [...digits];
      next[i - 1] = '';
      onChange(next);
      focus(i - 1);
    }
  };
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const code = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, OTP_LENGTH);
    if (!code) return;
    event.preventDefault();
    const next = Array.from({ length: OTP_LENGTH }, (_, i) => code[i] ?? '');
    update(next);
    focus(code.length);
  };

  return (
    <div className="otp-boxes" role="group" aria-label={t('otp.title')}>
      {digits.map((digit, i) => (
        <input key={i} ref={(el) => { refs.current[i] = el; }} value={digit} disabled={disabled}
          inputMode="numeric" autoComplete={i === 0 ? 'one-time-code' : 'off'} maxLength={1}
          aria-label={t('otp.digit', { n: i + 1 })} autoFocus={i === 0}
          onChange={(e) => type(i, e.currentTarget.value)} onKeyDown={(e) => key(i, e)} onPaste={paste} />
      ))}
    </div>
  );
}
