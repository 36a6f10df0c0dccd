// The publish form's safe-zone check (decision 095): a video rendered from a
// video editor project is checked by that project's text items against the
// chosen network's zones; LinkedIn draws none; an uploaded file, a clip's
// render and another organization's file say nothing; bad input is refused.
import { describe, expect, it } from 'vitest';
import type { ZoneWarning } from '../../src/common/contracts/publish-zones';
import { newClipDocument } from '../../src/common/contracts/clip';
import { newVideoDocument, type VideoDocument } from '../../src/common/contracts/video';
import { textItem } from '../unit/fixtures/video-items';
import { api, createProject, orgOwner, seedAsset, type OrgOwner } from './helpers';

const text = (id: string, words: string, startMs: number, durationMs: number, y: number) => textItem(id, words, startMs, durationMs, { y });

/** A 9:16 project: "Oferta" low on the frame (under TikTok's caption line) from 1 s to 6 s, then a title in the middle. */
function edited(): VideoDocument {
  const doc = newVideoDocument('9:16', 30);
  doc.tracks.find((t) => t.kind === 'text')!.items.push(text('t1', 'Oferta', 1000, 5000, 0.95), text('t2', 'Bem-vindo', 6000, 3000, 0.5));
  return doc;
}

const check = (o: OrgOwner, body: unknown) => api('POST', `/orgs/${o.org.id}/publishing/zone-check`, o.cookie, body);
const warnings = async (o: OrgOwner, network: string, assetIds: string[]) => {
  const res = await check(o, { network, assetIds });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { warnings: ZoneWarning[] }).warnings;
};

describe('the safe-zone check before queueing', () => {
  it("names a rendered video's text under the network's buttons, with when and its project", async () => {
    const o = await orgOwner();
    const p = await createProject(o, 'video', 'Promo', edited());
    const rendered = await seedAsset(o.org.id, o.user.id, { name: 'promo.mp4', sourceProjectId: p.id });
    expect(await warnings(o, 'tiktok', [rendered])).toEqual([
      { assetId: rendered, projectId: p.id, text: 'Oferta', side: 'bottom', fromMs: 1000, toMs: 6000 },
    ]);
    // Reels' and Shorts' zones cover the bottom too; LinkedIn and the test network draw nothing over a video.
    expect((await warnings(o, 'instagram', [rendered])).map((w) => w.text)).toEqual(['Oferta']);
    expect((await warnings(o, 'youtube', [rendered])).map((w) => w.text)).toEqual(['Oferta']);
    expect(await warnings(o, 'linkedin', [rendered])).toEqual([]);
    expect(await warnings(o, 'test', [rendered])).toEqual([]);
  });

  it('says nothing of an uploaded file, a clip render, a deleted project or another organization’s file', async () => {
    const o = await orgOwner();
    const other = await orgOwner();
    const uploaded = await seedAsset(o.org.id, o.user.id, { name: 'gravado.mp4' });
    const clipProject = await createProject(
      o,
      'clip',
      'Cortes',
      newClipDocument({ name: 'aula.mp4', durationMs: 60_000, assetId: uploaded }),
    );
    const clipRender = await seedAsset(o.org.id, o.user.id, { name: 'corte.mp4', sourceProjectId: clipProject.id });
    const gone = await createProject(o, 'video', 'Apagado', edited());
    const goneRender = await seedAsset(o.org.id, o.user.id, { name: 'apagado.mp4', sourceProjectId: gone.id });
    expect((await api('DELETE', `/orgs/${o.org.id}/projects/${gone.id}`, o.cookie)).status).toBeLessThan(300);
    const theirs = await createProject(other, 'video', 'Deles', edited());
    const theirRender = await seedAsset(other.org.id, other.user.id, { name: 'deles.mp4', sourceProjectId: theirs.id });
    expect(await warnings(o, 'tiktok', [uploaded, clipRender, goneRender, theirRender])).toEqual([]);
    // The same file is checked for its own organization.
    expect((await warnings(other, 'tiktok', [theirRender])).map((w) => w.text)).toEqual(['Oferta']);
  });

  it('refuses an unknown network and too many files with their codes', async () => {
    const o = await orgOwner();
    const bad = await check(o, { network: 'myspace', assetIds: [] });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toContain('publish_network_unavailable');
    const many = await check(o, { network: 'tiktok', assetIds: Array.from({ length: 36 }, (_, i) => `ast_${i}`) });
    expect(many.status).toBe(422);
    expect(JSON.stringify(await many.json())).toContain('publish_too_many_files');
  });
});
