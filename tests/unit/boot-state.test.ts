import { describe, expect, it } from 'vitest';
import { serializeBootState, type BootState } from '../../client/app/boot-state';

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
});
