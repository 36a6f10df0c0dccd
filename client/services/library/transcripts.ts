// An asset's transcript and the server's speech engine, as the library reads them.
import { queryOptions } from '@tanstack/react-query';
import type { SpeechStatus, TranscribeChunkRequest, TranscribeChunkResult, Transcript } from '@src/common/contracts/transcript';
import { api } from '@client/lib/api';
import { libraryKey } from './library';

export const transcriptQuery = (org: string, assetId: string) =>
  queryOptions({
    queryKey: [...libraryKey(org), 'transcript', assetId] as const,
    // null: no transcript yet.
    queryFn: () => api<Transcript | null>(`/orgs/${org}/assets/${assetId}/transcript`),
  });

export const speechStatusQuery = () =>
  queryOptions({ queryKey: ['speech', 'status'] as const, queryFn: () => api<SpeechStatus>('/speech/status'), staleTime: 5 * 60_000 });

export const saveTranscript = (org: string, assetId: string, transcript: Transcript) =>
  api<{ wordCount: number }>(`/orgs/${org}/assets/${assetId}/transcript`, { method: 'PUT', body: transcript });

export const transcribeChunk = (org: string, assetId: string, body: TranscribeChunkRequest, idempotencyKey: string, signal?: AbortSignal) =>
  api<TranscribeChunkResult>(`/orgs/${org}/assets/${assetId}/transcribe`, { method: 'POST', body, idempotencyKey, signal });
