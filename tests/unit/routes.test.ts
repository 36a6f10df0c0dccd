import { describe, expect, it } from 'vitest';
import { PAGE_FILES } from '../../client/app/page-files';
import { matchRoute, paths, ROUTES, safeFromPath } from '../../src/common/routes';
import { existsSync } from 'node:fs';

describe('route table', () => {
  it('matches static and parameterised paths', () => {
    expect(matchRoute('')?.route.id).toBe('landing');
    expect(matchRoute('dashboard')?.route.id).toBe('dashboard');
    expect(matchRoute('tools/carousel-creator/poc-konva')?.route.id).toBe('carousel-poc');
    expect(matchRoute('tools/clipper/edit/prj_1')).toMatchObject({ route: { id: 'clipper-editor' }, params: { projectId: 'prj_1' } });
    expect(matchRoute('tools/clipper/edit')).toBeNull();
    expect(matchRoute('dashboard/extra')).toBeNull();
  });

  it('every route has a page module that exists', () => {
    for (const route of ROUTES) {
      const file = PAGE_FILES[route.id];
      expect(file, route.id).toBeTruthy();
      expect(existsSync(file), file).toBe(true);
    }
  });

  it('builds the sign-in redirect with an encoded from', () => {
    expect(paths.signIn('en', '/en/dashboard?x=1&y=2')).toBe('/en/auth/sign-in?from=%2Fen%2Fdashboard%3Fx%3D1%26y%3D2');
  });
});

describe('safeFromPath', () => {
  it.each(['/pt-BR/dashboard', '/en/tools/clipper?x=1'])('accepts the site path %s', (p) => {
    expect(safeFromPath(p)).toBe(p);
  });
  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'dashboard', '/a\nb', '', null])(
    'refuses %s',
    (p) => {
      expect(safeFromPath(p)).toBeNull();
    },
  );
});
