import { useState } from 'react';
import type { ZodType } from 'zod';

/**
 * Field values plus per-field error keys from the shared zod schema. Errors
 * are i18n keys; the form translates them where they are shown.
 */
export function useForm<T extends Record<string, unknown>>(schema: ZodType<T>, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});

  const set = <K extends keyof T>(key: K, value: T[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  /** Validates; returns the parsed values or null (errors are then shown). */
  const validate = (): T | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next: Partial<Record<keyof T, string>> = {};
    for (const issue of result.error.issues) {
      const key = issue.path[0] as keyof T;
      next[key] ??= issue.message;
    }
    setErrors(next);
    return null;
  };

  /** Props for a text field bound to one key: value, change handler, translated error, name. */
  const bind = <K extends keyof T & string>(key: K, t: (k: string) => string) => ({
    name: key,
    value: String(values[key] ?? ''),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(key, e.target.value as T[K]),
    error: errors[key] ? t(errors[key]!) : undefined,
  });

  return { values, errors, set, validate, bind };
}
