// The script creator's server calls: the paid AI draft. Its projects are the
// `script` kind of client/projects, and so is the video project "send to video
// editor" creates (`useCreateProject(org, 'video')`).
import type { ScriptDraftRequest, ScriptDraftResult } from '@src/common/contracts/script';
import type { ProjectItem, ProjectView } from '@client/projects/kinds';
import { usePaidAiAction } from '@client/services/ai-status';

export type ScriptProjectView = ProjectView<'script'>;
export type ScriptProjectItem = ProjectItem<'script'>;

// Paid: each call carries the user action's Idempotency-Key, and spends credits, so the balance is read again.
export const useDraftScript = (org: string) => usePaidAiAction<ScriptDraftRequest, ScriptDraftResult>(org, 'script-draft');
