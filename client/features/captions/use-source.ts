// The chosen source, read into the text the generator sends: a brief as typed,
// a carousel's slide texts, a clip's headline and words, a video's transcript.
import { useQuery } from '@tanstack/react-query';
import type { CaptionSource, CaptionSourceKind } from '@src/common/contracts/caption';
import { projectQuery } from '@client/projects/api';
import { transcriptQuery } from '@client/services/library/transcripts';
import { boundSource, carouselText, clipText, transcriptText } from './model';

export interface SourceChoice {
  kind: CaptionSourceKind;
  brief: string;
  carouselId: string;
  clipProjectId: string;
  clipId: string;
  videoId: string;
}
export const NO_SOURCE: SourceChoice = { kind: 'brief', brief: '', carouselId: '', clipProjectId: '', clipId: '', videoId: '' };

export type SourceStatus = 'ready' | 'choose' | 'reading' | 'empty' | 'no-transcript' | 'failed';

export interface SourceState {
  /** What the generator sends; null while nothing usable is chosen. */
  source: CaptionSource | null;
  status: SourceStatus;
  truncated: boolean;
}

export function useSourceText(org: string, c: SourceChoice, names: { video: string }): SourceState {
  const carousel = useQuery({
    ...projectQuery(org, 'carousel', c.carouselId),
    enabled: c.kind === 'carousel' && Boolean(org && c.carouselId),
  });
  const clipProject = useQuery({
    ...projectQuery(org, 'clip', c.clipProjectId),
    enabled: c.kind === 'clip' && Boolean(org && c.clipProjectId),
  });
  const clipAsset = clipProject.data?.document.source.assetId ?? '';
  const clipTranscript = useQuery({
    ...transcriptQuery(org, clipAsset),
    enabled: c.kind === 'clip' && Boolean(org && clipAsset && c.clipId),
  });
  const video = useQuery({ ...transcriptQuery(org, c.videoId), enabled: c.kind === 'transcript' && Boolean(org && c.videoId) });

  const state = (kind: CaptionSourceKind, label: string, raw: string): SourceState => {
    const { text, truncated } = boundSource(raw);
    return text ? { source: { kind, label, text }, status: 'ready', truncated } : { source: null, status: 'empty', truncated: false };
  };
  const waiting = (q: { isPending: boolean; isError: boolean }): SourceState => ({
    source: null,
    status: q.isError ? 'failed' : 'reading',
    truncated: false,
  });
  const choose: SourceState = { source: null, status: 'choose', truncated: false };

  switch (c.kind) {
    case 'brief':
      return c.brief.trim() ? state('brief', '', c.brief) : choose;
    case 'carousel':
      if (!c.carouselId) return choose;
      if (!carousel.data) return waiting(carousel);
      return state('carousel', carousel.data.name, carouselText(carousel.data.document));
    case 'clip': {
      if (!c.clipProjectId || !c.clipId) return choose;
      if (!clipProject.data) return waiting(clipProject);
      const clip = clipProject.data.document.clips.find((x) => x.id === c.clipId);
      if (!clip) return choose;
      if (clipAsset && clipTranscript.isPending) return waiting(clipTranscript);
      return state('clip', clip.name || clipProject.data.name, clipText(clip, clipTranscript.data ?? null));
    }
    case 'transcript':
      if (!c.videoId) return choose;
      if (video.isPending || video.isError) return waiting(video);
      if (!video.data) return { source: null, status: 'no-transcript', truncated: false };
      return state('transcript', names.video, transcriptText(video.data));
  }
}
