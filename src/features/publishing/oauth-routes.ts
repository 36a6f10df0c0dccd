// /api/v1/publishing/oauth/:network/callback (decision 078): where a network
// sends the admin back after its consent page. Outside /orgs (the organization
// is in the signed state) and without a locale (the URL is registered with the
// network); the answer is always a redirect to /{locale}/tools/publish with
// ?connected=<network> or ?connect_error=<code>, which the page says in words.
import { Hono } from 'hono';
import type { AppEnv } from '../../types';
import { finishConnect } from './oauth';
import { oauthDeps } from './routes';

export const publishingOAuthRoutes = new Hono<AppEnv>().get('/oauth/:network/callback', async (c) => {
  const q = c.req.query();
  const result = await finishConnect(oauthDeps(c.var.db, c.env, c.req.url), c.req.param('network'), q, c.var.auth?.user ?? null);
  const locale = result.locale ?? c.var.locale;
  const to = result.ok ? `connected=${result.network}` : `connect_error=${result.code}`;
  return c.redirect(`/${locale}/tools/publish?${to}`, 302);
});
