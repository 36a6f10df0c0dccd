// The one API client: same-origin /api/v1, cookies included, JSON in and out.
// Responses that concern the whole app (401, 5xx, no network) go to one
// listener, installed by the root layout, before the caller sees the error.
export class ApiRequestError extends Error {
  /** Set when the global listener already told the user about this error. */
  handled = false;
  constructor(
    /** null when no response arrived (network error). */
    readonly status: number | null,
    readonly body: unknown,
    readonly path: string,
    readonly method: string,
  ) {
    super(`API ${method} ${path}: ${status ?? 'network error'}`);
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Bytes sent as they are (application/octet-stream), instead of a JSON body. */
  bytes?: Blob;
  signal?: AbortSignal;
  /** Paid requests: one key per user action (client/lib/action-key.ts). */
  idempotencyKey?: string;
}

type ErrorListener = (error: ApiRequestError) => void;
let listener: ErrorListener | null = null;

/** Installs the app-wide listener; returns a function that removes it. */
export function onApiError(next: ErrorListener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}

export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
        ...(options.bytes
          ? { 'Content-Type': 'application/octet-stream' }
          : options.body === undefined
            ? {}
            : { 'Content-Type': 'application/json' }),
      },
      body: options.bytes ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw report(new ApiRequestError(null, null, path, method));
  }
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) throw report(new ApiRequestError(response.status, body, path, method));
  return body as T;
}

function report(error: ApiRequestError): ApiRequestError {
  listener?.(error);
  return error;
}
