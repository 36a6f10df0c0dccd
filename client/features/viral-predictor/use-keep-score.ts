// Keeps the draft's latest score on the server (decision 085), so a post published
// from it is later set beside its real views. Sent once the score settles (the
// picture and sound measures move it while they run), once per value.
import { useEffect, useRef } from 'react';
import type { Network } from '@src/common/viral/factors';
import { useSaveScore } from './api';
import type { Choice } from './use-draft';

/** What the score is kept for: the library video, or the clip's or video's project (its renders name it). */
export function subjectOf(c: Choice): string | null {
  if (c.kind === 'library' && c.assetId) return `asset:${c.assetId}`;
  if (c.kind === 'clip' && c.clipProjectId && c.clipId) return `project:${c.clipProjectId}`;
  if (c.kind === 'video' && c.videoProjectId) return `project:${c.videoProjectId}`;
  return null;
}

const SETTLE_MS = 1500;

export function useKeepScore(org: string, choice: Choice, network: Network, total: number | null, finished: boolean) {
  const save = useSaveScore(org);
  const sent = useRef('');
  const subject = subjectOf(choice);
  useEffect(() => {
    if (!org || !subject || total === null || !finished) return;
    const key = `${subject}|${network}|${total}`;
    if (sent.current === key) return;
    const timer = setTimeout(() => {
      sent.current = key;
      // Best effort: a score not kept only leaves this draft out of the history.
      save.mutate({ subject, score: Math.round(total), network });
    }, SETTLE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `save` changes every render; the key decides.
  }, [org, subject, network, total, finished]);
}
