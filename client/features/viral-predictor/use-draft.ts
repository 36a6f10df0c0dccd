// The chosen video draft read into the rules' input: a clip of a clipper
// project with its video's stored transcript, or a video editor project's
// animated captions. Scored on the client, free, offline like the rules.
import { useQuery } from '@tanstack/react-query';
import type { Clip } from '@src/common/contracts/clip';
import { clipDraft, videoDraft } from '@src/common/viral/clip';
import type { Network, Score } from '@src/common/viral/factors';
import { scoreSpeech, type Voice } from '@src/common/viral/speech';
import { projectQuery } from '@client/projects/api';
import { transcriptQuery } from '@client/services/library/transcripts';

export type SourceKind = 'clip' | 'video' | 'text';
export interface Choice {
  kind: SourceKind;
  clipProjectId: string;
  clipId: string;
  videoProjectId: string;
}
export const NO_CHOICE: Choice = { kind: 'clip', clipProjectId: '', clipId: '', videoProjectId: '' };

export interface DraftState {
  score: Score | null;
  status: 'choose' | 'reading' | 'ready' | 'no-transcript' | 'failed';
  /** The clip scored, with its project's version, for a suggestion applied to it. */
  clip: { projectId: string; version: number; clip: Clip } | null;
}

export function useDraftScore(org: string, c: Choice, network: Network, voice: Voice | null): DraftState {
  const clipProject = useQuery({
    ...projectQuery(org, 'clip', c.clipProjectId),
    enabled: c.kind === 'clip' && Boolean(org && c.clipProjectId),
  });
  const asset = clipProject.data?.document.source.assetId ?? '';
  const transcript = useQuery({ ...transcriptQuery(org, asset), enabled: c.kind === 'clip' && Boolean(org && asset) });
  const video = useQuery({
    ...projectQuery(org, 'video', c.videoProjectId),
    enabled: c.kind === 'video' && Boolean(org && c.videoProjectId),
  });
  const none: DraftState = { score: null, status: 'choose', clip: null };
  const waiting = (q: { isError: boolean }): DraftState => ({ score: null, status: q.isError ? 'failed' : 'reading', clip: null });

  if (c.kind === 'clip') {
    if (!c.clipProjectId || !c.clipId) return none;
    if (!clipProject.data) return waiting(clipProject);
    const clip = clipProject.data.document.clips.find((x) => x.id === c.clipId);
    if (!clip) return none;
    if (asset && (transcript.isPending || transcript.isError)) return waiting(transcript);
    const ref = { projectId: clipProject.data.id, version: clipProject.data.version, clip };
    if (!transcript.data) return { score: null, status: 'no-transcript', clip: ref };
    return { score: scoreSpeech(network, clipDraft(clip, transcript.data), voice), status: 'ready', clip: ref };
  }
  if (c.kind === 'video') {
    if (!c.videoProjectId) return none;
    if (!video.data) return waiting(video);
    return { score: scoreSpeech(network, videoDraft(video.data.document), voice), status: 'ready', clip: null };
  }
  return none;
}
