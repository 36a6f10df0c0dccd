// Projects of every kind through /api/v1/orgs/:org/projects, under one query-key
// tree per organization, so any change to any project reaches every list that
// shows it: the tool's own page, another tool's source picker and the
// dashboard's "Recent projects" (decision 029).
//
//   ['orgs', org, 'projects']                       everything below
//   ['orgs', org, 'projects', 'list']               every list, of any kind
//   ['orgs', org, 'projects', 'list', kind, {...}]  one kind's list ('any': all kinds)
//   ['orgs', org, 'projects', 'list', {comments: id}]  one project's thread (the project manager, decision 058)
//   ['orgs', org, 'projects', 'list', {activity: id}]  one project's activity
//   ['orgs', org, 'projects', 'one', id]            one project with its document
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ProjectDocument, ProjectKind } from '@src/common/contracts/projects';
import type { PROJECT_SORTS } from '@src/common/contracts/carousel';
import { api } from '@client/lib/api';
import type { ProjectItem, ProjectView } from './kinds';

export type ProjectSort = (typeof PROJECT_SORTS)[number];

export const projectKeys = {
  all: (org: string) => ['orgs', org, 'projects'] as const,
  lists: (org: string) => [...projectKeys.all(org), 'list'] as const,
  kindLists: (org: string, kind: ProjectKind | 'any') => [...projectKeys.lists(org), kind] as const,
  one: (org: string, id: string) => [...projectKeys.all(org), 'one', id] as const,
  // Here, not in the project manager: the live channel (live.tsx) reads them again when another tab comments.
  comments: (org: string, id: string) => [...projectKeys.lists(org), { comments: id }] as const,
  activity: (org: string, id: string) => [...projectKeys.lists(org), { activity: id }] as const,
};

const listPath = (org: string, params: Record<string, string | undefined>) => {
  const query = Object.entries(params).filter((e): e is [string, string] => Boolean(e[1]));
  return `/orgs/${org}/projects?${new URLSearchParams(query)}`;
};

/** One kind's projects, searched by name and sorted; the previous list stays on screen while a new search loads. */
export const projectListQuery = <K extends ProjectKind>(org: string, kind: K, q = '', sort: ProjectSort = 'updated') =>
  queryOptions({
    queryKey: [...projectKeys.kindLists(org, kind), { q: q.trim(), sort }] as const,
    queryFn: () => api<ProjectItem<K>[]>(listPath(org, { kind, q: q.trim(), sort })),
    placeholderData: (previous) => previous,
  });

/** The last `limit` projects edited, of every kind (the dashboard's "Recent projects"). */
export const recentProjectsQuery = (org: string, limit: number) =>
  queryOptions({
    queryKey: [...projectKeys.kindLists(org, 'any'), { sort: 'updated', limit }] as const,
    queryFn: () => api<ProjectItem[]>(listPath(org, { sort: 'updated', limit: String(limit) })),
  });

/** One project with its document, as the server has it now (another kind's project is not found). */
export const readProject = <K extends ProjectKind>(org: string, kind: K, id: string) =>
  api<ProjectView<K>>(`/orgs/${org}/projects/${encodeURIComponent(id)}?kind=${kind}`);

/** One project with its document. An editor's copy is kept fresh by its own saves, so it is never fetched again behind it. */
export const projectQuery = <K extends ProjectKind>(org: string, kind: K, id: string) =>
  queryOptions({ queryKey: projectKeys.one(org, id), queryFn: () => readProject(org, kind, id), staleTime: Infinity });

/** The autosave's call (its save store handles failures itself, so it is not a mutation). */
export const saveProject = <K extends ProjectKind>(
  org: string,
  kind: K,
  id: string,
  changes: { name?: string; document?: ProjectDocument<K>; baseVersion: number },
) => api<ProjectView<K>>(`/orgs/${org}/projects/${encodeURIComponent(id)}`, { method: 'PATCH', body: { kind, ...changes } });

/** After a save the editor already has: this project's entry is the answer, and every list is read again when next shown. */
export function projectSaved<K extends ProjectKind>(client: QueryClient, org: string, project: ProjectView<K>) {
  client.setQueryData(projectKeys.one(org, project.id), project);
  void client.invalidateQueries({ queryKey: projectKeys.lists(org), refetchType: 'none' });
}

/** Refreshes every list of the organization, whatever its kind (the dashboard's included). */
const refreshLists = (client: QueryClient, org: string) => client.invalidateQueries({ queryKey: projectKeys.lists(org) });

/**
 * The mutations' options, apart from React so a test can run them on a client.
 * Each one's lists are read again before the caller's onSuccess, so a toast
 * never announces a change the page does not show yet.
 */
export const projectMutations = {
  create: <K extends ProjectKind>(client: QueryClient, org: string, kind: K) => ({
    mutationFn: ({ name, document }: { name: string; document: ProjectDocument<K> }) =>
      api<ProjectView<K>>(`/orgs/${org}/projects`, { method: 'POST', body: { kind, name, document } }),
    onSuccess: () => refreshLists(client, org),
  }),
  /** A rename, or a save outside an editor (a caption saved again): the answer, at its new version, is the project's entry. */
  update: <K extends ProjectKind>(client: QueryClient, org: string, kind: K) => ({
    mutationFn: ({ id, ...changes }: { id: string; name?: string; document?: ProjectDocument<K>; baseVersion: number }) =>
      saveProject(org, kind, id, changes),
    onSuccess: (p: ProjectView<K>) => {
      client.setQueryData(projectKeys.one(org, p.id), p);
      return refreshLists(client, org);
    },
  }),
  duplicate: (client: QueryClient, org: string) => ({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api<ProjectView>(`/orgs/${org}/projects/${encodeURIComponent(id)}/duplicate`, { method: 'POST', body: { name } }),
    onSuccess: () => refreshLists(client, org),
  }),
  delete: (client: QueryClient, org: string) => ({
    mutationFn: (id: string) => api<null>(`/orgs/${org}/projects/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_none: null, id: string) => {
      client.removeQueries({ queryKey: projectKeys.one(org, id) });
      return refreshLists(client, org);
    },
  }),
};

export const useCreateProject = <K extends ProjectKind>(org: string, kind: K) =>
  useMutation(projectMutations.create(useQueryClient(), org, kind));
export const useUpdateProject = <K extends ProjectKind>(org: string, kind: K) =>
  useMutation(projectMutations.update(useQueryClient(), org, kind));
export const useDuplicateProject = (org: string) => useMutation(projectMutations.duplicate(useQueryClient(), org));
export const useDeleteProject = (org: string) => useMutation(projectMutations.delete(useQueryClient(), org));

/**
 * Tells a project's activity of a file exported as a download only (decision 071). Best effort: the
 * file is already on the user's disk, so a lost line of history is not worth an error on screen.
 */
export function useRecordDownload(org: string, projectId: string) {
  const client = useQueryClient();
  return (name: string) =>
    void api<null>(`/orgs/${org}/projects/${encodeURIComponent(projectId)}/activity/exported`, { method: 'POST', body: { name } })
      .then(() => client.invalidateQueries({ queryKey: projectKeys.activity(org, projectId) }))
      .catch(() => undefined);
}
