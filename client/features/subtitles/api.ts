// The subtitles tool's server calls: the paid translation of cues through the
// AI layer (1 credit a batch). Its projects are the `subtitles` kind of
// client/projects (queries, saves and the autosave are there, one for every kind).
import type { SubtitlesTranslateRequest, SubtitlesTranslateResult } from '@src/common/contracts/subtitles';
import type { ProjectItem, ProjectView } from '@client/projects/kinds';
import { api } from '@client/lib/api';
import { useRefreshingMutation } from '@client/lib/mutation';
import { creditsKey, orgsQueryKey } from '../../services/orgs';

export type SubtitlesProjectView = ProjectView<'subtitles'>;
export type SubtitlesProjectItem = ProjectItem<'subtitles'>;

/** One batch of cues translated (1 credit): the key is this user action's and batch's, so a retry is not charged twice. */
export const useTranslateCues = (org: string) =>
  useRefreshingMutation(
    ({ req, idempotencyKey }: { req: SubtitlesTranslateRequest; idempotencyKey: string }) =>
      api<SubtitlesTranslateResult>(`/orgs/${org}/ai/subtitles-translate`, { method: 'POST', body: req, idempotencyKey }),
    [creditsKey(org), { queryKey: orgsQueryKey, exact: true }],
  );
