// The organization's live channel through the real Worker (decision 066): only
// a member of the organization opens a socket, from this site; one change made
// through the API reaches every socket of the organization and none of
// another's; a tab that opens a project tells the others who is in it.
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../src/common/contracts/live';
import { newVideoDocument } from '../../src/common/contracts/video';
import { api, BASE, call, createProject, expectRefusal, joined, orgOwner, signedIn } from './helpers';

interface Socket {
  accept(): void;
  send(text: string): void;
  close(code?: number): void;
  addEventListener(type: 'message', fn: (e: { data: unknown }) => void): void;
}

const connect = (org: string, cookie: string | null, headers: Record<string, string> = {}) =>
  call(`/api/v1/orgs/${org}/live`, {
    headers: { Upgrade: 'websocket', Origin: BASE, ...(cookie ? { Cookie: cookie } : {}), ...headers },
  });

/** An open socket and every event it received, in order; `until` waits for the first one that matches. */
async function live(org: string, cookie: string) {
  const res = await connect(org, cookie);
  expect(res.status).toBe(101);
  const ws = (res as unknown as { webSocket: Socket }).webSocket;
  ws.accept();
  const got: LiveEvent[] = [];
  const waiting: Array<() => void> = [];
  ws.addEventListener('message', (e) => {
    got.push(JSON.parse(String(e.data)) as LiveEvent);
    for (const wake of waiting.splice(0)) wake();
  });
  /** The `n`th event (from 1) that matches, once it has come. */
  const nth = async (match: (e: LiveEvent) => boolean, n: number): Promise<LiveEvent> => {
    for (;;) {
      const found = got.filter(match)[n - 1];
      if (found) return found;
      await new Promise<void>((wake) => waiting.push(wake));
    }
  };
  const until = (match: (e: LiveEvent) => boolean) => nth(match, 1);
  return { ws, got, until, nth, say: (msg: unknown) => ws.send(JSON.stringify(msg)) };
}

const video = (o: { org: { id: string }; cookie: string }) => createProject(o, 'video', 'Teaser', newVideoDocument('9:16', 30));
const moveTo = (o: { org: { id: string }; cookie: string }, id: string, status: string, workflowVersion = 1) =>
  api('PATCH', `/orgs/${o.org.id}/projects/${id}/workflow`, o.cookie, { workflowVersion, status });

describe('live channel', () => {
  it('opens only for a signed-in member, as a WebSocket, from this site', async () => {
    const o = await orgOwner();
    const stranger = await signedIn();
    await expectRefusal(await connect(o.org.id, null), 401, 'refresh_token_invalid');
    await expectRefusal(await connect(o.org.id, stranger.cookie), 404, 'organization_not_found');
    await expectRefusal(await connect(o.org.id, o.cookie, { Origin: 'https://evil.example' }), 403, 'invalid_origin');
    await expectRefusal(await api('GET', `/orgs/${o.org.id}/live`, o.cookie), 400, 'websocket_required');
    const res = await connect(o.org.slug, o.cookie);
    expect(res.status).toBe(101);
  });

  it("pushes one status change to every socket of the organization, and a comment to the project's thread", async () => {
    const o = await orgOwner();
    const ana = await joined(o.org.id, 'member');
    const p = await video(o);
    const mine = await live(o.org.id, o.cookie);
    const hers = await live(o.org.id, ana.cookie);
    const hersToo = await live(o.org.id, ana.cookie);
    expect((await moveTo(o, p.id, 'in_production')).status).toBe(200);
    const event = { type: 'project', projectId: p.id };
    for (const s of [mine, hers, hersToo]) expect(await s.until((e) => e.type === 'project')).toEqual(event);

    const res = await api('POST', `/orgs/${o.org.id}/projects/${p.id}/comments`, ana.cookie, { body: 'Olhe o corte' });
    expect(res.status).toBe(201);
    expect(await mine.until((e) => e.type === 'comment')).toEqual({ type: 'comment', projectId: p.id });
  });

  it('a refused change announces nothing, and another organization hears nothing of this one', async () => {
    const a = await orgOwner();
    const b = await orgOwner('Outra Casa');
    const pa = await video(a);
    const pb = await video(b);
    const theirs = await live(b.org.id, b.cookie);
    const ours = await live(a.org.id, a.cookie);
    expect((await moveTo(a, pa.id, 'approved')).status).toBe(200);
    await expectRefusal(await moveTo(a, pa.id, 'idea'), 409, 'workflow_conflict');
    expect((await moveTo(a, pa.id, 'scheduled', 2)).status).toBe(200);
    // B's own change comes after A's two in time: when it arrives, A's would have.
    expect((await moveTo(b, pb.id, 'approved')).status).toBe(200);
    await theirs.until((e) => e.type === 'project');
    expect(theirs.got).toEqual([{ type: 'project', projectId: pb.id }]);
    await ours.nth((e) => e.type === 'project', 2);
    expect(ours.got).toEqual([
      { type: 'project', projectId: pa.id },
      { type: 'project', projectId: pa.id },
    ]);
  });

  it('tells every tab who is viewing a project, once per person, until they leave or close', async () => {
    const o = await orgOwner();
    const ana = await joined(o.org.id, 'member');
    const mine = await live(o.org.id, o.cookie);
    const hers = await live(o.org.id, ana.cookie);
    const people = (e: LiveEvent) => (e.type === 'presence' ? e.people.map((p) => p.name) : null);

    hers.say({ type: 'viewing', projectId: 'vid_1' });
    mine.say({ type: 'viewing', projectId: 'vid_1' });
    const both = await hers.until((e) => e.type === 'presence' && e.people.length === 2);
    expect(both).toMatchObject({ type: 'presence', projectId: 'vid_1' });
    expect(people(both)!.sort()).toEqual([ana.user.displayName, o.user.displayName].sort());
    expect((both as Extract<LiveEvent, { type: 'presence' }>).people.map((p) => p.userId).sort()).toEqual([ana.user.id, o.user.id].sort());

    // A second tab of Ana's in the same project: she is still one person. A new tab learns who is there.
    const third = await live(o.org.id, ana.cookie);
    const known = await third.until((e) => e.type === 'presence');
    expect((known as Extract<LiveEvent, { type: 'presence' }>).people).toHaveLength(2);
    third.say({ type: 'viewing', projectId: 'vid_1' });
    const still = await mine.nth((e) => e.type === 'presence', 3);
    expect((still as Extract<LiveEvent, { type: 'presence' }>).people).toHaveLength(2);

    // Bad messages are ignored; "left" and a closed socket take a person out.
    hers.say('nonsense');
    hers.say({ type: 'viewing', projectId: '' });
    mine.say({ type: 'left' });
    const afterLeft = await hers.until((e) => e.type === 'presence' && e.people.length === 1);
    expect((afterLeft as Extract<LiveEvent, { type: 'presence' }>).people[0]!.userId).toBe(ana.user.id);
    hers.ws.close(1000);
    third.ws.close(1000);
    const empty = await mine.until((e) => e.type === 'presence' && e.people.length === 0);
    expect(empty).toEqual({ type: 'presence', projectId: 'vid_1', people: [] });
  });
});
