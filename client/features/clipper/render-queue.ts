// Clips rendered one after another in the media worker, each then saved to the
// library; no React inside (the page subscribes). A clip's first render takes
// its 50 credits before any work (charging is the server's: clipper/renders.ts,
// decision 032); a failure or a stop gives nothing back, so the clip is paid and
// trying again is free. The MP4 goes up through the upload the server makes for
// that render, the only file its "done" links.
import type { AssetView } from '@src/common/contracts/media';
import type { Composition } from '@client/media/render/composition';
import { mediaClient } from '@client/media/client';
import { saveExportToLibrary } from '../../services/library/save-export';
import { failRender, finishRender, startRender, startRenderUpload } from './api';
import type { RenderJobStatus } from './model/render-status';

export type RenderStatus = RenderJobStatus;

export interface RenderJob {
  clipId: string;
  status: RenderStatus;
  /** 0..1 of the current step. */
  progress: number;
  /** The finished MP4, for the download link. */
  url: string | null;
  fileName: string;
  assetId: string | null;
  /** The saved file, for "Share" beside the download (decision 098). */
  asset: AssetView | null;
  error: unknown;
  /** The clip's credits were taken: a retry after a failure is free. */
  paid: boolean;
}

export interface RenderRequest {
  org: string;
  projectId: string;
  clipId: string;
  fileName: string;
  build: () => Promise<Composition>;
  /** The server took the clip's credits (or found them taken): the balance may have moved. */
  onStarted: (charged: number) => void;
  onDone: (clipId: string, assetId: string) => void;
  onError: (error: unknown) => void;
}

export class RenderQueue {
  private jobs: RenderJob[] = [];
  private waiting: RenderRequest[] = [];
  private running: AbortController | null = null;
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  getSnapshot = () => this.jobs;

  private set(clipId: string, patch: Partial<RenderJob>) {
    this.jobs = this.jobs.map((j) => (j.clipId === clipId ? { ...j, ...patch } : j));
    for (const l of this.listeners) l();
  }

  /** Queues a clip (a clip already queued or running is not queued twice). */
  add(request: RenderRequest) {
    const current = this.jobs.find((j) => j.clipId === request.clipId);
    if (current && (current.status === 'queued' || current.status === 'rendering' || current.status === 'saving')) return;
    if (current?.url) URL.revokeObjectURL(current.url);
    const job: RenderJob = {
      clipId: request.clipId,
      status: 'queued',
      progress: 0,
      url: null,
      fileName: request.fileName,
      assetId: null,
      asset: null,
      error: null,
      paid: false,
    };
    this.jobs = [...this.jobs.filter((j) => j.clipId !== request.clipId), job];
    this.waiting.push(request);
    for (const l of this.listeners) l();
    if (!this.running) void this.next();
  }

  /** Stops the running render and empties the queue (a started clip stays paid: its retry is free). */
  stop() {
    for (const r of this.waiting) this.set(r.clipId, { status: 'failed', error: { code: 'cancelled' } });
    this.waiting = [];
    this.running?.abort();
  }

  dispose() {
    this.stop();
    for (const j of this.jobs) if (j.url) URL.revokeObjectURL(j.url);
  }

  private async next() {
    const request = this.waiting.shift();
    if (!request) {
      this.running = null;
      return;
    }
    const controller = new AbortController();
    this.running = controller;
    await this.run(request, controller.signal);
    void this.next();
  }

  private async run(r: RenderRequest, signal: AbortSignal) {
    let started = false;
    try {
      const start = await startRender(r.org, r.projectId, r.clipId, crypto.randomUUID());
      started = true;
      this.set(r.clipId, { status: 'rendering', progress: 0, paid: true });
      r.onStarted(start.charged);
      const composition = await r.build();
      const out = await mediaClient().run('render', composition, {
        signal,
        onProgress: (done, total) => this.set(r.clipId, { progress: total ? done / total : 0 }),
      });
      this.set(r.clipId, { status: 'saving', progress: 0 });
      const { asset } = await saveExportToLibrary(
        r.org,
        out,
        r.fileName,
        r.projectId,
        (loaded, size) => this.set(r.clipId, { progress: size ? loaded / size : 0 }),
        (input) => startRenderUpload(r.org, r.projectId, r.clipId, input),
      );
      await finishRender(r.org, r.projectId, r.clipId, asset.id);
      this.set(r.clipId, { status: 'done', progress: 1, url: URL.createObjectURL(out.file), assetId: asset.id, asset });
      r.onDone(r.clipId, asset.id);
    } catch (error) {
      this.set(r.clipId, { status: 'failed', error });
      // Tells the server this attempt is over (no credits move); the next one starts afresh, free.
      if (started) await failRender(r.org, r.projectId, r.clipId).catch(() => undefined);
      r.onError(error);
    }
  }
}
