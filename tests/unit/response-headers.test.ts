import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { setResponseHeaders } from '../../src/middleware/response-headers';
import type { AppEnv } from '../../src/types';

const app = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    setResponseHeaders(c, { 'X-One': '1', 'X-Two': '2' });
  })
  .get('/built', (c) => {
    c.header('Set-Cookie', 'a=1');
    return c.text('hello', 201);
  })
  // Response.redirect's headers are read-only, like those of a fetched response.
  .get('/read-only', () => Response.redirect('http://palco.test/elsewhere', 302));

describe('setResponseHeaders', () => {
  it('adds the headers to a response the app built, keeping its status, body and cookies', async () => {
    const res = await app.request('/built');
    expect(res.status).toBe(201);
    expect(await res.text()).toBe('hello');
    expect(res.headers.get('Set-Cookie')).toBe('a=1');
    expect([res.headers.get('X-One'), res.headers.get('X-Two')]).toEqual(['1', '2']);
  });

  it('copies a response whose headers are read-only, once, instead of failing', async () => {
    const res = await app.request('/read-only');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('http://palco.test/elsewhere');
    expect([res.headers.get('X-One'), res.headers.get('X-Two')]).toEqual(['1', '2']);
  });
});
