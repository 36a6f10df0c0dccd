import type { D1Database, DurableObjectNamespace, Fetcher, KVNamespace, Queue, R2Bucket } from '@cloudflare/workers-types';
import type { PasswordResetMessage } from './common/contracts/password-reset';
import type { PublishMessage } from './common/contracts/publishing';
import type { AiBinding } from './platform/ai/workers-ai';

export type AppEnvName = 'development' | 'test' | 'production';

/** Bindings and variables of the Worker (wrangler.toml). */
export interface Env {
  DB: D1Database;
  KV: KVNamespace;
  FILES: R2Bucket;
  ASSETS: Fetcher;
  /** Forgot-password requests, consumed by the same Worker (wrangler.toml [[queues]]). */
  PASSWORD_RESETS: Queue<PasswordResetMessage>;
  /** Posts due to publish, consumed by the same Worker (decision 057). */
  PUBLISH_QUEUE: Queue<PublishMessage>;
  /** One live object per organization: its open tabs' WebSockets (decision 066). */
  ORG_LIVE: DurableObjectNamespace;
  APP_ENV: AppEnvName;
  FIREBASE_PROJECT_ID: string;
  FIREBASE_API_KEY: string;
  FIREBASE_AUTH_DOMAIN: string;
  /** Set only in development and tests: the Auth Emulator's host:port. */
  FIREBASE_AUTH_EMULATOR_HOST?: string;
  /** "outbox" (local default) or "resend". */
  MAIL_PROVIDER?: string;
  MAIL_FROM?: string;
  /** Secret: Resend API key, when MAIL_PROVIDER is "resend". */
  RESEND_API_KEY?: string;
  /** Secret: HMAC key for the 6-digit codes. */
  CODE_SECRET?: string;
  /** Secret: the key social network tokens are encrypted with (decision 057). */
  SOCIAL_TOKEN_SECRET?: string;
  /**
   * Secrets (decision 078): each real network's OAuth client, `<NETWORK>_CLIENT_ID` and
   * `<NETWORK>_CLIENT_SECRET`. A network is offered only when both of its keys are set.
   */
  YOUTUBE_CLIENT_ID?: string;
  YOUTUBE_CLIENT_SECRET?: string;
  TIKTOK_CLIENT_ID?: string;
  TIKTOK_CLIENT_SECRET?: string;
  INSTAGRAM_CLIENT_ID?: string;
  INSTAGRAM_CLIENT_SECRET?: string;
  LINKEDIN_CLIENT_ID?: string;
  LINKEDIN_CLIENT_SECRET?: string;
  /** Secrets: the service account the server uses for Firebase's admin API. */
  GOOGLE_SERVICE_ACCOUNT_EMAIL?: string;
  GOOGLE_SERVICE_ACCOUNT_KEY?: string;
  /** "offline" (local default), "workers-ai" (the AI binding) or "openai" (any compatible API). */
  AI_PROVIDER?: string;
  /** Server speech-to-text: "workers-ai", "openai" (uses OPENAI_*), or unset for none (the browser's local model only). */
  SPEECH_PROVIDER?: string;
  SPEECH_MODEL?: string;
  /** Workers AI binding, production only (wrangler.toml [env.production.ai]). */
  AI?: AiBinding;
  AI_TEXT_MODEL?: string;
  AI_IMAGE_MODEL?: string;
  OPENAI_BASE_URL?: string;
  /** Secret, when AI_PROVIDER is "openai". */
  OPENAI_API_KEY?: string;
  /** Secret: YouTube Data API v3 key for the trend tracker; unset (the local default) shows the demonstration dataset. */
  YOUTUBE_API_KEY?: string;
  /** The YouTube units the app may spend a UTC day (default 10000, the API's default daily quota). */
  TRENDS_DAILY_QUOTA?: string;
  /** The app's origin (https://palco.app) for links in emails sent outside a request (the due-tomorrow cron); unset: no link. */
  APP_ORIGIN?: string;
  /**
   * The public origin (https://media.palco.app) whose domain or URL prefix is verified in the TikTok
   * developer portal: TikTok pulls photo posts' images only from there (decision 092). It must route
   * /publish-media/* to this Worker. Unset: TikTok photo posts are refused, videos still post.
   */
  TIKTOK_MEDIA_ORIGIN?: string;
}

/** The TikTok-verified origin for photo pulls, without a trailing slash; null when unset or not https. */
export function tiktokMediaOrigin(env: Pick<Env, 'TIKTOK_MEDIA_ORIGIN'>): string | null {
  const raw = env.TIKTOK_MEDIA_ORIGIN?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function isProduction(env: Env): boolean {
  return env.APP_ENV === 'production';
}

/** The Auth Emulator's host:port as configured, whatever the request. */
export function configuredEmulator(env: Env): string | null {
  return env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || null;
}

/** A loopback name or address: the request came from this machine. */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/**
 * Local development: not production, and the request reached a loopback host.
 * Checked on the request at run time, not only by a variable (issue 23: a
 * plain `wrangler deploy` carried the local [vars] to a public hostname).
 */
export function isLocalRequest(env: Env, requestUrl: string): boolean {
  return !isProduction(env) && isLoopbackHost(new URL(requestUrl).hostname);
}

/**
 * The emulator (which accepts unsigned tokens) is honoured only for a local
 * request, whatever the variables say.
 */
export function emulatorHost(env: Env, requestUrl: string): string | null {
  return isLocalRequest(env, requestUrl) ? configuredEmulator(env) : null;
}

/** The HMAC key for codes; production must set CODE_SECRET (wrangler secret put). */
export function codeSecret(env: Env): string {
  if (env.CODE_SECRET) return env.CODE_SECRET;
  if (isProduction(env)) throw new Error('CODE_SECRET is not set');
  return 'palco-development-code-secret';
}

/** The key social tokens are sealed with; production must set SOCIAL_TOKEN_SECRET (wrangler secret put). */
export function socialTokenSecret(env: Env): string {
  if (env.SOCIAL_TOKEN_SECRET) return env.SOCIAL_TOKEN_SECRET;
  if (isProduction(env)) throw new Error('SOCIAL_TOKEN_SECRET is not set');
  return 'palco-development-social-token-secret';
}
