// The uploader's wire: JSON calls through the app's API client, and parts sent
// with XMLHttpRequest because fetch cannot report upload progress.
import type { AssetView, CreateUploadInput, UploadView } from '@src/common/contracts/media';
import { ApiRequestError, api } from '@client/lib/api';
import { TransferError, type UploadTransport } from './engine';

function detailOf(body: unknown): string {
  const detail = (body as { detail?: unknown } | null)?.detail;
  return typeof detail === 'string' ? detail : 'server_error';
}

/** API errors as the engine understands them. */
async function wrap<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiRequestError)
      throw new TransferError(error.status, error.status === null ? 'network_error' : detailOf(error.body));
    throw error;
  }
}

export const createUpload = (org: string, input: CreateUploadInput) =>
  wrap(() => api<UploadView>(`/orgs/${org}/uploads`, { method: 'POST', body: input }));
export const pendingUploads = (org: string) => api<UploadView[]>(`/orgs/${org}/uploads`);
export const putThumbnail = (org: string, assetId: string, blob: Blob) =>
  fetch(`/api/v1/orgs/${org}/assets/${assetId}/thumbnail`, {
    method: 'PUT',
    credentials: 'include',
    headers: { 'Content-Type': 'application/octet-stream' },
    body: blob,
  });

export function transportFor(org: string): UploadTransport {
  return {
    sendPart: (id, n, body, onProgress, signal) =>
      new Promise<void>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('PUT', `/api/v1/orgs/${org}/uploads/${id}/parts/${n}`);
        xhr.setRequestHeader('Content-Type', 'application/octet-stream');
        xhr.upload.onprogress = (e) => onProgress(e.loaded);
        xhr.onload = () => {
          if (xhr.status >= 200 && xhr.status < 300) return resolve();
          let body: unknown = null;
          try {
            body = JSON.parse(xhr.responseText);
          } catch {
            /* a proxy's HTML error page: keep the status */
          }
          reject(new TransferError(xhr.status, detailOf(body)));
        };
        xhr.onerror = () => reject(new TransferError(null, 'network_error'));
        xhr.onabort = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
        if (signal.aborted) return reject(signal.reason);
        signal.addEventListener('abort', () => xhr.abort(), { once: true });
        xhr.send(body);
      }),
    complete: (id) => wrap(() => api<AssetView>(`/orgs/${org}/uploads/${id}/complete`, { method: 'POST' })),
    abort: (id) => wrap(() => api<null>(`/orgs/${org}/uploads/${id}`, { method: 'DELETE' })).then(() => undefined),
  };
}
