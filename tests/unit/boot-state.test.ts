import { describe, expect, it } from 'vitest';
import { serializeBootState, type BootState } from '../../client/lib/boot-state';

const state = (name: string): BootState => ({
  locale: 'pt-BR',
  firebase: { apiKey: name, authDomain: 'd', projectId: 'p', emulatorUrl: null },
  dehydrated: { mutations: [], queries: [] },
});

describe('serializeBootState', () => {
  it('cannot close the script element or open a comment, and parses back to the same value', () => {
    const evil = '</script><script>alert(1)</script><!-- & \u2028\u2029';
    const text = serializeBootState(state(evil));
    expect(text).not.toMatch(/<|>|&|\u2028|\u2029/);
    expect((JSON.parse(text) as BootState).firebase.apiKey).toBe(evil);
  });

  it('writes each unsafe character as its JSON escape, leaving the rest as it was', () => {
    const text = serializeBootState(state('a<b>c&d\u2028e\u2029f é'));
    expect(text).toContain('"apiKey":"a\\u003cb\\u003ec\\u0026d\\u2028e\\u2029f é"');
  });
});
