// /__dev/outbox: the local mailer's inbox, newest first. Local development
// only (APP_ENV development and a loopback host); anywhere else the path is
// unknown (and so redirects like any unknown path).
import { desc } from 'drizzle-orm';
import { escapeHtml } from '../../common/html';
import { Hono } from 'hono';
import { emailOutbox } from '../../db/schema';
import { isLocalRequest } from '../../env';
import type { AppEnv } from '../../types';

export const outboxRoutes = new Hono<AppEnv>().get('/__dev/outbox', async (c, next) => {
  if (c.env.APP_ENV !== 'development' || !isLocalRequest(c.env, c.req.url)) return next();
  const rows = await c.var.db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)).limit(100).all();
  if ((c.req.header('Accept') ?? '').includes('application/json')) {
    return c.json(
      rows.map((r) => ({ to: r.toAddress, subject: r.subject, text: r.textBody, kind: r.kind, locale: r.locale, createdAt: r.createdAt })),
    );
  }
  const items = rows
    .map(
      (r) =>
        `<article><header><strong>${escapeHtml(r.subject)}</strong><span>${escapeHtml(r.toAddress)} · ${new Date(r.createdAt).toISOString()}</span></header><pre>${escapeHtml(r.textBody)}</pre></article>`,
    )
    .join('');
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox · Palco (development)</title><style>body{font:15px system-ui;margin:24px auto;max-width:760px;padding:0 16px;background:#f6f6f9;color:#17171f}article{background:#fff;border:1px solid #e2e2ea;border-radius:12px;padding:14px 16px;margin:12px 0}header{display:flex;justify-content:space-between;gap:12px;flex-wrap:wrap}header span{color:#55556a;font-size:13px}pre{white-space:pre-wrap;font:14px ui-monospace,monospace}</style></head><body><h1>Outbox</h1><p>Emails the app sent in development, newest first.</p>${items || '<p>No emails yet.</p>'}</body></html>`,
  );
});
