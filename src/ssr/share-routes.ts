// The public face of share links (decision 053), outside the route table and
// signed out: `/{locale}/s/{token}` (the page, and its password form's POST)
// and `/s/{token}/files/{id}` (the bytes, with Range for video). Everything a
// visitor can cause answers a page or a code, never a 500.
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { ApiError } from '../common/api-error';
import { isLocale, type Locale } from '../common/locales';
import { paths } from '../common/routes';
import { codeSecret } from '../env';
import { clientIp } from '../features/auth/deps';
import { serveContent, serveThumbnail } from '../features/media/content';
import { isUnlocked, loadPublicShare, requireSharedFile, tryPassword, unlockCookie, type PublicShare } from '../features/shares/public';
import { countDownload, countView, requireOpen } from '../features/shares/service';
import { UNLOCK_TTL_MS } from '../features/shares/password';
import type { AppEnv } from '../types';
import { renderSharePage, type SharePageModel, type SharedFile } from './share-page';
import { readSharedSubtitles } from './share-subtitles';

type Ctx = Context<AppEnv>;

const fileUrl = (origin: string, token: string, id: string, suffix = '') =>
  `${origin}/s/${encodeURIComponent(token)}/files/${encodeURIComponent(id)}${suffix}`;

/** The page's model for a share this browser may or may not have unlocked. */
async function pageModel(
  c: Ctx,
  locale: Locale,
  token: string,
  found: PublicShare | null,
  error?: 'wrong' | 'limited',
): Promise<SharePageModel> {
  if (!found) return { state: 'unknown' };
  const { share, org, files, logo } = found;
  try {
    requireOpen(share);
  } catch (e) {
    return { state: (e as ApiError).code === 'share_revoked' ? 'revoked' : 'expired' };
  }
  const origin = new URL(c.req.url).origin;
  const logoUrl = logo ? fileUrl(origin, token, logo.id) : null;
  if (error || !(await isUnlocked(codeSecret(c.env), share, getCookie(c, unlockCookie(share.id))))) {
    return { state: 'locked', org: org.name, logoUrl, error };
  }
  await countView(c.var.db, share.id);
  const shared: SharedFile[] = files.map((f) => ({
    id: f.id,
    kind: f.kind,
    name: f.name,
    pageCount: f.kind === 'document' ? f.pageCount : null,
    contentType: f.contentType,
    width: f.width,
    height: f.height,
    url: fileUrl(origin, token, f.id),
    downloadUrl: share.allowDownload ? fileUrl(origin, token, f.id, '?download=1') : null,
    thumbnailUrl: f.thumbnailKey ? fileUrl(origin, token, f.id, '/thumbnail') : null,
  }));
  // The page embeds the PDF in <object>: only this page's CSP lets it (decision 096).
  if (shared.some((f) => f.kind === 'document')) c.set('embedsPdf', true);
  // A subtitles file is shared alone (share_subtitles_alone); its page is its transcript, read here (decision 097).
  const subtitles = files[0]?.kind === 'subtitles' ? await readSharedSubtitles(c.env.FILES, files[0]) : undefined;
  return {
    state: 'open',
    org: org.name,
    logoUrl,
    caption: share.caption,
    files: shared,
    pageUrl: origin + paths.sharePage(locale, token),
    subtitles,
  };
}

const render = async (c: Ctx, locale: Locale, token: string, error?: 'wrong' | 'limited') =>
  renderSharePage(c.env, locale, c.var.nonce, await pageModel(c, locale, token, await loadPublicShare(c.var.db, token), error));

/** A password form may only be sent from this site's own page (the API's CSRF rule, for a plain form). */
function sameOrigin(c: Ctx): boolean {
  const origin = c.req.header('Origin');
  return origin === undefined || origin === new URL(c.req.url).origin;
}

export const shareRoutes = new Hono<AppEnv>()
  .get('/:locale/s/:token', async (c, next) => {
    const locale = c.req.param('locale');
    if (!isLocale(locale)) return next();
    return render(c, locale, c.req.param('token'));
  })
  .post('/:locale/s/:token', async (c, next) => {
    const locale = c.req.param('locale');
    if (!isLocale(locale)) return next();
    if (!sameOrigin(c)) throw new ApiError('invalid_origin');
    const token = c.req.param('token');
    const found = await loadPublicShare(c.var.db, token);
    if (!found || found.share.passwordHash === null) return render(c, locale, token);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const password = typeof form.password === 'string' ? form.password : '';
    try {
      const proof = await tryPassword(c.var.db, codeSecret(c.env), found.share, password, clientIp(c));
      const secure = new URL(c.req.url).protocol === 'https:';
      setCookie(c, unlockCookie(found.share.id), proof, {
        path: '/',
        httpOnly: true,
        secure,
        sameSite: 'Lax',
        maxAge: UNLOCK_TTL_MS / 1000,
      });
      // Post/redirect/get: a reload does not send the password again.
      return c.redirect(paths.sharePage(locale, token), 303);
    } catch (e) {
      const code = e instanceof ApiError ? e.code : null;
      if (code === 'share_password_invalid') return render(c, locale, token, 'wrong');
      if (code === 'rate_limit_exceeded') return render(c, locale, token, 'limited');
      if (code === 'share_expired' || code === 'share_revoked') return render(c, locale, token);
      throw e;
    }
  })
  .get('/s/:token/files/:id', async (c) => {
    const { share, asset } = await sharedFile(c);
    const download = c.req.query('download') === '1' && share.allowDownload;
    const range = c.req.header('Range');
    // A download counts once: a resumed or chunked one asks again from a later byte.
    if (download && (!range || /^bytes=0-/.test(range))) await countDownload(c.var.db, share.id);
    return serveContent(c.env.FILES, asset, range, download);
  })
  .get('/s/:token/files/:id/thumbnail', async (c) => serveThumbnail(c.env.FILES, (await sharedFile(c)).asset));

/** The share's own unlock cookie, read once the token has named the share. */
const sharedFile = (c: Ctx) =>
  requireSharedFile(c.var.db, codeSecret(c.env), c.req.param('token')!, c.req.param('id')!, (shareId) =>
    getCookie(c, unlockCookie(shareId)),
  );
