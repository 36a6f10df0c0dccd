// Spec section 8: one way to turn any error into the message a user reads.
import type { TFunction } from 'i18next';
import { MediaJobError } from '@client/media/errors';
import { ApiRequestError } from './api';
import { toastError } from './toast';

function lookup(t: TFunction, value: string): string | null {
  for (const key of [`errors.${value}`, value]) {
    if (/^[a-zA-Z0-9_.]+$/.test(key) && t(key, { defaultValue: '' }) !== '') return t(key);
  }
  return null;
}

/**
 * The resolution order: no response -> network; 429 -> rate limit; detail
 * string (looked up, else as is); detail array (first msg); detail object (first
 * value); message; then by status; then generic, or unknown for a non-error.
 */
export function resolveErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiRequestError) {
    if (error.status === null) return t('errors.network_error');
    if (error.status === 429) return t('errors.rate_limit_exceeded');
    const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as { detail?: unknown; message?: unknown };
    const { detail } = body;
    if (typeof detail === 'string' && detail) return lookup(t, detail) ?? detail;
    if (Array.isArray(detail) && detail.length > 0) {
      const msg = (detail[0] as { msg?: unknown })?.msg;
      if (typeof msg === 'string' && msg) return lookup(t, msg) ?? msg;
    }
    if (detail && typeof detail === 'object' && !Array.isArray(detail)) {
      const first = Object.values(detail)[0];
      if (typeof first === 'string' && first) return lookup(t, first) ?? first;
    }
    if (typeof body.message === 'string' && body.message) return lookup(t, body.message) ?? body.message;
    if (error.status === 401) return t('errors.session_expired');
    if (error.status === 403) return t('errors.forbidden');
    if (error.status === 404) return t('errors.not_found');
    if (error.status >= 500) return t('errors.server_error');
    return t('errors.generic');
  }
  // The media worker's failures are codes a user can act on ("cannot decode ProRes").
  if (error instanceof MediaJobError) return t(`library.analysis.errors.${error.code}`, { codec: error.detail ?? '' });
  if (error instanceof Error) return t('errors.generic');
  return t('errors.unknown');
}

/** A job the user stopped (an aborted fetch, a cancelled media job): nothing went wrong. */
export function isCancellation(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return true;
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'cancelled';
}

/** Shows an error as a toast and logs it, unless the app-wide handler already did or the user cancelled. */
export function showError(error: unknown, t: TFunction): void {
  if (isCancellation(error)) return;
  console.warn('[palco]', error);
  if (error instanceof ApiRequestError && error.handled) return;
  toastError(resolveErrorMessage(error, t));
}
