// The Worker's page routing answer, remembered per URL (src/ssr/route-state.ts).
import { describe, expect, it } from 'vitest';
import { routeState, type RouteState } from '../../src/ssr/route-state';

async function state(path: string): Promise<RouteState> {
  const result = await routeState(new Request(`http://palco.test${path}`));
  if (result instanceof Response) throw new Error(`unexpected response ${result.status}`);
  return result;
}

const leaf = (s: RouteState) => s.context.matches.at(-1)!.route.id;

describe('routeState', () => {
  it('matches the page of the URL, with its lazy page module loaded', async () => {
    const landing = await state('/pt-BR');
    expect(leaf(landing)).toBe('landing');
    expect(landing.context.statusCode).toBe(200);
    expect(landing.context.matches.at(-1)!.route.Component).toBeTypeOf('function');
    const signIn = await state('/en/auth/sign-in?from=%2Fen%2Fdashboard');
    expect(leaf(signIn)).toBe('sign-in');
    expect(signIn.context.location.search).toBe('?from=%2Fen%2Fdashboard');
  });

  it('answers the same URL from memory, and a different query string anew', async () => {
    const a = await state('/pt-BR/legal/terms?x=1');
    expect(await state('/pt-BR/legal/terms?x=1')).toBe(a);
    const b = await state('/pt-BR/legal/terms?x=2');
    expect(b).not.toBe(a);
    expect(b.context.location.search).toBe('?x=2');
    expect(leaf(b)).toBe('terms');
  });

  it('forgets the least recently used URL once it remembers 500', async () => {
    const kept = await state('/pt-BR/legal/privacy?keep');
    const dropped = await state('/pt-BR/legal/privacy?drop');
    expect(await state('/pt-BR/legal/privacy?keep')).toBe(kept); // used again: now the most recent
    for (let i = 0; i < 499; i++) await state(`/pt-BR/legal/privacy?n=${i}`);
    expect(await state('/pt-BR/legal/privacy?keep')).toBe(kept);
    expect(await state('/pt-BR/legal/privacy?drop')).not.toBe(dropped);
  });

  it('does not remember a very long URL', async () => {
    const path = `/pt-BR/legal/terms?q=${'a'.repeat(600)}`;
    expect(await state(path)).not.toBe(await state(path));
  });
});
