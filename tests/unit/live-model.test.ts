// The live channel's client decisions (decision 066): what another tab's event
// makes stale, the reconnect backoff, and who "also here" names.
import { describe, expect, it } from 'vitest';
import { othersHere, parseEvent, reconnectDelayMs, staleKeys } from '../../client/projects/live-model';

describe('live model', () => {
  it("reads every list again on a project's change, only the thread and activity on a comment, and the bell on both", () => {
    expect(staleKeys('org1', { type: 'project', projectId: 'vid_1' })).toEqual([
      ['orgs', 'org1', 'projects', 'list'],
      ['orgs', 'org1', 'notifications'],
    ]);
    expect(staleKeys('org1', { type: 'comment', projectId: 'vid_1' })).toEqual([
      ['orgs', 'org1', 'projects', 'list', { comments: 'vid_1' }],
      ['orgs', 'org1', 'projects', 'list', { activity: 'vid_1' }],
      ['orgs', 'org1', 'notifications'],
    ]);
    expect(staleKeys('org1', { type: 'presence', projectId: 'vid_1', people: [] })).toEqual([]);
  });

  it('backs off from 1 s to at most 30 s, with up to a fifth more at random', () => {
    expect([0, 1, 2, 3, 10].map((n) => reconnectDelayMs(n, () => 0))).toEqual([1000, 2000, 4000, 8000, 30_000]);
    expect(reconnectDelayMs(0, () => 1)).toBe(1200);
  });

  it('names the others in the project, never me', () => {
    const people = [
      { userId: 'u1', name: 'Ana' },
      { userId: 'u2', name: 'Bruno' },
    ];
    expect(othersHere(people, 'u1')).toEqual([{ userId: 'u2', name: 'Bruno' }]);
    expect(othersHere(undefined, 'u1')).toEqual([]);
  });

  it('reads events and ignores the keep-alive answer and anything unknown', () => {
    expect(parseEvent('{"type":"project","projectId":"p"}')).toEqual({ type: 'project', projectId: 'p' });
    expect(parseEvent('{"type":"presence","projectId":"p","people":[]}')).toEqual({ type: 'presence', projectId: 'p', people: [] });
    expect(parseEvent('pong')).toBeNull();
    expect(parseEvent('{"type":"other"}')).toBeNull();
    expect(parseEvent(new ArrayBuffer(2))).toBeNull();
  });
});
