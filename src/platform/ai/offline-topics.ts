// The offline answer to "which topics do these titles cover" (decision 082):
// the competitor analysis's rules (frequent title words, stop words out in pt
// and en), in the shape a model answers, so both paths share one check.
import { clusterTitles } from '../../common/competitors/stats';
import type { TitleTopics } from '../../common/contracts/competitors';
import type { AiTask } from './types';

export function clusterTopics(task: Extract<AiTask, { kind: 'title_topics' }>): TitleTopics {
  const clusters = clusterTitles(
    task.titles.map((t) => t.title),
    task.max,
  );
  return {
    topics: clusters.map((c) => ({ label: c.label, words: c.words, videoIds: c.members.map((i) => task.titles[i]!.id) })),
  };
}
