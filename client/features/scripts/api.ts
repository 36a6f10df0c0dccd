// The script creator's server calls: the paid AI draft. Its projects are the
// `script` kind of client/projects, and so is the video project "send to video
// editor" creates (`useCreateProject(org, 'video')`).
import type { ScriptDraftRequest, ScriptDraftResult } from '@src/common/contracts/script';
import { api } from '@client/lib/api';
import { useRefreshingMutation } from '@client/lib/mutation';
import type { ProjectItem, ProjectView } from '@client/projects/kinds';
import { creditsKey, orgsQueryKey } from '../../services/orgs';

export type ScriptProjectView = ProjectView<'script'>;
export type ScriptProjectItem = ProjectItem<'script'>;

// Paid: each call carries the user action's Idempotency-Key, and spends credits, so the balance is read again.
export const useDraftScript = (org: string) =>
  useRefreshingMutation(
    ({ req, idempotencyKey }: { req: ScriptDraftRequest; idempotencyKey: string }) =>
      api<ScriptDraftResult>(`/orgs/${org}/ai/script-draft`, { method: 'POST', body: req, idempotencyKey }),
    [creditsKey(org), { queryKey: orgsQueryKey, exact: true }],
  );
