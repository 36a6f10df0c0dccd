// /__dev/posts: what the offline test network received, newest first. Local
// development only (APP_ENV development and a loopback host), like the mail
// outbox; anywhere else the path is unknown.
import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { escapeHtml } from '../../common/html';
import { testNetworkOutbox } from '../../db/schema';
import { isLocalRequest } from '../../env';
import type { AppEnv } from '../../types';

export const devPostsRoutes = new Hono<AppEnv>().get('/__dev/posts', async (c, next) => {
  if (c.env.APP_ENV !== 'development' || !isLocalRequest(c.env, c.req.url)) return next();
  const rows = await c.var.db
    .select()
    .from(testNetworkOutbox)
    .orderBy(desc(testNetworkOutbox.createdAt), desc(testNetworkOutbox.id))
    .limit(200)
    .all();
  const posts = rows.map((r) => ({
    id: r.id,
    idempotencyKey: r.idempotencyKey,
    organizationId: r.organizationId,
    account: r.accountName,
    caption: r.caption,
    title: r.title,
    files: JSON.parse(r.files) as { id: string; name: string; kind: string }[],
    createdAt: r.createdAt,
  }));
  if ((c.req.header('Accept') ?? '').includes('application/json')) return c.json(posts);
  const items = posts
    .map(
      (p) =>
        `<article><header><strong>${escapeHtml(p.account)}</strong><span>${escapeHtml(p.idempotencyKey)} · ${new Date(p.createdAt).toISOString()}</span></header><p>${escapeHtml(p.files.map((f) => f.name).join(', '))}</p><pre>${escapeHtml(p.caption)}</pre></article>`,
    )
    .join('');
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test network · Palco (development)</title><style>body{font:15px system-ui;margin:24px auto;max-width:760px;padding:0 16px;background:#f6f6f9;color:#17171f}article{background:#fff;border:1px solid #e2e2ea;border-radius:12px;padding:14px 16px;margin:12px 0}header{display:flex;justify-content:space-between;gap:12px;flex-wrap:wrap}header span{color:#55556a;font-size:13px}pre{white-space:pre-wrap;font:14px ui-monospace,monospace}</style></head><body><h1>Test network</h1><p>Posts the test network received in development, newest first. No real network is involved.</p>${items || '<p>No posts yet.</p>'}</body></html>`,
  );
});
