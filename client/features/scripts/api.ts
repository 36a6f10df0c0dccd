// The script creator's server calls: its projects (kind `script` of
// /projects), saved by the kernel's autosave, the paid AI draft, and the video
// project "send to video editor" creates.
import { queryOptions } from '@tanstack/react-query';
import type { AnyProjectView, ProjectListItem } from '@src/common/contracts/projects';
import type { ScriptDocument, ScriptDraftRequest, ScriptDraftResult, ScriptSummary } from '@src/common/contracts/script';
import type { VideoDocument } from '@src/common/contracts/video';
import { api } from '@client/lib/api';
import { useRefreshingMutation } from '@client/lib/mutation';
import { creditsKey, orgsQueryKey } from '../orgs/api/orgs';
import { videoProjectsKey } from '../video-editor/api';

export type ScriptProjectView = AnyProjectView & { kind: 'script'; document: ScriptDocument };
export interface ScriptProjectItem extends ProjectListItem {
  summary: ScriptSummary;
}

export const scriptProjectsKey = (org: string) => ['orgs', org, 'projects', 'script'] as const;

export const scriptProjectsQuery = (org: string, q: string, sort: string) =>
  queryOptions({
    queryKey: [...scriptProjectsKey(org), { q, sort }] as const,
    queryFn: () =>
      api<ScriptProjectItem[]>(
        `/orgs/${org}/projects?${new URLSearchParams({ kind: 'script', ...(q.trim() ? { q: q.trim() } : {}), sort })}`,
      ),
    placeholderData: (previous) => previous,
  });

export const scriptProjectQuery = (org: string, id: string) =>
  queryOptions({
    queryKey: [...scriptProjectsKey(org), id] as const,
    queryFn: () => api<ScriptProjectView>(`/orgs/${org}/projects/${id}?kind=script`),
    staleTime: Infinity,
  });

/** The autosave's call (its save store handles failures itself, so it is not a mutation). */
export const saveScriptProject = (org: string, id: string, changes: { name?: string; document?: ScriptDocument; baseVersion: number }) =>
  api<ScriptProjectView>(`/orgs/${org}/projects/${id}`, { method: 'PATCH', body: { kind: 'script', ...changes } });

export const useCreateScriptProject = (org: string) =>
  useRefreshingMutation(
    ({ name, document }: { name: string; document: ScriptDocument }) =>
      api<ScriptProjectView>(`/orgs/${org}/projects`, { method: 'POST', body: { kind: 'script', name, document } }),
    [scriptProjectsKey(org)],
  );
export const useRenameScriptProject = (org: string) =>
  useRefreshingMutation(
    ({ id, name, baseVersion }: { id: string; name: string; baseVersion: number }) => saveScriptProject(org, id, { name, baseVersion }),
    [scriptProjectsKey(org)],
  );
export const useDuplicateScriptProject = (org: string) =>
  useRefreshingMutation(
    ({ id, name }: { id: string; name: string }) =>
      api<ScriptProjectView>(`/orgs/${org}/projects/${id}/duplicate`, { method: 'POST', body: { name } }),
    [scriptProjectsKey(org)],
  );
export const useDeleteScriptProject = (org: string) =>
  useRefreshingMutation((id: string) => api<null>(`/orgs/${org}/projects/${id}`, { method: 'DELETE' }), [scriptProjectsKey(org)]);

// Paid: each call carries the user action's Idempotency-Key, and spends credits, so the balance is read again.
export const useDraftScript = (org: string) =>
  useRefreshingMutation(
    ({ req, idempotencyKey }: { req: ScriptDraftRequest; idempotencyKey: string }) =>
      api<ScriptDraftResult>(`/orgs/${org}/ai/script-draft`, { method: 'POST', body: req, idempotencyKey }),
    [creditsKey(org), { queryKey: orgsQueryKey, exact: true }],
  );

export const useCreateVideoFromScript = (org: string) =>
  useRefreshingMutation(
    ({ name, document }: { name: string; document: VideoDocument }) =>
      api<AnyProjectView>(`/orgs/${org}/projects`, { method: 'POST', body: { kind: 'video', name, document } }),
    [videoProjectsKey(org)],
  );
