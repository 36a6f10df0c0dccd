import { describe, expect, it } from 'vitest';
import type { ClipRenderView } from '../../src/common/contracts/clip';
import { renderView, rendersPollMs, type JobLike } from '../../client/features/clipper/model/render-status';

const server = (status: ClipRenderView['status'], assetId: string | null = null): ClipRenderView => ({
  clipId: 'c1',
  status,
  assetId,
  paid: true,
});
const job = (status: JobLike['status'], patch: Partial<JobLike> = {}): JobLike => ({
  status,
  progress: 0.42,
  url: null,
  fileName: 'c.mp4',
  paid: true,
  ...patch,
});

describe('a clip’s render status', () => {
  it('on a reopened project (no job in this tab) shows the file the server has, at once', () => {
    expect(renderView(undefined, server('done', 'ast_1'))).toEqual({ kind: 'inLibrary', assetId: 'ast_1' });
  });

  it('shows a render running elsewhere, and a failed one as paid (the retry is free)', () => {
    expect(renderView(undefined, server('rendering'))).toEqual({ kind: 'elsewhere' });
    expect(renderView(undefined, server('failed'))).toEqual({ kind: 'failed', paid: true });
    expect(renderView(undefined, undefined)).toEqual({ kind: 'none' });
  });

  it('follows this tab’s "render again" from its first instant over the server’s older record', () => {
    const done = server('done', 'ast_1');
    expect(renderView(job('queued'), done)).toEqual({ kind: 'queued' });
    expect(renderView(job('rendering'), done)).toEqual({ kind: 'rendering', percent: 42 });
    expect(renderView(job('saving'), done)).toEqual({ kind: 'saving', percent: 42 });
    expect(renderView(job('done', { url: 'blob:x' }), done)).toEqual({ kind: 'done', url: 'blob:x', fileName: 'c.mp4', asset: null });
    expect(renderView(job('failed', { paid: false }), undefined)).toEqual({ kind: 'failed', paid: false });
  });

  it('polls the renders while one runs, and stops when none does', () => {
    expect(rendersPollMs([server('done', 'a'), server('rendering')])).toBeGreaterThan(0);
    expect(rendersPollMs([server('done', 'a')])).toBe(false);
    expect(rendersPollMs(undefined)).toBe(false);
  });
});
