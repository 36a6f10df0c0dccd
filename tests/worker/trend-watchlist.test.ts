// The trend tracker's watchlist and weekly digest through the real Worker
// (decision 073): any member adds and removes keywords of a region, bad input is
// a field error in the shared schema's words, a duplicate or a full list is
// refused, each keyword comes back with its day's presence and rise; the digest
// goes from Monday 11:00 UTC, once a week, to subscribed members only.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WATCHLIST_MAX, type WatchlistView } from '../../src/common/contracts/trends';
import { dayBefore } from '../../src/common/trends/rise';
import { emailOutbox, memberships, trendWatch } from '../../src/db/schema';
import { digestDue, isoWeek, sendWeeklyDigests } from '../../src/features/trends/digest';
import { storeDay } from '../../src/features/trends/snapshot';
import { outboxMailer } from '../../src/platform/mailer';
import { newId } from '../../src/platform/crypto';
import { api, db, expectFieldError, expectRefusal, joined, orgOwner, signedIn } from './helpers';

const watchlist = (org: string, cookie: string, region = 'BR') => api('GET', `/orgs/${org}/trends/watchlist?region=${region}`, cookie);
const add = (org: string, cookie: string, keyword: unknown, region = 'BR') =>
  api('POST', `/orgs/${org}/trends/watchlist`, cookie, { region, keyword });

describe('the watchlist API', () => {
  it('lets any member add and remove keywords of a region, each with its presence in the stored trends', async () => {
    const o = await orgOwner();
    const member = await joined(o.org.id, 'member');
    const res = await add(o.org.id, member.cookie, '  Anitta ');
    expect(res.status).toBe(201);
    const view = (await res.json()) as WatchlistView;
    // Locally there is no YouTube key: the demonstration dataset, stored on first read, speaks of Anitta.
    expect(view.demo).toBe(true);
    expect(view.day).not.toBeNull();
    expect(view.keywords).toHaveLength(1);
    const anitta = view.keywords[0]!;
    expect(anitta).toMatchObject({ keyword: 'Anitta', region: 'BR' });
    expect(anitta.today).toBeGreaterThan(0);
    expect(anitta.top.every((t) => /anitta/i.test(t))).toBe(true);
    // The owner sees the same list; the US list is another one.
    expect(((await (await watchlist(o.org.id, o.cookie)).json()) as WatchlistView).keywords.map((k) => k.keyword)).toEqual(['Anitta']);
    expect(((await (await watchlist(o.org.id, o.cookie, 'US')).json()) as WatchlistView).keywords).toEqual([]);

    expect((await api('DELETE', `/orgs/${o.org.id}/trends/watchlist/${anitta.id}`, o.cookie)).status).toBe(204);
    expect(((await (await watchlist(o.org.id, member.cookie)).json()) as WatchlistView).keywords).toEqual([]);
    await expectRefusal(await api('DELETE', `/orgs/${o.org.id}/trends/watchlist/${anitta.id}`, o.cookie), 404, 'trend_watch_not_found');
  });

  it('refuses what is no keyword, a keyword already there (accents and case aside), a full list, and strangers', async () => {
    const o = await orgOwner();
    await expectFieldError(await add(o.org.id, o.cookie, '!'), 'keyword', 'trend_watch_keyword_short');
    await expectFieldError(await add(o.org.id, o.cookie, ' a-- '), 'keyword', 'trend_watch_keyword_short');
    await expectFieldError(await add(o.org.id, o.cookie, 'x'.repeat(61)), 'keyword', 'trend_watch_keyword_long');
    await expectFieldError(await add(o.org.id, o.cookie, 42), 'keyword', 'validation.required');
    await expectFieldError(await add(o.org.id, o.cookie, 'copa', 'AR'), 'region', 'validation.invalidValue');
    await expectFieldError(await watchlist(o.org.id, o.cookie, 'AR'), 'region', 'validation.invalidValue');

    expect((await add(o.org.id, o.cookie, 'Café')).status).toBe(201);
    await expectFieldError(await add(o.org.id, o.cookie, 'CAFE'), 'keyword', 'trend_watch_exists');

    const now = Date.now();
    const rows = Array.from({ length: WATCHLIST_MAX - 1 }, (_, i) => ({
      id: newId('twk'),
      organizationId: o.org.id,
      region: 'BR',
      keyword: `tema ${i}`,
      key: `tema ${i}`,
      createdBy: o.user.id,
      createdAt: now,
    }));
    // D1 binds at most 100 values a statement: ten rows at a time.
    for (let i = 0; i < rows.length; i += 10)
      await db()
        .insert(trendWatch)
        .values(rows.slice(i, i + 10));
    await expectRefusal(await add(o.org.id, o.cookie, 'mais um'), 409, 'trend_watch_full');

    const stranger = await signedIn();
    await expectRefusal(await watchlist(o.org.id, stranger.cookie), 404, 'organization_not_found');
    await expectRefusal(await add(o.org.id, stranger.cookie, 'copa'), 404, 'organization_not_found');
    // Another organization's keyword cannot be removed from here.
    const other = await orgOwner();
    const theirs = (await (await add(other.org.id, other.cookie, 'copa')).json()) as WatchlistView;
    await expectRefusal(
      await api('DELETE', `/orgs/${o.org.id}/trends/watchlist/${theirs.keywords[0]!.id}`, o.cookie),
      404,
      'trend_watch_not_found',
    );
  });

  it("turns each member's own digest on and off", async () => {
    const o = await orgOwner();
    const member = await joined(o.org.id, 'member');
    expect((await api('PUT', `/orgs/${o.org.id}/trends/digest`, member.cookie, { subscribed: true })).status).toBe(200);
    expect(((await (await watchlist(o.org.id, member.cookie)).json()) as WatchlistView).subscribed).toBe(true);
    expect(((await (await watchlist(o.org.id, o.cookie)).json()) as WatchlistView).subscribed).toBe(false);
    await api('PUT', `/orgs/${o.org.id}/trends/digest`, member.cookie, { subscribed: false });
    expect(((await (await watchlist(o.org.id, member.cookie)).json()) as WatchlistView).subscribed).toBe(false);
    await expectFieldError(
      await api('PUT', `/orgs/${o.org.id}/trends/digest`, member.cookie, { subscribed: 'yes' }),
      'subscribed',
      'validation.invalidValue',
    );
  });
});

describe('the weekly digest', () => {
  // A Monday far from every other test's stored days.
  const monday = '2033-03-07';
  const at = (time: string) => Date.parse(`${monday}T${time}Z`);

  it('reads the ISO week and waits for Monday 11:00 UTC', () => {
    expect(isoWeek(at('12:00:00'))).toBe('2033-W10');
    // A Friday 1 January belongs to the last week of the year before.
    expect(isoWeek(Date.parse('2021-01-01T12:00:00Z'))).toBe('2020-W53');
    expect(isoWeek(Date.parse('2032-01-01T12:00:00Z'))).toBe('2032-W01');
    expect(digestDue(at('10:59:00'))).toBe(false);
    expect(digestDue(at('11:00:00'))).toBe(true);
    expect(digestDue(Date.parse('2033-03-09T01:00:00Z'))).toBe(true);
  });

  it("mails each subscribed member the keywords' movement once a week, in their language", async () => {
    const o = await orgOwner();
    const member = await joined(o.org.id, 'member');
    const leaver = await joined(o.org.id, 'member');
    await add(o.org.id, o.cookie, 'Copa');
    for (const s of [o, leaver]) await api('PUT', `/orgs/${o.org.id}/trends/digest`, s.cookie, { subscribed: true });
    void member;
    // The subscriber who left the organization gets nothing.
    await db()
      .delete(memberships)
      .where(and(eq(memberships.organizationId, o.org.id), eq(memberships.userId, leaver.user.id)));
    // Real rows (demo = false) of that day and the week before: Copa in two trends today, in none before.
    const video = (id: string, title: string, views: number) => ({ videoId: id, title, channel: 'Canal', categoryId: '17', views });
    await storeDay(
      db(),
      monday,
      'BR',
      {
        searches: [{ title: 'Copa do Mundo 2034', traffic: 50_000, news: [] }],
        videos: [video('vidCopa0001', 'Melhores gols da copa', 900_000), video('vidOther001', 'Receita de bolo', 10)],
      },
      false,
      at('09:00:00'),
    );
    await storeDay(
      db(),
      dayBefore(monday, 3),
      'BR',
      { searches: [{ title: 'Eleições', traffic: 10_000, news: [] }], videos: [] },
      false,
      at('09:00:00'),
    );

    const deps = { db: db(), mailer: outboxMailer(db()), origin: 'https://palco.example', demo: false };
    expect(await sendWeeklyDigests(deps, at('10:00:00'))).toBe(0);
    const sent = await sendWeeklyDigests(deps, at('11:30:00'));
    expect(sent).toBeGreaterThanOrEqual(1);
    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, o.user.email)).all();
    const digests = mail.filter((m) => m.kind === 'trend_digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('Suas palavras-chave nas tendências desta semana');
    expect(digests[0]!.textBody).toContain('Copa: em 2 tendências hoje, em alta em 7 dias');
    expect(digests[0]!.textBody).toContain('Melhores gols da copa · Copa do Mundo 2034');
    expect(digests[0]!.textBody).toContain('https://palco.example/pt-BR/tools/trend-tracker');
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, leaver.user.email)).all()).toEqual([]);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, member.user.email)).all()).toEqual([]);

    // The next hour, or a retried cron: nothing more this week.
    await sendWeeklyDigests(deps, at('12:30:00'));
    const again = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, o.user.email)).all();
    expect(again.filter((m) => m.kind === 'trend_digest')).toHaveLength(1);
  });
});
