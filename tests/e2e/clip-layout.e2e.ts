// Issue 33 point 2 in Chromium: a two-person video (two drawn
// faces, left and right, over a spoken English talk) becomes a clip with the
// brand's logo and a long Portuguese headline. The preview's laid-out boxes
// (logo, headline, captions) do not meet; the two people are offered a split
// screen and a voice-following framing; the split clip is rendered and the
// saved MP4 is read back (the page in English: the drawn faces speak an English
// talk, and captions need its transcript): a face in each half, the logo whole in its corner and
// none of its blue over the headline, no headline over the captions.
// The drawn faces cannot move their mouths: who speaks is tested on synthetic
// tracks (tests/unit/clip-speakers.test.ts); here the voice-following framing
// only has to land on a person.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LayoutResult, Rect } from '../../client/media/render/layout';
import { browser, hydrated, kitThroughApi, launchForFile, seedOrgMember, signedInPage, sql } from './support';
import { FACE_SVG, clipFromUpload, near, savedDocument } from './fixtures/clip-fixtures';
import { frameRgb } from './fixtures/media-fixtures';

const TALK =
  'Why do ninety percent of creators quit in their first year? Most people think it is talent, but that is the biggest mistake you can make. ' +
  'The creators who last post at the same time every single week. Your audience learns when to come back, and the algorithm learns it too. ' +
  'That is why consistency beats talent every time! The office has a kitchen on the second floor near the stairs. ' +
  'There are chairs and tables and a window facing the street.';
const HEADLINE = 'Por que 9 em cada 10 criadores desistem antes de completar o primeiro ano no Instagram';

const BLUE = [0, 0, 255];
const ORANGE = [255, 136, 0];

const dir = mkdtempSync(join(tmpdir(), 'palco-clip-layout-'));
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: 'pipe' });

/** Two people side by side (the same drawn face twice), still, over the talk. */
function makeTwoPeople(): string {
  writeFileSync(join(dir, 'face.svg'), FACE_SVG);
  run('ffmpeg', ['-loglevel', 'error', '-y', '-i', join(dir, 'face.svg'), join(dir, 'face.png')]);
  run('espeak-ng', ['-v', 'en', '-s', '150', '-w', join(dir, 'talk.wav'), TALK]);
  const out = join(dir, 'duo.mp4');
  run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'color=c=0x4a5a70:s=1280x720:r=30', '-loop', '1', '-i', join(dir, 'face.png'), '-i', join(dir, 'talk.wav')],
    ...[
      '-filter_complex',
      '[0][1]overlay=x=140:y=240[a];[a][1]overlay=x=840:y=240:shortest=1[v]',
      '-map',
      '[v]',
      '-map',
      '2:a',
      '-shortest',
    ],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '30', '-c:a', 'aac', '-b:a', '64k', out],
  ]);
  return out;
}

/** A plain blue square logo, drawn by the browser. */
const LOGO_PNG = async (page: import('playwright-core').Page) =>
  Buffer.from(
    (
      await page.evaluate(() => {
        const c = document.createElement('canvas');
        c.width = c.height = 200;
        const g = c.getContext('2d')!;
        g.fillStyle = '#0000ff';
        g.fillRect(0, 0, 200, 200);
        return c.toDataURL('image/png');
      })
    ).split(',')[1]!,
    'base64',
  );

const apart = (a: Rect, b: Rect) => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

/** Share of pixels in a box (output pixels, inset by `inset`) near a colour. */
function share(rgb: Buffer, W: number, box: Rect, colour: number[], inset = 4): number {
  let n = 0;
  let hit = 0;
  for (let y = Math.ceil(box.y + inset); y < box.y + box.height - inset; y += 2)
    for (let x = Math.ceil(box.x + inset); x < box.x + box.width - inset; x += 2) {
      const i = (y * W + x) * 3;
      n++;
      if (near([rgb[i]!, rgb[i + 1]!, rgb[i + 2]!], colour)) hit++;
    }
  return n ? hit / n : 0;
}

launchForFile();

describe('clip layouts', () => {
  it('lays out logo, headline and captions apart, splits two people and renders it so, with a Portuguese headline', async () => {
    const owner = seedOrgMember('clip-layout');
    sql(`UPDATE organizations SET credit_balance = 100 WHERE id = '${owner.org}'`);
    const video = makeTwoPeople();
    const { page, context, errors } = await signedInPage(browser, owner.cookie, { locale: 'en' });
    await page.goto('/en/dashboard');
    await hydrated(page);
    // The brand: an orange headline box, magenta captions, a blue logo uploaded on the kit page.
    const kit = await kitThroughApi(page, owner.org, 'Duo', {
      colors: { primary: '#ff8800', secondary: '#0ea5e9', accent: '#facc15', background: '#ffffff', text: '#111111' },
      caption: { textColor: '#ff00ff', highlightColor: '#ff00ff', outlineColor: '#000000', position: 'bottom' },
    });
    expect(kit.status).toBe(200);
    const logo = await LOGO_PNG(page);
    await page.goto(`/en/brand-kits?kit=${kit.id}`);
    await hydrated(page);
    const slot = page.getByTestId('image-slot').filter({ hasText: 'Logo for light backgrounds' });
    await slot.locator('input[type=file]').setInputFiles({ name: 'duo-logo.png', mimeType: 'image/png', buffer: logo });
    await page.getByTestId('preview-logo').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Kit saved').waitFor();

    await page.goto('/en/tools/clipper');
    await hydrated(page);
    const panel = await clipFromUpload(page, video);
    await panel.getByLabel('On-screen headline').fill(HEADLINE);

    // The preview's layout: all three blocks, none meeting another (the logo used to cover the headline's end).
    const canvas = panel.getByTestId('clip-preview-canvas');
    const layout = async () => JSON.parse((await canvas.getAttribute('data-layout')) ?? '{}') as LayoutResult;
    await expect.poll(async () => Object.keys(await layout()).sort(), { timeout: 30_000 }).toEqual(['captions', 'headline', 'logo']);
    const boxes = await layout();
    const [l, h, c] = [boxes.logo!, boxes.headline!, boxes.captions!];
    expect([apart(l, h), apart(l, c), apart(h, c)]).toEqual([true, true, true]);
    // Moved to another corner, the logo takes the headline and captions with it, still apart.
    await panel.getByLabel('Logo corner').selectOption({ label: 'Bottom left' });
    await expect.poll(async () => (await layout()).logo!.y, { timeout: 15_000 }).toBeGreaterThan(1000);
    const low = await layout();
    expect([apart(low.logo!, low.headline!), apart(low.logo!, low.captions!), apart(low.headline!, low.captions!)]).toEqual([
      true,
      true,
      true,
    ]);
    await panel.getByLabel('Logo corner').selectOption({ label: 'Top right' });
    await expect.poll(async () => (await layout()).logo!.y, { timeout: 15_000 }).toBeLessThan(200);

    // Faces found: two people, offered a split screen and a framing that follows the voice.
    const framing = panel.getByTestId('clip-framing');
    await framing.getByRole('button', { name: 'Follow the speaker', exact: true }).click();
    const two = framing.getByTestId('two-people');
    await two.getByText('Two people on screen for most of the clip.').waitFor({ timeout: 120_000 });
    const doc = () => savedDocument(page, owner.org);
    await two.getByRole('button', { name: 'Follow whoever speaks (face and voice)' }).click();
    // The drawn faces never move their mouths: the framing lands on one of them and stays.
    await expect
      .poll(async () => (await doc()).clips[0]!.crop.map((k) => (k.x < 0.5 ? 'left' : 'right')).join(), { timeout: 60_000 })
      .toMatch(/^(left,)+left$|^(right,)+right$/);
    await two.getByRole('button', { name: 'Split screen' }).click();
    await framing.getByTestId('framing-state').getByText('Split screen: one person on top, the other below').waitFor();
    await expect.poll(async () => (await doc()).clips[0]!.split, { timeout: 15_000 }).toMatchObject({ top: { x: expect.any(Number) } });
    const split = (await doc()).clips[0]!.split!;
    expect(split.top.x).toBeLessThan(0.35);
    expect(split.bottom.x).toBeGreaterThan(0.65);

    await panel.getByRole('button', { name: 'Render (50 credits)' }).click();
    await panel.getByRole('button', { name: 'Render with this headline (50 credits)' }).click();
    const download = panel.getByRole('link', { name: 'Download MP4' });
    await download.waitFor({ timeout: 240_000 });
    const file = join(dir, 'duo-clip.mp4');
    const saved = page.waitForEvent('download');
    await download.click();
    await (await saved).saveAs(file);

    const final = await layout();
    const rgb = frameRgb(file, 2, 1080, 1920);
    // A face in each half of the split screen.
    const skin = (top: number) => share(rgb, 1080, { x: 0, y: top, width: 1080, height: 960 }, [225, 170, 130], 0);
    expect(skin(0), 'a face on top').toBeGreaterThan(0.01);
    expect(skin(960), 'a face below').toBeGreaterThan(0.01);
    // The logo whole where the preview put it; none of its blue in the headline's box; no headline box over the captions.
    expect(share(rgb, 1080, final.logo!, BLUE)).toBeGreaterThan(0.9);
    expect(share(rgb, 1080, final.headline!, BLUE, 0)).toBe(0);
    expect(share(rgb, 1080, final.headline!, ORANGE)).toBeGreaterThan(0.3);
    expect(share(rgb, 1080, final.captions!, ORANGE, 0)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);
});
