// The story generator's server calls: the paid draft from a topic, and the
// draft's price as the server says it (prices live on the server only). Its
// projects are the `story` kind of client/projects.
import { useQuery } from '@tanstack/react-query';
import type { StoryDraftRequest, StoryDraftResult } from '@src/common/contracts/story';
import type { ProjectItem, ProjectView } from '@client/projects/kinds';
import { creditsQuery } from '@client/services/orgs';
import { usePaidAiAction } from '@client/services/ai-status';

export type StoryProjectView = ProjectView<'story'>;
export type StoryProjectItem = ProjectItem<'story'>;

/** Paid: the user action's Idempotency-Key goes along, and the balance is read again after. */
export const useDraftStory = (org: string) => usePaidAiAction<StoryDraftRequest, StoryDraftResult>(org, 'story-draft');

/** The draft's price: the carousel draft's item (decision 028; the ledger names it `story_draft`); null until known. */
export function useDraftPrice(org: string, enabled: boolean): number | null {
  const credits = useQuery({ ...creditsQuery(org), enabled: enabled && Boolean(org) });
  return credits.data?.prices.find((p) => p.item === 'carousel_draft')?.credits ?? null;
}
