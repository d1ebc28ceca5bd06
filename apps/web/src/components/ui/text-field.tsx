import { type InputHTMLAttributes, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/messages.ts';
import { EyeIcon, EyeOffIcon } from './icons.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'type'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  type?: 'text' | 'password' | 'number' | 'email' | 'tel' | 'date';
  /** Contract messages; shown under the field in the current language. */
  errors?: string[] | undefined;
  /** Digits only (numeric keypad), still a text input so max length holds. */
  numeric?: boolean;
}

/**
 * A labelled input. The caller's maxLength is enforced on every change, so typing or pasting
 * beyond it is ignored (spec §5); numeric fields drop anything but digits.
 */
export function TextField({ label, value, onValue, type = 'text', errors, numeric, maxLength, ...rest }: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const [shown, setShown] = useState(false);
  const inputType = type === 'password' ? (shown ? 'text' : 'password') : type === 'number' ? 'text' : type;
  const onChange = (raw: string) => {
    let next = numeric || type === 'number' ? raw.replace(/\D/g, '') : raw;
    if (maxLength !== undefined && next.length > maxLength) next = next.slice(0, maxLength);
    onValue(next);
  };
  const hasError = Boolean(errors?.length);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field-control">
        <input
          id={id}
          type={inputType}
          inputMode={numeric || type === 'number' ? 'numeric' : undefined}
          value={value}
          maxLength={maxLength}
          aria-invalid={hasError || undefined}
          aria-describedby={hasError ? errorId : undefined}
          onChange={(e) => onChange(e.currentTarget.value)}
          {...rest}
        />
        {type === 'password' && (
          <button type="button" className="icon-button" onClick={() => setShown(!shown)}
            aria-label={t(shown ? 'auth.hidePassword' : 'auth.showPassword')}>
            {shown ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        )}
      </div>
      {hasError && (
        <p className="field-error" id={errorId} role="alert">{errors!.map(translateMessage).join(' ')}</p>
      )}
    </div>
  );
}
