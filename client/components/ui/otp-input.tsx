import type { InputHTMLAttributes } from 'react';
import { Field } from './field';

/**
 * A 6-digit code field: one input, so pasting a whole code just works; the
 * keyboard is numeric on phones and browsers offer codes from SMS or email.
 */
export function OtpInput({
  label,
  error,
  value,
  onValueChange,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  label: string;
  error?: string | undefined;
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <Field
      label={label}
      error={error}
      className="otp-field"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      // Keep only ASCII digits: pasted "123 456" or "code: 123456" becomes 123456.
      onChange={(e) => onValueChange(e.target.value.replace(/[^0-9]/g, '').slice(0, 6))}
      {...rest}
    />
  );
}
