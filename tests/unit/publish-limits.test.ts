// Each network's documented limits (decision 078): a post fits one of the
// network's shapes or is refused with the most telling code.
import { describe, expect, it } from 'vitest';
import { limitProblem, takesDocuments, titleRequiredFor, type FileFacts } from '../../src/common/contracts/publish-limits';

const MB = 1024 * 1024;
const video = (durationMs: number | null, size = 10 * MB): FileFacts => ({
  kind: 'video',
  size,
  durationMs,
  width: 1080,
  height: 1920,
  contentType: 'video/mp4',
});
const image = (width = 1080, height = 1350, size = MB, contentType = 'image/jpeg'): FileFacts => ({
  kind: 'image',
  size,
  durationMs: null,
  width,
  height,
  contentType,
});

describe('publish limits', () => {
  it('YouTube: one video up to 12 h and 256 GB, with a title', () => {
    expect(limitProblem('youtube', [video(12 * 3600_000)], 'T')).toBeNull();
    expect(limitProblem('youtube', [video(12 * 3600_000 + 1)], 'T')).toBe('publish_limit_too_long');
    expect(limitProblem('youtube', [video(1000, 256 * 1024 * MB + 1)], 'T')).toBe('publish_limit_too_large');
    expect(limitProblem('youtube', [image()], 'T')).toBe('publish_limit_kind');
    expect(limitProblem('youtube', [video(1000), video(1000)], 'T')).toBe('publish_limit_file_count');
    expect(limitProblem('youtube', [video(1000)], ' ')).toBe('publish_limit_title_required');
    // A duration the library does not know is left to the network.
    expect(limitProblem('youtube', [video(null)], 'T')).toBeNull();
  });

  it('TikTok: one video of 3 s to 10 min, or a photo post of 1 to 35 JPEG/WebP images up to 20 MB (decision 092)', () => {
    expect(limitProblem('tiktok', [video(3000)], '')).toBeNull();
    expect(limitProblem('tiktok', [video(2999)], '')).toBe('publish_limit_too_short');
    expect(limitProblem('tiktok', [video(600_001)], '')).toBe('publish_limit_too_long');
    expect(limitProblem('tiktok', [image()], '')).toBeNull();
    expect(limitProblem('tiktok', [image(1080, 1920, MB, 'image/webp')], '')).toBeNull();
    expect(limitProblem('tiktok', [image(1080, 1920, MB, 'image/png')], '')).toBe('publish_limit_image_type');
    expect(limitProblem('tiktok', [image(1080, 1920, 20 * MB + 1)], '')).toBe('publish_limit_too_large');
    expect(
      limitProblem(
        'tiktok',
        Array.from({ length: 35 }, () => image()),
        '',
      ),
    ).toBeNull();
    expect(
      limitProblem(
        'tiktok',
        Array.from({ length: 36 }, () => image()),
        '',
      ),
    ).toBe('publish_limit_file_count');
    expect(limitProblem('tiktok', [video(5000), video(5000)], '')).toBe('publish_limit_file_count');
    expect(limitProblem('tiktok', [video(5000), image()], '')).toBe('publish_limit_kind');
  });

  it('Instagram takes JPEG images only, alone or in a carousel', () => {
    expect(limitProblem('instagram', [image(1080, 1350, MB, 'image/png')], '')).toBe('publish_limit_image_type');
    expect(limitProblem('instagram', [image(), image(1080, 1350, MB, 'image/webp')], '')).toBe('publish_limit_image_type');
    expect(limitProblem('instagram', [image(), image()], '')).toBeNull();
    expect(limitProblem('linkedin', [image(1080, 1350, MB, 'image/png')], '')).toBeNull();
  });

  it('Instagram: a Reel up to 300 MB and 15 min, an image 4:5 to 1.91:1 up to 8 MB, a carousel of 2 to 10', () => {
    expect(limitProblem('instagram', [video(15 * 60_000, 300 * MB)], '')).toBeNull();
    expect(limitProblem('instagram', [video(60_000, 300 * MB + 1)], '')).toBe('publish_limit_too_large');
    expect(limitProblem('instagram', [image(1080, 566)], '')).toBeNull();
    expect(limitProblem('instagram', [image(1080, 1920)], '')).toBe('publish_limit_aspect');
    expect(limitProblem('instagram', [image(1080, 1080, 9 * MB)], '')).toBe('publish_limit_too_large');
    expect(limitProblem('instagram', [image(), video(5000)], '')).toBeNull();
    expect(
      limitProblem(
        'instagram',
        Array.from({ length: 11 }, () => image()),
        '',
      ),
    ).toBe('publish_limit_file_count');
  });

  it('LinkedIn: one video of 3 s to 30 min up to 5 GB, or up to 20 images; the test network keeps 1 to 20 of anything', () => {
    expect(limitProblem('linkedin', [video(30 * 60_000)], '')).toBeNull();
    expect(limitProblem('linkedin', [video(30 * 60_000 + 1)], '')).toBe('publish_limit_too_long');
    expect(
      limitProblem(
        'linkedin',
        Array.from({ length: 20 }, () => image()),
        '',
      ),
    ).toBeNull();
    expect(
      limitProblem(
        'linkedin',
        Array.from({ length: 21 }, () => image()),
        '',
      ),
    ).toBe('publish_limit_file_count');
    expect(limitProblem('test', [video(99 * 3600_000), image(10, 1000)], '')).toBeNull();
  });

  it('LinkedIn: one PDF document up to 100 MB and 300 pages, with a title; no other network takes one (decision 091)', () => {
    const doc = (pageCount: number | null, size = 5 * MB): FileFacts => ({
      kind: 'document',
      size,
      durationMs: null,
      width: null,
      height: null,
      contentType: 'application/pdf',
      pageCount,
    });
    expect(limitProblem('linkedin', [doc(300, 100 * MB)], 'Guia')).toBeNull();
    expect(limitProblem('linkedin', [doc(301)], 'Guia')).toBe('publish_limit_too_many_pages');
    expect(limitProblem('linkedin', [doc(10, 100 * MB + 1)], 'Guia')).toBe('publish_limit_too_large');
    // A page count the library does not know is left to LinkedIn.
    expect(limitProblem('linkedin', [doc(null)], 'Guia')).toBeNull();
    expect(limitProblem('linkedin', [doc(10)], '  ')).toBe('publish_limit_title_required');
    expect(limitProblem('linkedin', [doc(10), doc(10)], 'Guia')).toBe('publish_limit_file_count');
    expect(limitProblem('linkedin', [doc(10), image()], 'Guia')).toBe('publish_limit_kind');
    // The title rule is the document's: images and videos still need none.
    expect(limitProblem('linkedin', [image()], '')).toBeNull();
    expect(limitProblem('linkedin', [video(60_000)], '')).toBeNull();
    for (const network of ['youtube', 'tiktok', 'instagram', 'test'] as const)
      expect(limitProblem(network, [doc(3)], 'Guia')).toBe('publish_limit_document_network');
  });

  it('the form offers documents and asks for a title by the same table', () => {
    expect(takesDocuments('linkedin')).toBe(true);
    for (const network of ['youtube', 'tiktok', 'instagram', 'test'] as const) expect(takesDocuments(network)).toBe(false);
    expect(titleRequiredFor('linkedin', ['document'])).toBe(true);
    expect(titleRequiredFor('linkedin', ['image', 'image'])).toBe(false);
    expect(titleRequiredFor('linkedin', [])).toBe(false);
    expect(titleRequiredFor('youtube', [])).toBe(true);
    expect(titleRequiredFor('instagram', ['image'])).toBe(false);
  });
});
