// The chosen video draft read into the rules' input: a clip of a clipper
// project with its video's stored transcript, a video editor project's
// animated captions, or a library video with its stored transcript (none: the
// talk's factors are said unmeasured). Its picture and sound are measured in
// the browser (use-signals.ts). Scored on the client, free, offline like the rules.
import { useQuery } from '@tanstack/react-query';
import type { Clip } from '@src/common/contracts/clip';
import { assetDraft, clipDraft, clipRange, videoDraft } from '@src/common/viral/clip';
import type { Network, Score } from '@src/common/viral/factors';
import { mainTrackVideos, timelineCutsMs } from '@src/common/viral/project';
import { scoreSpeech, type SpeechDraft, type VideoSignals, type Voice } from '@src/common/viral/speech';
import { projectQuery } from '@client/projects/api';
import { assetsQuery } from '@client/services/library/library';
import { transcriptQuery } from '@client/services/library/transcripts';
import { useVideoSignals, type SignalsState, type SignalTarget } from './use-signals';

export type SourceKind = 'clip' | 'video' | 'library' | 'text';
export interface Choice {
  kind: SourceKind;
  clipProjectId: string;
  clipId: string;
  videoProjectId: string;
  assetId: string;
}
export const NO_CHOICE: Choice = { kind: 'clip', clipProjectId: '', clipId: '', videoProjectId: '', assetId: '' };

export interface DraftState {
  score: Score | null;
  status: 'choose' | 'reading' | 'ready' | 'failed';
  /** The clip scored, with its project's version, for a suggestion applied to it. */
  clip: { projectId: string; version: number; clip: Clip } | null;
  /** The picture and sound being measured. */
  analysis: SignalsState;
}

/** Nothing to measure the picture on (a clip of no library video, a project without a video item): said per factor. */
const UNREADABLE: VideoSignals = { sound: null, cutsMs: null, faces: null };

export const videosQuery = (org: string) => assetsQuery(org, { kind: 'video' });

export function useDraftScore(org: string, c: Choice, network: Network, voice: Voice | null): DraftState {
  const clipProject = useQuery({
    ...projectQuery(org, 'clip', c.clipProjectId),
    enabled: c.kind === 'clip' && Boolean(org && c.clipProjectId),
  });
  const clipAsset = clipProject.data?.document.source.assetId ?? '';
  const asset = c.kind === 'clip' ? clipAsset : c.kind === 'library' ? c.assetId : '';
  const transcript = useQuery({ ...transcriptQuery(org, asset), enabled: Boolean(org && asset) });
  const video = useQuery({
    ...projectQuery(org, 'video', c.videoProjectId),
    enabled: c.kind === 'video' && Boolean(org && c.videoProjectId),
  });
  const videos = useQuery({ ...videosQuery(org), enabled: c.kind === 'library' && Boolean(org) });

  // What is scored and where its picture is, before any hook returns early.
  let draft: SpeechDraft | null = null;
  let target: SignalTarget | null = null;
  let clipRef: DraftState['clip'] = null;
  let waitingOn: { isError: boolean } | null = null;
  /** A library video whose length the library does not know: the file's own is waited for. */
  let lengthFromFile = false;
  /** A video project's own edits, counted with the cuts measured inside its videos (decisions 088, 094). */
  let editsMs: number[] | null = null;
  if (c.kind === 'clip' && c.clipProjectId && c.clipId) {
    const clip = clipProject.data?.document.clips.find((x) => x.id === c.clipId);
    if (!clipProject.data) waitingOn = clipProject;
    else if (clip && clipAsset && (transcript.isPending || transcript.isError)) waitingOn = transcript;
    else if (clip) {
      clipRef = { projectId: clipProject.data.id, version: clipProject.data.version, clip };
      draft = clipDraft(clip, transcript.data ?? null);
      target = clipAsset ? [{ assetId: clipAsset, range: clipRange(clip) }] : null;
    }
  } else if (c.kind === 'video' && c.videoProjectId) {
    if (!video.data) waitingOn = video;
    else {
      draft = videoDraft(video.data.document);
      const parts = mainTrackVideos(video.data.document);
      target = parts.length ? parts : null;
      editsMs = timelineCutsMs(video.data.document);
    }
  } else if (c.kind === 'library' && c.assetId) {
    const found = videos.data?.find((a) => a.id === c.assetId);
    if (!found) waitingOn = videos;
    else if (transcript.isPending || transcript.isError) waitingOn = transcript;
    else {
      // A length the library does not know is read from the file itself (the measure's first step).
      const durationMs = found.durationMs ?? transcript.data?.durationMs ?? null;
      draft = assetDraft(durationMs ?? 0, transcript.data ?? null);
      lengthFromFile = durationMs === null;
      target = [{ assetId: found.id, range: { startMs: 0, endMs: durationMs ?? Number.MAX_SAFE_INTEGER, cuts: [], atMs: 0, speed: 1 } }];
    }
  }
  const analysis = useVideoSignals(org, target);
  if (draft && lengthFromFile) {
    if (!analysis.finished) waitingOn = { isError: false };
    else draft = { ...draft, durationMs: analysis.mediaMs ?? 0 };
  }

  if (waitingOn) return { score: null, status: waitingOn.isError ? 'failed' : 'reading', clip: null, analysis };
  if (!draft) return { score: null, status: 'choose', clip: null, analysis };
  const measured = target ? analysis.signals : UNREADABLE;
  const signals = editsMs ? { ...measured, editsMs } : measured;
  return { score: scoreSpeech(network, draft, voice, signals), status: 'ready', clip: clipRef, analysis };
}
