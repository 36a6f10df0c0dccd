// The one form hook: values, per-field errors from the zod schema the server
// shares, a busy flag and one submit. On failure the form keeps what was typed;
// the error itself was shown by the query client's onError (lib/query-client.ts),
// and a 422 from the server also lands under the field it names.
import { useCallback, useState } from 'react';
import type { ZodType } from 'zod';
import { ApiRequestError } from './api';

type FieldErrors<T> = Partial<Record<keyof T, string>>;

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The server's 422 detail ([{loc: ['body', field], msg}]) as field errors of this form, or null. */
export function serverFieldErrors<T extends object>(error: unknown, values: T): FieldErrors<T> | null {
  if (!(error instanceof ApiRequestError) || error.status !== 422) return null;
  const detail = (error.body as { detail?: unknown } | null)?.detail;
  if (!Array.isArray(detail)) return null;
  const out: FieldErrors<T> = {};
  for (const item of detail as { loc?: unknown[]; msg?: unknown }[]) {
    const field = camel(String(item.loc?.[1] ?? ''));
    if (field in values && typeof item.msg === 'string') out[field as keyof T] ??= item.msg;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** Errors are i18n keys; the form translates them where they are shown. */
export function useForm<T extends Record<string, unknown>>(schema: ZodType<T>, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [busy, setBusy] = useState(false);

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
    const next: FieldErrors<T> = {};
    for (const issue of result.error.issues) {
      const key = issue.path[0] as keyof T;
      next[key] ??= issue.message;
    }
    setErrors(next);
    return null;
  };

  /** The form's onSubmit: validate, then run `action` (usually a mutation) with the parsed values while busy. */
  const submit = (action: (values: T) => Promise<unknown>) => async (e?: React.FormEvent) => {
    e?.preventDefault();
    if (busy) return;
    const parsed = validate();
    if (!parsed) return;
    setBusy(true);
    try {
      await action(parsed);
    } catch (error) {
      const fields = serverFieldErrors(error, values);
      if (fields) setErrors(fields);
    } finally {
      setBusy(false);
    }
  };

  /** Starts over from `next` (a dialog opened again). */
  const reset = useCallback((next: T) => {
    setValues(next);
    setErrors({});
  }, []);

  /** Props for a text field bound to one key: value, change handler, translated error, name. */
  const bind = <K extends keyof T & string>(key: K, t: (k: string) => string) => ({
    name: key,
    value: String(values[key] ?? ''),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(key, e.target.value as T[K]),
    error: errors[key] ? t(errors[key]!) : undefined,
  });

  /** An error found outside the schema (a file the browser already refused). */
  const setError = (key: keyof T, message: string | undefined) => setErrors((e) => ({ ...e, [key]: message }));

  return { values, errors, busy, set, setError, validate, submit, reset, bind };
}
