// The client's projects layer keeps one key tree per organization (decision
// 029): a project made, saved, renamed, copied or deleted in any tool makes every
// list that may show it stale, the dashboard's "Recent projects" included (each
// tool's cache used to be its own, so the dashboard said "none" for 30 s after a
// video project was made), and a save leaves the editor's entry at the new version.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { newVideoDocument } from '../../src/common/contracts/video';
import { PROJECT_KINDS } from '../../src/common/contracts/projects';
import { DEFAULT_WORKFLOW } from '../../src/common/contracts/workflow';
import { paths } from '../../src/common/routes';
import { en } from '../../src/common/i18n/en';
import { createQueryClient } from '../../client/lib/query-client';
import {
  projectKeys,
  projectListQuery,
  projectMutations,
  projectQuery,
  projectSaved,
  recentProjectsQuery,
} from '../../client/projects/api';
import { PROJECT_KIND_INFO, type ProjectView } from '../../client/projects/kinds';

const ORG = 'org_1';
const calls: { url: string; method: string; body: unknown }[] = [];
const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const video = (id: string, version = 1): ProjectView<'video'> => ({
  id,
  kind: 'video',
  name: 'Teaser',
  version,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: null,
  summary: { aspect: '9:16', durationMs: 0, coverAssetId: null } as ProjectView<'video'>['summary'],
  brandKitId: null,
  workflow: { ...DEFAULT_WORKFLOW, workflowVersion: 1 },
  document: newVideoDocument('9:16', 30),
});

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(init.body as string) : undefined });
      if (init.method === 'DELETE') return new Response(null, { status: 204 });
      if (init.method === 'POST' || init.method === 'PATCH') return answer(video('vid_new', 2));
      return answer([]);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** A client that has shown the dashboard's recent projects, the carousel list and the video list. */
async function shown(): Promise<QueryClient> {
  const client = createQueryClient();
  await client.fetchQuery(recentProjectsQuery(ORG, 3));
  await client.fetchQuery(projectListQuery(ORG, 'carousel'));
  await client.fetchQuery(projectListQuery(ORG, 'video', 'tea', 'name'));
  return client;
}
const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
const recentKey = recentProjectsQuery(ORG, 3).queryKey;

describe('the projects key tree', () => {
  it('every list, of one kind or of all, is under the lists of its organization', () => {
    for (const kind of PROJECT_KINDS) expect(projectListQuery(ORG, kind).queryKey.slice(0, 4)).toEqual(projectKeys.lists(ORG));
    expect(recentKey.slice(0, 4)).toEqual(projectKeys.lists(ORG));
    expect(projectQuery(ORG, 'video', 'vid_1').queryKey).toEqual(projectKeys.one(ORG, 'vid_1'));
  });

  it('a project made in any tool makes the dashboard and every list stale, and reaches the API as its kind', async () => {
    const client = await shown();
    const create = projectMutations.create(client, ORG, 'video');
    await client
      .getMutationCache()
      .build(client, create)
      .execute({ name: 'Teaser', document: newVideoDocument('9:16', 30) });
    expect(calls.at(-1)).toMatchObject({ url: `/api/v1/orgs/${ORG}/projects`, method: 'POST', body: { kind: 'video', name: 'Teaser' } });
    expect(stale(client, recentKey)).toBe(true);
    expect(stale(client, projectListQuery(ORG, 'carousel').queryKey)).toBe(true);
  });

  it('renames, copies and deletes do the same; a delete forgets the project, a rename keeps its new version', async () => {
    for (const run of [
      (c: QueryClient) =>
        c
          .getMutationCache()
          .build(c, projectMutations.update(c, ORG, 'video'))
          .execute({ id: 'vid_new', name: 'B', baseVersion: 1 }),
      (c: QueryClient) => c.getMutationCache().build(c, projectMutations.duplicate(c, ORG)).execute({ id: 'vid_new', name: 'Copy' }),
      (c: QueryClient) => c.getMutationCache().build(c, projectMutations.delete(c, ORG)).execute('vid_new'),
    ]) {
      const client = await shown();
      client.setQueryData(projectKeys.one(ORG, 'vid_new'), video('vid_new', 1));
      await run(client);
      expect(stale(client, recentKey)).toBe(true);
      const method = calls.at(-1)!.method;
      if (method === 'DELETE') expect(client.getQueryData(projectKeys.one(ORG, 'vid_new'))).toBeUndefined();
      if (method === 'PATCH') {
        expect(calls.at(-1)!.body).toEqual({ kind: 'video', name: 'B', baseVersion: 1 });
        expect(client.getQueryData<ProjectView>(projectKeys.one(ORG, 'vid_new'))?.version).toBe(2);
      }
    }
  });

  it("an editor's autosave keeps its entry at the saved version and makes the lists stale without fetching them", async () => {
    const client = await shown();
    const before = calls.length;
    projectSaved(client, ORG, video('vid_9', 5));
    expect(client.getQueryData<ProjectView>(projectKeys.one(ORG, 'vid_9'))?.version).toBe(5);
    expect(stale(client, recentKey)).toBe(true);
    expect(calls.length).toBe(before);
  });
});

describe('the kinds table', () => {
  it('names every kind with a catalogue tool, a title and its pages', () => {
    const catalogue = en.catalogue as Record<string, unknown>;
    for (const kind of PROJECT_KINDS) {
      const info = PROJECT_KIND_INFO[kind];
      expect(catalogue[info.tool], kind).toBeTruthy();
      expect(info.editor('en', 'x_1').startsWith(info.list('en')), kind).toBe(true);
    }
    expect(PROJECT_KIND_INFO.carousel.editor('pt-BR', 'car_1')).toBe(paths.carouselEditor('pt-BR', 'car_1'));
  });
});
