// The guest review page (decision 069), outside the route table and signed
// out: `/{locale}/review/{token}`, and its forms' POSTs (`?form=comment`,
// `decision`, `reply`, and for the guest's own words `edit`, `delete`,
// `resolve`, `reopen`, decision 081) answered with a redirect back
// (post/redirect/get) or the page again with the error where it belongs.
// Anything a visitor can cause is a page.
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { z } from 'zod';
import { ApiError, FieldError } from '../common/api-error';
import { PIN_SPOT_CENTRE, spotPoint } from '../common/contracts/comments';
import { guestCommentSchema, guestDecisionSchema, guestEditCommentSchema } from '../common/contracts/guest-reviews';
import { isLocale, type Locale } from '../common/locales';
import { paths } from '../common/routes';
import { clientIp } from '../features/auth/deps';
import { addGuestComment, decideAsGuest, guestReviewView, requireGuestLink, type OpenGuestLink } from '../features/guest-reviews/guest';
import { deleteGuestComment, editGuestComment, setGuestResolved } from '../features/guest-reviews/own-comments';
import { guestNotifyDeps } from '../features/guest-reviews/routes';
import { announceTo } from '../features/live/announce';
import type { AppEnv } from '../types';
import { renderReviewPage, type ReviewForm, type ReviewNotice, type ReviewPageModel } from './review-page';

type Ctx = Context<AppEnv>;
/** The name a guest typed, kept for their next form on this browser (it is no secret and proves nothing). */
const NAME_COOKIE = 'palco_guest_name';
const NOTICES: readonly ReviewNotice[] = ['comment', 'reply', 'approved', 'changes', 'edited', 'deleted', 'resolved', 'reopened'];
const FORMS: readonly ReviewForm[] = ['comment', 'decision', 'reply', 'edit', 'delete', 'resolve', 'reopen'];
/** The forms about one of the guest's own comments (decision 081), and the notice each comes back with. */
const OWN_FORMS: Partial<Record<ReviewForm, ReviewNotice>> = { edit: 'edited', delete: 'deleted', resolve: 'resolved', reopen: 'reopened' };
/** What the service refuses about a guest's own comment, drawn at that comment rather than a field. */
const OWN_REFUSALS = new Set(['not_found', 'comment_not_author', 'guest_comment_has_replies']);

/**
 * The pin a plain form names: `at` (0:12, 1:02:03 or seconds) for a time, or `slide` (from 1) and
 * `spot` (0–8) for a slide; empty fields are no pin. Something unreadable becomes a pin the schema
 * refuses with its own message (a negative time), so every error is the schema's or the service's.
 */
export function formPin(values: Record<string, string>): unknown {
  const at = values.at?.trim();
  if (at) {
    const parts = at.split(':');
    const ok = parts.length <= 3 && parts.every((p) => /^\d+(\.\d+)?$/.test(p));
    return { seconds: ok ? parts.reduce((sum, p) => sum * 60 + Number(p), 0) : -1 };
  }
  const slide = values.slide?.trim();
  if (slide) {
    const n = /^\d+$/.test(slide) ? Number(slide) - 1 : -1;
    return { slide: n, ...spotPoint(Number(values.spot ?? PIN_SPOT_CENTRE)) };
  }
  return null;
}

async function openLink(c: Ctx, token: string): Promise<OpenGuestLink | null> {
  try {
    return await requireGuestLink(c.var.db, token);
  } catch (e) {
    if (e instanceof ApiError && e.code === 'not_found') return null;
    throw e;
  }
}

async function page(
  c: Ctx,
  locale: Locale,
  found: OpenGuestLink | null,
  refused: Extract<ReviewPageModel, { state: 'open' }>['refused'] = null,
  status?: number,
): Promise<Response> {
  if (!found) return renderReviewPage(c.env, locale, c.var.nonce, { state: 'gone' });
  const token = c.req.param('token')!;
  const notice = c.req.query('done') as ReviewNotice | undefined;
  return renderReviewPage(
    c.env,
    locale,
    c.var.nonce,
    {
      state: 'open',
      view: await guestReviewView(c.var.db, found),
      otherLanguageUrl: paths.guestReviewPage(locale === 'en' ? 'pt-BR' : 'en', token),
      fileBase: `/api/v1/review/${encodeURIComponent(token)}/files/`,
      livePath: `/api/v1/review/${encodeURIComponent(token)}/live`,
      name: getCookie(c, NAME_COOKIE) ?? found.link.guestName ?? '',
      notice: notice && NOTICES.includes(notice) ? notice : null,
      refused,
    },
    status,
  );
}

/** The first error code of each field (`form` for one that names none). */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}

export const reviewRoutes = new Hono<AppEnv>()
  .get('/:locale/review/:token', async (c, next) => {
    const locale = c.req.param('locale');
    if (!isLocale(locale)) return next();
    return page(c, locale, await openLink(c, c.req.param('token')));
  })
  .post('/:locale/review/:token', async (c, next) => {
    const locale = c.req.param('locale');
    if (!isLocale(locale)) return next();
    // A form may only be sent from this site's own page (the API's CSRF rule, for a plain form).
    const origin = c.req.header('Origin');
    if (origin !== undefined && origin !== new URL(c.req.url).origin) throw new ApiError('invalid_origin');
    const found = await openLink(c, c.req.param('token'));
    if (!found) return page(c, locale, null);
    const asked = c.req.query('form') as ReviewForm | undefined;
    const form: ReviewForm = asked && FORMS.includes(asked) ? asked : 'comment';
    const raw = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const values = Object.fromEntries(Object.entries(raw).filter((e): e is [string, string] => typeof e[1] === 'string'));
    const refuse = (errors: Record<string, string>, status: number) => page(c, locale, found, { form, values, errors }, status);
    const own = OWN_FORMS[form];
    if (own) return ownCommentForm(c, locale, found, form, own, values, refuse);
    const parsed =
      form === 'decision'
        ? guestDecisionSchema.safeParse(values)
        : guestCommentSchema.safeParse(
            form === 'reply'
              ? { name: values.name, body: values.body, parentId: values.parentId || null }
              : { name: values.name, body: values.body, pin: formPin(values) },
          );
    if (!parsed.success) return refuse(fieldErrors(parsed.error), 422);
    let notice: ReviewNotice = 'comment';
    try {
      if ('decision' in parsed.data) {
        await decideAsGuest(guestNotifyDeps(c), found, parsed.data, clientIp(c));
        notice = parsed.data.decision === 'approved' ? 'approved' : 'changes';
        announceTo(c, found.org.id, { type: 'project', projectId: found.project.id });
      } else {
        await addGuestComment(guestNotifyDeps(c), found, parsed.data, clientIp(c));
        if (form === 'reply') notice = 'reply';
      }
    } catch (e) {
      if (e instanceof ApiError && e.code === 'rate_limit_exceeded') return refuse({ form: e.code }, 429);
      // A pin past the video's end or of the wrong sort, a thread no longer there: at its field.
      if (e instanceof FieldError) return refuse({ [String(e.loc[0] ?? 'form')]: e.code }, 422);
      throw e;
    }
    announceTo(c, found.org.id, { type: 'comment', projectId: found.project.id });
    setCookie(c, NAME_COOKIE, parsed.data.name, {
      path: '/',
      httpOnly: true,
      secure: new URL(c.req.url).protocol === 'https:',
      sameSite: 'Lax',
      maxAge: 30 * 24 * 3600,
    });
    return c.redirect(`${paths.guestReviewPage(locale, c.req.param('token'))}?done=${notice}`, 303);
  });

/**
 * A form about one of the guest's own comments (decision 081): rewrite it (the words under the
 * members' rule), delete it, resolve or reopen its thread. A refusal is drawn at that comment.
 */
async function ownCommentForm(
  c: Ctx,
  locale: Locale,
  found: OpenGuestLink,
  form: ReviewForm,
  notice: ReviewNotice,
  values: Record<string, string>,
  refuse: (errors: Record<string, string>, status: number) => Promise<Response>,
): Promise<Response> {
  const id = values.commentId ?? '';
  const ip = clientIp(c);
  try {
    if (form === 'edit') {
      const parsed = guestEditCommentSchema.safeParse({ body: values.body });
      if (!parsed.success) return refuse(fieldErrors(parsed.error), 422);
      await editGuestComment(guestNotifyDeps(c), found, id, parsed.data, ip);
    } else if (form === 'delete') await deleteGuestComment(c.var.db, found, id, ip);
    else await setGuestResolved(c.var.db, found, id, form === 'resolve', ip);
  } catch (e) {
    if (e instanceof ApiError && (e.code === 'rate_limit_exceeded' || OWN_REFUSALS.has(e.code))) return refuse({ form: e.code }, e.status);
    throw e;
  }
  announceTo(c, found.org.id, { type: 'comment', projectId: found.project.id });
  return c.redirect(`${paths.guestReviewPage(locale, c.req.param('token')!)}?done=${notice}`, 303);
}
