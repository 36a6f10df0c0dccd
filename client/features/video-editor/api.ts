// The video editor's server calls: its projects (kind `video` of /projects),
// saved by the kernel's autosave, and the kit its text is styled with.
import { queryOptions } from '@tanstack/react-query';
import type { AnyProjectView, ProjectListItem } from '@src/common/contracts/projects';
import type { VideoDocument, VideoSummary } from '@src/common/contracts/video';
import { api } from '@client/lib/api';
import { useRefreshingMutation } from '@client/lib/mutation';

export type VideoProjectView = AnyProjectView & { kind: 'video'; document: VideoDocument };
export interface VideoProjectItem extends ProjectListItem {
  summary: VideoSummary;
}

export const videoProjectsKey = (org: string) => ['orgs', org, 'projects', 'video'] as const;

export const videoProjectsQuery = (org: string, q: string, sort: string) =>
  queryOptions({
    queryKey: [...videoProjectsKey(org), { q, sort }] as const,
    queryFn: () =>
      api<VideoProjectItem[]>(
        `/orgs/${org}/projects?${new URLSearchParams({ kind: 'video', ...(q.trim() ? { q: q.trim() } : {}), sort })}`,
      ),
    placeholderData: (previous) => previous,
  });

export const videoProjectQuery = (org: string, id: string) =>
  queryOptions({
    queryKey: [...videoProjectsKey(org), id] as const,
    queryFn: () => api<VideoProjectView>(`/orgs/${org}/projects/${id}?kind=video`),
    staleTime: Infinity,
  });

/** The autosave's call (its save store handles failures itself, so it is not a mutation). */
export const saveVideoProject = (org: string, id: string, changes: { name?: string; document?: VideoDocument; baseVersion: number }) =>
  api<VideoProjectView>(`/orgs/${org}/projects/${id}`, { method: 'PATCH', body: { kind: 'video', ...changes } });

export const useCreateVideoProject = (org: string) =>
  useRefreshingMutation(
    ({ name, document }: { name: string; document: VideoDocument }) =>
      api<VideoProjectView>(`/orgs/${org}/projects`, { method: 'POST', body: { kind: 'video', name, document } }),
    [videoProjectsKey(org)],
  );
export const useRenameVideoProject = (org: string) =>
  useRefreshingMutation(
    ({ id, name, baseVersion }: { id: string; name: string; baseVersion: number }) => saveVideoProject(org, id, { name, baseVersion }),
    [videoProjectsKey(org)],
  );
export const useDuplicateVideoProject = (org: string) =>
  useRefreshingMutation(
    ({ id, name }: { id: string; name: string }) =>
      api<VideoProjectView>(`/orgs/${org}/projects/${id}/duplicate`, { method: 'POST', body: { name } }),
    [videoProjectsKey(org)],
  );
export const useDeleteVideoProject = (org: string) =>
  useRefreshingMutation((id: string) => api<null>(`/orgs/${org}/projects/${id}`, { method: 'DELETE' }), [videoProjectsKey(org)]);
