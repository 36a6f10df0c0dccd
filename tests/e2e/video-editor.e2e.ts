// Issue 21 in Chromium: a video project built from two library videos, an
// image and a text; split by keyboard (and undone), trimmed by dragging an
// edge; exported as an MP4 decoded back with the expected duration and the
// text's colour at the expected time; reopened after a reload with every edit
// kept. The projects page in Portuguese.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSessionCookie, hydrated, launch, openPage, seedOrgMember, signedInPage, assetNames, saveDownload } from './support';
import { frameRgb, probeMedia } from './fixtures/media-fixtures';
import { storeTranscript } from './fixtures/captions';
import { soundOf } from './fixtures/mp4-sound';

let browser: Browser;
const dir = mkdtempSync(join(tmpdir(), 'palco-video-editor-'));
const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'pipe' });

function fixtures() {
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'testsrc2=s=640x360:r=30:d=6', '-f', 'lavfi', '-i', 'sine=f=440:d=6'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '15', '-c:a', 'aac', '-shortest', join(dir, 'first.mp4')],
  );
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'smptebars=s=640x360:r=30:d=5', '-f', 'lavfi', '-i', 'sine=f=660:d=5'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '15', '-c:a', 'aac', '-shortest', join(dir, 'second.mp4')],
  );
  ffmpeg('-f', 'lavfi', '-i', 'color=c=0x3050c0:s=320x180', '-frames:v', '1', join(dir, 'badge.png'));
}

beforeAll(async () => {
  browser = await launch();
  fixtures();
});
afterAll(async () => {
  await browser?.close();
});

const greenIn = (rgb: Buffer, w: number, fromY: number, toY: number) => {
  let n = 0;
  for (let y = fromY; y < toY; y += 2)
    for (let x = 0; x < w; x += 2) {
      const i = (y * w + x) * 3;
      if (rgb[i]! < 90 && rgb[i + 1]! > 180 && rgb[i + 2]! < 90) n++;
    }
  return n;
};

const items = (page: Page) => page.getByTestId('ve-item');

describe('video editor', () => {
  it('builds a project from two videos, an image and a text, splits and trims it, exports it and keeps it over a reload', async () => {
    const owner = seedOrgMember('video-editor');
    const { page, context, errors } = await openPage(browser, { locale: 'en' });
    // Tall enough for the bin and the timeline at once: a drag from one to the other needs no scrolling.
    await page.setViewportSize({ width: 1400, height: 1800 });
    await addSessionCookie(context, owner.cookie);
    await page.goto('/en/dashboard');
    await hydrated(page);
    await page.locator('[data-tool="video_editor"]').click();
    await page.waitForURL('**/en/tools/video-editor');
    await page.getByTestId('video-empty').getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New video' });
    await dialog.getByLabel('Name').fill('Promo');
    await dialog.getByLabel('16:9 (YouTube)').check();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL('**/en/tools/video-editor/edit/**');

    // Files dropped into the bin go to the library, then onto the timeline.
    const bin = page.getByTestId('ve-bin');
    await bin.getByTestId('ve-upload').setInputFiles([join(dir, 'first.mp4'), join(dir, 'second.mp4'), join(dir, 'badge.png')]);
    await bin.getByRole('button', { name: 'Add first.mp4 to the timeline' }).click({ timeout: 60_000 });
    await bin.getByRole('button', { name: 'Add second.mp4 to the timeline' }).click({ timeout: 60_000 });
    await bin.getByRole('tab', { name: 'Images' }).click();
    await bin.getByRole('button', { name: 'Add badge.png to the timeline' }).click({ timeout: 60_000 });
    await bin.getByRole('button', { name: 'Add text' }).click();
    await expect.poll(() => items(page).count()).toBe(4);
    expect(await items(page).filter({ hasText: 'second.mp4' }).getAttribute('aria-label')).toBe('second.mp4, from 0:06 to 0:11');

    // The text: its words, colour and time set in the inspector.
    await items(page).filter({ hasText: 'Your text here' }).click();
    const inspector = page.getByTestId('ve-inspector');
    await inspector.getByLabel('Text', { exact: true }).fill('HELLO');
    await inspector.getByLabel('Colour').fill('#00ff00');
    await inspector.getByLabel('Start (s)').fill('7');
    await expect.poll(() => items(page).filter({ hasText: 'HELLO' }).getAttribute('aria-label')).toBe('HELLO, from 0:07 to 0:10');

    // Split by keyboard only: the first video focused and selected, S at the playhead (2 s), undone, done again.
    const ruler = page.getByTestId('ve-ruler');
    await page.getByTestId('ve-timeline').scrollIntoViewIfNeeded();
    const box = (await ruler.boundingBox())!;
    await page.mouse.click(box.x + 96 + 2 * 60, box.y + 10);
    await expect.poll(() => page.getByTestId('ve-time').textContent()).toMatch(/^0:02 \//);
    await items(page).filter({ hasText: 'first.mp4' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('s');
    await expect.poll(() => items(page).filter({ hasText: 'first.mp4' }).count()).toBe(2);
    await page.keyboard.press('Control+z');
    await expect.poll(() => items(page).filter({ hasText: 'first.mp4' }).count()).toBe(1);
    await page.keyboard.press('s');
    await expect.poll(() => items(page).filter({ hasText: 'first.mp4' }).count()).toBe(2);

    // J plays backward from 4 s and K stops it: the playhead has gone back (L/Space play forward).
    const seek = async (seconds: number) => {
      // Measured each time: the inspector above grows with the selection and moves the timeline.
      await ruler.scrollIntoViewIfNeeded();
      const r = (await ruler.boundingBox())!;
      await page.mouse.click(r.x + 96 + seconds * 60, r.y + 10);
    };
    await seek(4);
    await expect.poll(() => page.getByTestId('ve-time').textContent()).toMatch(/^0:04 \//);
    await page.locator('body').press('j');
    await expect.poll(() => page.getByTestId('ve-time').textContent(), { timeout: 10_000 }).toMatch(/^0:0[0-2] \//);
    await page.locator('body').press('k');
    await seek(2);
    await expect.poll(() => page.getByTestId('ve-time').textContent()).toMatch(/^0:02 \//);
    // The second video's end dragged a second earlier (60 px a second at this zoom).
    const second = items(page).filter({ hasText: 'second.mp4' });
    const handle = second.getByLabel('End of second.mp4');
    await handle.scrollIntoViewIfNeeded();
    const h = (await handle.boundingBox())!;
    await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
    await page.mouse.down();
    await page.mouse.move(h.x + h.width / 2 - 30, h.y + h.height / 2, { steps: 3 });
    await page.mouse.move(h.x + h.width / 2 - 60, h.y + h.height / 2, { steps: 3 });
    await page.mouse.up();
    await expect.poll(() => second.getAttribute('aria-label')).toBe('second.mp4, from 0:06 to 0:10');
    // It comes in by a cross-fade from the first video's second half (which goes on under it).
    await second.click();
    await page.getByTestId('ve-inspector').getByLabel('Transition in').selectOption('crossfade');
    // The second video's sound alone, on the audio track at the playhead (2 s).
    await bin.getByRole('tab', { name: 'Videos' }).click();
    await bin.getByRole('button', { name: 'Add only the sound of second.mp4 to the audio track' }).click();
    await page.locator('[data-kind="audio"][data-track]').getByTestId('ve-item').waitFor();
    // The image dragged from the bin onto the image lane at 5 s.
    await bin.getByRole('tab', { name: 'Images' }).click();
    await bin
      .getByRole('button', { name: 'Add badge.png to the timeline' })
      .dragTo(page.locator('[data-kind="image"][data-track] .ve-lane'), { targetPosition: { x: 5 * 60, y: 10 } });
    await items(page).filter({ hasText: 'badge.png' }).nth(1).waitFor();
    expect(await page.locator('[data-kind="audio"][data-track]').getByTestId('ve-item').getAttribute('aria-label')).toBe(
      'second.mp4, from 0:02 to 0:07',
    );
    await page.getByTestId('save-state').getByText('Saved', { exact: true }).waitFor({ timeout: 15_000 });

    // Exported at 720p: 10 s long, the text's green at 8.5 s near the top, none at 2 s; saved to the library.
    const exporter = page.getByTestId('ve-export');
    await exporter.getByLabel('Resolution').selectOption('720');
    await exporter.getByRole('button', { name: 'Export MP4' }).click();
    const link = exporter.getByRole('link', { name: 'Download MP4' });
    await link.waitFor({ timeout: 180_000 });
    const file = await saveDownload(page, () => link.click(), join(dir, 'promo.mp4'));
    const probe = probeMedia(file);
    expect(probe.streams.find((s) => s.codec_type === 'video')).toMatchObject({ width: 1280, height: 720 });
    // The sound is AAC, which phone galleries play (decision 044; headless Chromium has no WebCodecs AAC, so this is
    // the WebAssembly encoder), and it is the fixtures' tones, not silence.
    const sound = soundOf(file);
    expect(sound.codec).toBe('aac');
    expect(sound.meanVolumeDb).toBeGreaterThan(-60);
    expect(Number(probe.format.duration)).toBeGreaterThan(9.8);
    expect(Number(probe.format.duration)).toBeLessThan(10.3);
    expect(greenIn(frameRgb(file, 8.5, 1280, 720), 1280, 80, 220)).toBeGreaterThan(40);
    expect(greenIn(frameRgb(file, 2, 1280, 720), 1280, 80, 220)).toBe(0);
    const names = await assetNames(page, owner.org);
    expect(names).toContain('Promo 720p.mp4');
    // Beside the download, Share opens the share dialog with the saved file (decision 098).
    await exporter.getByRole('button', { name: 'Share', exact: true }).click();
    const share = page.getByRole('dialog', { name: 'Share “Promo 720p.mp4”' });
    await share.getByRole('button', { name: 'Create link' }).waitFor();
    await page.keyboard.press('Escape');
    await share.waitFor({ state: 'hidden' });

    // Reloaded: every edit is there.
    await page.reload();
    await hydrated(page);
    await expect.poll(() => items(page).count(), { timeout: 15_000 }).toBe(7);
    const labels = () => items(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')).sort());
    await expect
      .poll(labels, { timeout: 15_000 })
      .toEqual([
        'HELLO, from 0:07 to 0:10',
        'badge.png, from 0:00 to 0:03',
        'badge.png, from 0:05 to 0:08',
        'first.mp4, from 0:00 to 0:02',
        'first.mp4, from 0:02 to 0:06',
        'second.mp4, from 0:02 to 0:07',
        'second.mp4, from 0:06 to 0:10',
      ]);

    // Captions from the video's stored transcript, on a captions track of their own (decision 047), timed through the item.
    const said = ['Hello', 'there', 'friends.'].map((text, i) => ({ text, startMs: 300 + i * 400, endMs: 600 + i * 400 }));
    expect(await storeTranscript(page, owner.org, 'first.mp4', said)).toBe(200);
    await items(page).filter({ hasText: 'first.mp4' }).first().click();
    await page.getByRole('button', { name: 'Captions from the transcript' }).click();
    await expect
      .poll(() => page.locator('[data-kind="captions"][data-track]').getByTestId('ve-item').getAttribute('aria-label'))
      .toBe('Hello there friends., from 0:00 to 0:01');
    expect(errors).toEqual([]);
    await context.close();
  }, 420_000);

  it('speaks Portuguese: the projects page, its empty state and the new project dialog', async () => {
    const owner = seedOrgMember('video-editor-pt');
    const { page, context, errors } = await signedInPage(browser, owner.cookie, { locale: 'pt-BR' }, '/pt-BR/tools/video-editor');
    await page.getByRole('heading', { name: 'Nenhum vídeo ainda' }).waitFor();
    await page.getByTestId('video-empty').getByRole('button', { name: 'Novo projeto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo vídeo' });
    await dialog.getByLabel('9:16 (Reels, TikTok, Shorts)').waitFor();
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await page.waitForURL('**/pt-BR/tools/video-editor/edit/**');
    await page.getByRole('heading', { name: 'Vídeo sem título' }).waitFor();
    await page.getByText('Selecione um item da linha do tempo para editar.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
