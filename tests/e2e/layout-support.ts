// What the layout tests need: a project of every kind with an editor (so each
// editor page opens on real content), the concrete path of every route, and
// measurements read in the page (what sticks out of the window, which header
// controls cover each other, where an editor's parts lie).
import type { Page } from 'playwright-core';
import { DEFAULT_FORMAT } from '../../src/common/contracts/carousel';
import { MOMENT_REASONS, newClipDocument } from '../../src/common/contracts/clip';
import { newScriptDocument } from '../../src/common/contracts/script';
import { newSubtitlesDocument } from '../../src/common/contracts/subtitles';
import { newVideoDocument } from '../../src/common/contracts/video';
import { ROUTES, type RouteId } from '../../src/common/routes';
import { newClip } from '../../client/features/clipper/model/commands';
import { blankDocument, randomId } from '../../client/slides/model/document';
import { templateStory } from '../../client/features/stories/model/document';
import { newImageDocument } from '../../client/features/image-editor/model/new-document';
import { sql, videoRowSql } from './support';

export type EditorKind = 'carousel' | 'story' | 'video' | 'clip' | 'subtitles' | 'script' | 'image';

/** The route of each kind's editor. */
export const EDITOR_ROUTE: Record<EditorKind, RouteId> = {
  carousel: 'carousel-editor',
  story: 'story-editor',
  video: 'video-editor-edit',
  clip: 'clipper-editor',
  subtitles: 'subtitles-editor',
  script: 'script-editor',
  image: 'image-editor-edit',
};

const LONG_TITLE = 'Como dobrar o alcance dos seus Reels em trinta dias sem pagar anúncios';

/** A clipper document whose analysis is done: moments with long titles and every reason, and a clip made from the first. */
function analysedClip(assetId: string) {
  const doc = newClipDocument({ assetId, name: 'entrevista-podcast-episodio-completo-final.mp4', durationMs: 600_000 });
  doc.analysis = { state: 'complete', withTranscript: true, rankedBy: 'rules' };
  doc.language = 'pt';
  doc.moments = [0, 1, 2, 3].map((i) => ({
    id: randomId(),
    startMs: 30_000 + i * 90_000,
    endMs: 75_000 + i * 90_000,
    match: 90 - i * 7,
    title: `${LONG_TITLE} (${i + 1})`,
    reasons: MOMENT_REASONS.slice(0, 5 - i),
  }));
  doc.clips = [newClip(randomId(), doc.moments[0]!, doc.moments[0]!.id, 'Corte 1', LONG_TITLE)];
  return doc;
}

/**
 * A project of every kind that has an editor, in the organization, made through the API as the
 * tools make them, and two lines on its credit statement. The video ones stand on a library video that is only a row (the layout does
 * not need its bytes).
 */
export async function seedEditorProjects(page: Page, org: string): Promise<Record<EditorKind, string>> {
  const now = Date.now();
  const asset = `ast_lay${now}${Math.floor(Math.random() * 1e4)}`;
  sql(
    videoRowSql(org, asset, 'entrevista.mp4', 600_000, now) +
      // A statement with lines on it, so the credits page shows its table.
      `INSERT INTO credit_ledger (id, organization_id, kind, amount, reason, idempotency_key, actor_id, created_at) SELECT 'led_a${now}', '${org}', 'grant', 100, 'welcome', 'k1${now}', created_by, ${now} FROM organizations WHERE id = '${org}';` +
      `INSERT INTO credit_ledger (id, organization_id, kind, amount, reason, idempotency_key, actor_id, created_at) SELECT 'led_b${now}', '${org}', 'spend', -50, 'clip_render', 'k2${now}', created_by, ${now} FROM organizations WHERE id = '${org}';`,
  );
  const documents: Record<EditorKind, unknown> = {
    carousel: blankDocument(DEFAULT_FORMAT, randomId, LONG_TITLE),
    story: templateStory('bold', 'pt-BR', randomId),
    video: newVideoDocument('9:16', 30),
    clip: analysedClip(asset),
    subtitles: newSubtitlesDocument({ assetId: asset, name: 'entrevista.mp4', durationMs: 600_000, width: 1920, height: 1080 }),
    script: newScriptDocument({ topic: LONG_TITLE, audience: 'criadores', format: 'talking_head', language: 'pt-BR', targetSeconds: 45 }),
    // A blank canvas: the layout needs no photo's bytes.
    image: newImageDocument({ type: 'blank', width: 1080, height: 1920, color: '#f4c542' }),
  };
  const ids = await page.evaluate(
    async ([o, docs]) => {
      const out: Record<string, string> = {};
      for (const [kind, document] of Object.entries(docs)) {
        const res = await fetch(`/api/v1/orgs/${o}/projects`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ kind, name: `Projeto ${kind} com um nome bem comprido`, document }),
        });
        if (res.status !== 201) throw new Error(`${kind}: ${res.status} ${await res.text()}`);
        out[kind] = ((await res.json()) as { id: string }).id;
      }
      return out;
    },
    [org, documents] as const,
  );
  return ids as Record<EditorKind, string>;
}

/** Every route of the app with its parameters filled: editors open the seeded projects. */
export function everyPath(
  locale: string,
  ids: Record<EditorKind, string>,
): { id: RouteId; path: string; access: 'public' | 'protected' }[] {
  const byRoute = new Map(Object.entries(EDITOR_ROUTE).map(([kind, route]) => [route, ids[kind as EditorKind]]));
  return ROUTES.map((r) => {
    const rest = r.path.replace(':projectId', byRoute.get(r.id) ?? '').replace(':token', 'convite-inexistente');
    return { id: r.id, path: rest ? `/${locale}/${rest}` : `/${locale}`, access: r.access };
  });
}

export interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  /** Visible elements whose right edge lies past the window's, as "tag.class right". */
  wide: string[];
}

/**
 * What sticks out of the window on the right: the page's scroll width, and every element whose
 * visible part (clipped by the scrolling boxes it sits in) ends past the window's right edge.
 */
export function overflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const w = window.innerWidth;
    const wide: string[] = [];
    const clipRight = (el: Element): number => {
      let right = Infinity;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const cs = getComputedStyle(a);
        if (cs.overflowX !== 'visible') right = Math.min(right, a.getBoundingClientRect().right);
        if (cs.position === 'fixed') break;
      }
      return right;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue;
      const cs = getComputedStyle(el);
      if (cs.visibility === 'hidden' || cs.display === 'contents') continue;
      const right = Math.min(r.right, clipRight(el));
      if (right > w + 1) {
        const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
        wide.push(`${el.tagName.toLowerCase()}${cls} ${Math.round(right)}`);
      }
    }
    return { scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: w, wide };
  });
}

/** Pairs of header controls (buttons, links, the organization switcher) whose boxes cover each other. */
export function headerOverlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('.app-header, .public-header');
    if (!header) return ['no header'];
    const controls = [...header.querySelectorAll('a, button, [role="button"]')]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ el, r }) => r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden')
      // A control inside another (an icon link in a button) is one control.
      .filter(({ el }, _i, all) => !all.some((o) => o.el !== el && o.el.contains(el)));
    const name = (el: Element) => el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName;
    const out: string[] = [];
    controls.forEach((a, i) =>
      controls.slice(i + 1).forEach((b) => {
        const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (x > 0.5 && y > 0.5) out.push(`${name(a.el)} × ${name(b.el)}`);
      }),
    );
    return out;
  });
}
