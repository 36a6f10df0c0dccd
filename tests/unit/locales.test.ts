import { describe, expect, it } from 'vitest';
import { detectLocale, matchLocale, switchLocalePath } from '../../src/common/locales';

describe('detectLocale: path, cookie, local storage, browser', () => {
  it('takes the path first', () => {
    expect(detectLocale({ pathname: '/en/dashboard', cookie: 'pt-BR', localStorage: 'pt-BR', browser: ['pt-BR'] })).toBe('en');
  });
  it('then the cookie', () => {
    expect(detectLocale({ pathname: '/xx', cookie: 'en', localStorage: 'pt-BR', browser: ['pt-BR'] })).toBe('en');
  });
  it('then local storage', () => {
    expect(detectLocale({ pathname: '/', cookie: 'fr', localStorage: 'en', browser: ['pt-BR'] })).toBe('en');
  });
  it('then the browser languages, loosely matched', () => {
    expect(detectLocale({ pathname: '/', browser: ['de-DE', 'en-US'] })).toBe('en');
    expect(detectLocale({ browser: ['pt-PT'] })).toBe('pt-BR');
  });
  it('falls back to pt-BR', () => {
    expect(detectLocale({ pathname: '/', browser: ['de'] })).toBe('pt-BR');
    expect(detectLocale({})).toBe('pt-BR');
  });
  it('matchLocale refuses unknown tags', () => {
    expect(matchLocale('fr-FR')).toBeNull();
    expect(matchLocale('')).toBeNull();
  });
});

describe('switchLocalePath keeps the rest of the path and the query', () => {
  it.each([
    ['/pt-BR/dashboard', 'en', '/en/dashboard'],
    ['/pt-BR', 'en', '/en'],
    ['/en/tools/clipper/edit/abc?tab=2', 'pt-BR', '/pt-BR/tools/clipper/edit/abc?tab=2'],
    ['/en/auth/sign-in?from=%2Fen%2Fdashboard', 'pt-BR', '/pt-BR/auth/sign-in?from=%2Fen%2Fdashboard'],
  ] as const)('%s -> %s = %s', (from, to, expected) => {
    expect(switchLocalePath(from, to)).toBe(expected);
  });
});
