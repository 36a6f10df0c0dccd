// Where a clipper project reads its long video. Once in the library: the
// asset's URL. Before that, the file this tab is uploading, so the analysis
// starts at once and never waits for the upload. A project whose upload
// stopped with an earlier visit says so honestly and takes the same file again
// (the upload resumes where it stopped, matched by its fingerprint).
import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ClipDocument } from '@src/common/contracts/clip';
import { assetContentPath, type UploadStateView } from '@src/common/contracts/media';
import { api } from '@client/lib/api';
import type { MediaRef } from '@client/media/protocol';
import { useUpload, type UploadSnapshot } from '../../../services/library/use-upload';

export interface ClipSource {
  /** What the media worker reads; null while this tab cannot read the video. */
  ref: MediaRef | null;
  /** What a <video> plays; null like `ref`. */
  playUrl: string | null;
  assetId: string | null;
  /** This tab's upload of the video, while it goes. */
  upload: UploadSnapshot | null;
  /** The upload stopped with an earlier visit and this tab has not the file: the page asks for it again. */
  needsFile: boolean;
  /** The upload was cancelled or the video deleted: there is nothing to read. */
  gone: boolean;
}

export const uploadStateQuery = (org: string, uploadId: string) => ({
  queryKey: ['orgs', org, 'uploads', uploadId, 'state'] as const,
  queryFn: () => api<UploadStateView>(`/orgs/${org}/uploads/${uploadId}/state`),
});

/** `onAsset` is called once the upload has become a library asset (by this tab, or by an earlier visit). */
export function useClipSource(org: string, source: ClipDocument['source'], onAsset: (assetId: string) => void): ClipSource {
  const { assetId, uploadId } = source;
  const item = useUpload(!assetId ? uploadId : null);
  const snapshot = item?.snapshot ?? null;
  const state = useQuery({
    ...uploadStateQuery(org, uploadId ?? ''),
    enabled: Boolean(org && uploadId && !assetId && !item),
    retry: false,
    // Another tab (or another visit) may be finishing it: look again now and then until it is settled.
    refetchInterval: (q) => (q.state.data?.status === 'uploading' ? 10_000 : false),
  });
  const finished =
    snapshot?.status === 'done' ? (snapshot.asset?.id ?? null) : state.data?.status === 'completed' ? state.data.assetId : null;
  useEffect(() => {
    if (!assetId && finished) onAsset(finished);
  }, [assetId, finished, onAsset]);

  const file = item?.file ?? null;
  const fileUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (fileUrl ? URL.revokeObjectURL(fileUrl) : undefined), [fileUrl]);

  if (assetId) {
    const url = assetContentPath(org, assetId);
    return { ref: { url }, playUrl: url, assetId, upload: null, needsFile: false, gone: false };
  }
  return {
    ref: file ? { blob: file } : null,
    playUrl: fileUrl,
    assetId: null,
    upload: snapshot,
    needsFile: !file && state.data?.status === 'uploading',
    gone: !file && (state.data?.status === 'aborted' || state.isError),
  };
}
