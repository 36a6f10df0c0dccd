// The Instagram API with Instagram Login at the HTTP boundary (decision 080):
// its hosts, one call helper, and how its errors map to ConnectorError. The
// network's own words (error_user_msg, else message) become the reason; what
// its error table says to "try again" (transient, throttling, server errors,
// the 24-hour publishing limit) is retryable, the rest is not (an expired or
// revoked token, code 190; a refused media item, 9004 / 36000 / 2207xxx).
import { ConnectorError } from '../connector';

/** The Graph API version every versioned call names (graph.instagram.com and rupload). */
export const IG_API_VERSION = 'v23.0';
export const IG_GRAPH = 'https://graph.instagram.com';
export const IG_AUTHORIZE_URL = 'https://www.instagram.com/oauth/authorize';
export const IG_TOKEN_URL = 'https://api.instagram.com/oauth/access_token';
export const IG_RUPLOAD = 'https://rupload.facebook.com/ig-api-upload';

/** The error object both hosts answer with (Graph `{ error: {...} }`; api.instagram.com's flat OAuth shape). */
interface GraphError {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  is_transient?: boolean;
  error_user_msg?: string;
  /** api.instagram.com's token endpoint: `{ error_type, code, error_message }`. */
  error_message?: string;
  /** rupload.facebook.com: `{ debug_info: { type, message } }`. */
  debug_info?: { type?: string; message?: string };
}

/** Throttling (4, 17, 32, 341, 613), "unknown/service" (1, 2) and the table's "try again" codes (-1, -2). */
const RETRYABLE_CODES = new Set([-2, -1, 1, 2, 4, 17, 32, 341, 613]);
/** Subcodes the error table says to retry as they are: server error, download timeout, create failed, publish limit. */
const RETRYABLE_SUBCODES = new Set([2207001, 2207003, 2207032, 2207042]);

export function graphFailure(status: number, body: unknown): ConnectorError {
  const raw = (body ?? {}) as { error?: GraphError } & GraphError;
  const e: GraphError = raw.error && typeof raw.error === 'object' ? raw.error : raw;
  const words = e.error_user_msg || e.message || e.error_message || e.debug_info?.message || `Instagram answered HTTP ${status}`;
  const retryable =
    status >= 500 ||
    status === 429 ||
    e.is_transient === true ||
    (e.code !== undefined && e.code !== 190 && RETRYABLE_CODES.has(e.code)) ||
    (e.error_subcode !== undefined && RETRYABLE_SUBCODES.has(e.error_subcode));
  return new ConnectorError(words, retryable);
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: text.slice(0, 200) || undefined };
  }
}

/** One call; a refusal or an unreachable network throws ConnectorError, a success answers its JSON. */
export async function igFetch<T>(url: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch (error) {
    // Nothing reached Instagram, or its answer was lost: trying again later can help.
    throw new ConnectorError(`Instagram could not be reached: ${String(error)}`, true);
  }
  const body = await readJson(res);
  if (!res.ok || (body && typeof body === 'object' && 'error' in body)) throw graphFailure(res.status, body);
  return body as T;
}

const graphUrl = (path: string, params: Record<string, string>, versioned: boolean) =>
  `${IG_GRAPH}${versioned ? `/${IG_API_VERSION}` : ''}/${path}?${new URLSearchParams(params)}`;

/** GET on graph.instagram.com, the token as the documented `access_token` parameter. */
export const igGet = <T>(path: string, token: string, params: Record<string, string> = {}, versioned = true) =>
  igFetch<T>(graphUrl(path, { ...params, access_token: token }, versioned));

/** POST on graph.instagram.com: the parameters form-encoded in the body, so the caption never sits in a URL. */
export const igPost = <T>(path: string, token: string, params: Record<string, string>) =>
  igFetch<T>(`${IG_GRAPH}/${IG_API_VERSION}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...params, access_token: token }).toString(),
  });
