// What a clip's render box says, from this tab's render job and the server's
// record of the clip's render. A reopened project has no job in this tab: the
// server's record is then the truth (a file in the library, a render running
// in another tab or an earlier visit, a failure), shown at once and polled
// while a render is running, so "render again" is never a silent page.
import type { ClipRenderView } from '@src/common/contracts/clip';
import type { AssetView } from '@src/common/contracts/media';

export type RenderJobStatus = 'queued' | 'rendering' | 'saving' | 'done' | 'failed';

export type RenderView =
  | { kind: 'none' }
  | { kind: 'queued' }
  | { kind: 'rendering' | 'saving'; percent: number }
  /** Rendered in this tab: its MP4 is at hand. */
  | { kind: 'done'; url: string; fileName: string; asset: AssetView | null }
  /** Rendered earlier (another visit or tab): the file is in the library. */
  | { kind: 'inLibrary'; assetId: string }
  /** The server has a render running that this tab did not start. */
  | { kind: 'elsewhere' }
  | { kind: 'failed'; paid: boolean };

export interface JobLike {
  status: RenderJobStatus;
  progress: number;
  url: string | null;
  fileName: string;
  asset?: AssetView | null;
  paid: boolean;
}

export function renderView(job: JobLike | undefined, server: ClipRenderView | undefined): RenderView {
  const paid = Boolean(server?.paid || job?.paid);
  if (job) {
    const percent = Math.round(job.progress * 100);
    if (job.status === 'queued') return { kind: 'queued' };
    if (job.status === 'rendering' || job.status === 'saving') return { kind: job.status, percent };
    if (job.status === 'failed') return { kind: 'failed', paid };
    if (job.url) return { kind: 'done', url: job.url, fileName: job.fileName, asset: job.asset ?? null };
  }
  if (server?.status === 'done' && server.assetId) return { kind: 'inLibrary', assetId: server.assetId };
  if (server?.status === 'rendering') return { kind: 'elsewhere' };
  if (server?.status === 'failed') return { kind: 'failed', paid };
  return { kind: 'none' };
}

/** How often the renders list is read again: while a render runs anywhere, every few seconds; else never. */
export const RENDERS_POLL_MS = 5000;
export function rendersPollMs(renders: readonly ClipRenderView[] | undefined): number | false {
  return renders?.some((r) => r.status === 'rendering') ? RENDERS_POLL_MS : false;
}
