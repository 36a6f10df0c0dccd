// The organization's own channel in the competitor analysis (decision 085): a
// YouTube account connected for publishing (its external_id the channel id) is
// tracked like a competitor against the fake channels API, flagged and shown
// first; not without an account, gone on disconnect, never another org's.
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompetitorsView } from '../../src/common/contracts/competitors';
import { competitorChannels, competitorSnapshots, socialAccounts } from '../../src/db/schema';
import { addCompetitor, getCompetitors, removeCompetitor } from '../../src/features/competitors/service';
import { snapshotCompetitors, type CompetitorDeps } from '../../src/features/competitors/snapshot';
import { disconnectAccount } from '../../src/features/publishing/accounts';
import { api, db, orgOwner, seedSocialAccount } from './helpers';
import { FAKE_CHANNELS, FAKE_KEY, fakeYoutube } from './fake-youtube-channels';
import { restoreFetch } from './fake-google';

afterEach(restoreFetch);

const [BIA, RAFA] = FAKE_CHANNELS as [(typeof FAKE_CHANNELS)[0], (typeof FAKE_CHANNELS)[0]];
const at = (day: string, hour = 12) => Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
const deps = (over: Partial<CompetitorDeps> = {}): CompetitorDeps => ({ db: db(), apiKey: FAKE_KEY, dailyLimit: 10_000, ...over });
type Owner = Awaited<ReturnType<typeof orgOwner>>;
const accessOf = (o: Owner) => ({ org: o.org, role: 'owner' as const, userId: o.user.id });

const connectYoutube = (o: Owner, channelId: string, name = 'Café Aurora no YouTube') =>
  seedSocialAccount(o.org.id, 'youtube', { displayName: name, externalId: channelId, connectedBy: o.user.id });
const ownRows = (orgId: string) =>
  db()
    .select()
    .from(competitorChannels)
    .where(and(eq(competitorChannels.organizationId, orgId), eq(competitorChannels.own, true)))
    .all();

describe('the own channel beside the competitors', () => {
  it('without a YouTube account: not tracked, the page is told to connect one', async () => {
    fakeYoutube();
    const o = await orgOwner();
    const view = await getCompetitors(deps(), accessOf(o), at('2032-03-01'));
    expect(view.own).toEqual({ status: 'not_connected' });
    expect(await ownRows(o.org.id)).toEqual([]);
  });

  it('with one: tracked with its measure and videos, named by the account, flagged and not among the competitors', async () => {
    fakeYoutube();
    const o = await orgOwner();
    await connectYoutube(o, BIA.id);
    await addCompetitor(deps(), accessOf(o), '@techdorafa', at('2032-03-02'));
    const view = await getCompetitors(deps(), accessOf(o), at('2032-03-02', 13));
    expect(view.own.status).toBe('connected');
    if (view.own.status !== 'connected') return;
    expect(view.own.channel).toMatchObject({ channelId: BIA.id, title: 'Café Aurora no YouTube', latest: { subscribers: 120_000 } });
    expect(view.own.channel.videos.map((v) => v.videoId)).toEqual(['bia00000003', 'bia00000002', 'bia00000001']);
    expect(view.channels.map((c) => c.channelId)).toEqual([RAFA.id]);
    const [row] = await ownRows(o.org.id);
    expect(row).toMatchObject({ channelId: BIA.id, own: true, demo: false });
    // A second read adds nothing; the cron measures it like a competitor.
    await getCompetitors(deps(), accessOf(o), at('2032-03-02', 14));
    expect(await ownRows(o.org.id)).toHaveLength(1);
    expect(await snapshotCompetitors(deps(), at('2032-03-02', 20))).toBeGreaterThanOrEqual(2);
  });

  it('is not removable as a competitor, nor addable as one, and goes when the account is disconnected', async () => {
    fakeYoutube();
    const o = await orgOwner();
    const account = await connectYoutube(o, BIA.id);
    const view = (await getCompetitors(deps(), accessOf(o), at('2032-03-03'))) as CompetitorsView & { own: { status: 'connected' } };
    const ownId = (view.own as { channel: { id: string } }).channel.id;
    await expect(removeCompetitor(db(), accessOf(o), ownId)).rejects.toMatchObject({ code: 'competitor_own_not_removable' });
    const res = await api('DELETE', `/orgs/${o.org.id}/competitors/${ownId}`, o.cookie);
    expect(res.status).toBe(409);
    await expect(addCompetitor(deps(), accessOf(o), BIA.id, at('2032-03-03'))).rejects.toMatchObject({ code: 'competitor_exists' });
    await disconnectAccount({ db: db(), secret: 'x', providers: {}, client: () => null }, accessOf(o), account);
    expect(await ownRows(o.org.id)).toEqual([]);
    expect((await getCompetitors(deps(), accessOf(o), at('2032-03-03', 13))).own).toEqual({ status: 'not_connected' });
  });

  it('a channel already compared becomes the own one; an account row removed behind our back drops it on the next read', async () => {
    fakeYoutube();
    const o = await orgOwner();
    await addCompetitor(deps(), accessOf(o), '@cozinhadabia', at('2032-03-04'));
    const account = await connectYoutube(o, BIA.id);
    const view = await getCompetitors(deps(), accessOf(o), at('2032-03-04', 13));
    expect(view.own.status).toBe('connected');
    expect(view.channels).toEqual([]);
    await db().delete(socialAccounts).where(eq(socialAccounts.id, account));
    expect((await getCompetitors(deps(), accessOf(o), at('2032-03-04', 14))).own).toEqual({ status: 'not_connected' });
  });

  it("another organization's account never shows", async () => {
    fakeYoutube();
    const a = await orgOwner('Org A');
    const b = await orgOwner('Org B');
    await connectYoutube(a, BIA.id);
    expect((await getCompetitors(deps(), accessOf(a), at('2032-03-05'))).own.status).toBe('connected');
    expect((await getCompetitors(deps(), accessOf(b), at('2032-03-05'))).own).toEqual({ status: 'not_connected' });
    const res = await api('GET', `/orgs/${b.org.id}/competitors`, b.cookie);
    expect(((await res.json()) as CompetitorsView).own).toEqual({ status: 'not_connected' });
  });

  it('offline (no key) the demonstration dataset measures it too', async () => {
    const o = await orgOwner();
    await connectYoutube(o, 'UCpalcoTestChannel000001');
    const view = await getCompetitors(deps({ apiKey: undefined }), accessOf(o), at('2032-03-06'));
    expect(view.demo).toBe(true);
    expect(view.own.status).toBe('connected');
    if (view.own.status !== 'connected') return;
    expect(view.own.channel.title).toBe('Café Aurora no YouTube');
    expect(view.own.channel.history.length).toBeGreaterThan(10);
  });

  it('can be hidden (not measured meanwhile) and shown again; only an org with an own channel can', async () => {
    // Through the Worker, which has no YouTube key here: the demonstration dataset.
    const o = await orgOwner();
    const channel = 'UCpalcoHiddenChannel0001';
    await connectYoutube(o, channel);
    expect(((await (await api('GET', `/orgs/${o.org.id}/competitors`, o.cookie)).json()) as CompetitorsView).own.status).toBe('connected');
    const hide = await api('PUT', `/orgs/${o.org.id}/competitors/own`, o.cookie, { hidden: true });
    expect(hide.status).toBe(200);
    expect(((await hide.json()) as CompetitorsView).own).toEqual({ status: 'hidden', title: 'Café Aurora no YouTube' });
    expect((await ownRows(o.org.id))[0]).toMatchObject({ hidden: true, demo: true });
    // The cron no longer measures it.
    const points = async () =>
      (
        await db()
          .select()
          .from(competitorSnapshots)
          .where(and(eq(competitorSnapshots.channelId, channel), eq(competitorSnapshots.demo, true)))
          .all()
      ).length;
    const before = await points();
    await snapshotCompetitors(deps({ apiKey: undefined }), Date.now() + 7 * 3_600_000);
    expect(await points()).toBe(before);
    const show = await api('PUT', `/orgs/${o.org.id}/competitors/own`, o.cookie, { hidden: false });
    expect(((await show.json()) as CompetitorsView).own.status).toBe('connected');
    await snapshotCompetitors(deps({ apiKey: undefined }), Date.now() + 7 * 3_600_000);
    expect(await points()).toBe(before + 1);
    const bad = await api('PUT', `/orgs/${o.org.id}/competitors/own`, o.cookie, { hidden: 'yes' });
    expect(bad.status).toBe(422);
    const none = await orgOwner('Sem canal');
    const refused = await api('PUT', `/orgs/${none.org.id}/competitors/own`, none.cookie, { hidden: true });
    expect(refused.status).toBe(404);
  });
});
