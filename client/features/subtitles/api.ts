// The subtitles tool's server calls: the paid translation of cues through the
// AI layer (1 credit a batch). Its projects are the `subtitles` kind of
// client/projects (queries, saves and the autosave are there, one for every kind).
import type { SubtitlesTranslateRequest, SubtitlesTranslateResult } from '@src/common/contracts/subtitles';
import type { ProjectItem, ProjectView } from '@client/projects/kinds';
import { usePaidAiAction } from '@client/services/ai-status';

export type SubtitlesProjectView = ProjectView<'subtitles'>;
export type SubtitlesProjectItem = ProjectItem<'subtitles'>;

/** One batch of cues translated (1 credit): the key is this user action's and batch's, so a retry is not charged twice. */
export const useTranslateCues = (org: string) =>
  usePaidAiAction<SubtitlesTranslateRequest, SubtitlesTranslateResult>(org, 'subtitles-translate');
