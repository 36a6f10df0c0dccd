// Issue 23: a plain `wrangler deploy` (no --env) must not replace production.
// The top level of wrangler.toml is local development; it carries the emulator
// settings, so it must deploy, if ever, as a Worker of another name.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const toml = readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8');
const topLevel = toml.slice(0, toml.search(/^\[/m));
const section = (name: string) => {
  const start = toml.indexOf(`[${name}]`);
  const rest = toml.slice(start + name.length + 2);
  return rest.slice(0, rest.search(/^\[/m) === -1 ? undefined : rest.search(/^\[/m));
};
const nameIn = (text: string) => /^name\s*=\s*"([^"]+)"/m.exec(text)?.[1];

describe('wrangler.toml', () => {
  it('names the top-level (local) Worker differently from production', () => {
    expect(nameIn(topLevel)).toBeTruthy();
    expect(nameIn(section('env.production'))).toBeTruthy();
    expect(nameIn(topLevel)).not.toBe(nameIn(section('env.production')));
  });

  it('keeps the emulator out of production', () => {
    expect(section('env.production.vars')).not.toMatch(/FIREBASE_AUTH_EMULATOR_HOST/);
    expect(section('env.production.vars')).toMatch(/APP_ENV\s*=\s*"production"/);
  });

  it('gives production a server speech engine: Workers AI Whisper, on the AI binding (decision 037)', () => {
    expect(section('env.production.vars')).toMatch(/^SPEECH_PROVIDER\s*=\s*"workers-ai"$/m);
    expect(section('env.production.vars')).toMatch(/^SPEECH_MODEL\s*=\s*"@cf\/openai\/whisper-large-v3-turbo"$/m);
    expect(section('env.production.ai')).toMatch(/^binding\s*=\s*"AI"$/m);
    // Local development keeps the free default: no paid engine unless a developer sets one.
    expect(topLevel + section('vars')).not.toMatch(/SPEECH_PROVIDER/);
  });

  it('binds the live object in both the local Worker and production, with its class declared once (decision 066)', () => {
    const binding = /name\s*=\s*"ORG_LIVE"\s*\nclass_name\s*=\s*"OrgLive"/;
    expect(section('[durable_objects.bindings]')).toMatch(binding);
    expect(section('[env.production.durable_objects.bindings]')).toMatch(binding);
    expect(section('[migrations]')).toMatch(/new_sqlite_classes\s*=\s*\["OrgLive"\]/);
  });
});
