import { describe, expect, it } from 'vitest';
import { move } from '../../client/features/dashboard/keyboard';
import { cardTarget, CATALOGUE, DASHBOARD_SECTION_IDS } from '../../src/common/catalogue';
import { matchRoute } from '../../src/common/routes';
import { en } from '../../src/common/i18n/en';
import { ptBR } from '../../src/common/i18n/pt-BR';

describe('the tool catalogue', () => {
  it('lists every advertised tool of the spec, once', () => {
    const advertised = [
      'viral_clipper',
      'story_generator',
      'auto_subtitles',
      'carousel_builder',
      'image_editor',
      'caption_generator',
      'script_creator',
      'trend_tracker',
      'viral_predictor',
      'competitor_analysis',
      'project_manager',
      'asset_organizer',
      'quick_share',
      'brand_kit',
      'team_manager',
      'multi_organization',
      'video_editor',
      'clipper',
      // Issue 34: "a logo maker card joins the design section".
      'logo_maker',
      // Issue 36: publishing's first slice (decision 057).
      'publishing',
    ];
    const ids = CATALOGUE.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...advertised].sort());
  });

  it('every card that links somewhere links to a route that exists', () => {
    for (const tool of CATALOGUE.filter((t) => t.path)) expect(matchRoute(tool.path!), tool.id).not.toBeNull();
  });

  it('no two video cards open the same thing (issue 33: "Cortes virais" and "Cortes de vídeo" did)', () => {
    const targets = CATALOGUE.filter((t) => t.section === 'video' && t.status === 'available').map(cardTarget);
    expect(new Set(targets).size).toBe(targets.length);
    // The viral clipper starts a new project from a video (its analysis); the clipper lists the projects.
    expect(cardTarget(CATALOGUE.find((t) => t.id === 'viral_clipper')!)).toBe('tools/clipper?new=1');
    expect(cardTarget(CATALOGUE.find((t) => t.id === 'clipper')!)).toBe('tools/clipper');
  });

  it('an available tool always has a page', () => {
    for (const tool of CATALOGUE.filter((t) => t.status === 'available')) expect(tool.path, tool.id).toBeTruthy();
  });

  it('every tool sits in a dashboard section and has its texts in both languages', () => {
    for (const tool of CATALOGUE) {
      expect(DASHBOARD_SECTION_IDS).toContain(tool.section);
      const key = tool.id as keyof typeof en.catalogue;
      expect((en.catalogue[key] as { name: string }).name).toBeTruthy();
      expect((ptBR.catalogue[key] as { name: string }).name).toBeTruthy();
    }
  });
});

describe('dashboard keyboard movement', () => {
  const cards = [2, 3, 1];
  it('left and right walk the cards, flowing into the next and previous section', () => {
    expect(move(cards, { section: 0, card: 0 }, 'ArrowRight')).toEqual({ section: 0, card: 1 });
    expect(move(cards, { section: 0, card: 1 }, 'ArrowRight')).toEqual({ section: 1, card: 0 });
    expect(move(cards, { section: 1, card: 0 }, 'ArrowLeft')).toEqual({ section: 0, card: 1 });
    expect(move(cards, { section: 0, card: 0 }, 'ArrowLeft')).toEqual({ section: 0, card: 0 });
    expect(move(cards, { section: 2, card: 0 }, 'ArrowRight')).toEqual({ section: 2, card: 0 });
  });
  it('up and down move between sections, keeping the column where they can', () => {
    expect(move(cards, { section: 1, card: 2 }, 'ArrowDown')).toEqual({ section: 2, card: 0 });
    expect(move(cards, { section: 1, card: 2 }, 'ArrowUp')).toEqual({ section: 0, card: 1 });
    expect(move(cards, { section: 0, card: 1 }, 'ArrowDown')).toEqual({ section: 1, card: 1 });
  });
  it('space goes to the next section, shift+space to the previous', () => {
    expect(move(cards, { section: 0, card: 1 }, 'Space')).toEqual({ section: 1, card: 0 });
    expect(move(cards, { section: 2, card: 0 }, 'Space')).toEqual({ section: 2, card: 0 });
    expect(move(cards, { section: 2, card: 0 }, 'ShiftSpace')).toEqual({ section: 1, card: 0 });
  });
});
