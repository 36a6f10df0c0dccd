// Production's speech default and an organization's custom vocabulary through
// the real Worker (decision 037): Workers AI's Whisper is the engine wherever
// production has its AI binding; admins keep the word list, every member's
// transcripts use it, and the server engine is given it as initial_prompt.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../src/env';
import { memberships } from '../../src/db/schema';
import { grant } from '../../src/features/credits/ledger';
import { getOrgAccess } from '../../src/features/orgs/access';
import { createOrganization } from '../../src/features/orgs/service';
import { transcribeChunk } from '../../src/features/transcripts/service';
import { speechProviderFor, speechStatus } from '../../src/features/transcripts/speech';
import { newId } from '../../src/platform/crypto';
import { bytesToBase64 } from '../../src/platform/speech/types';
import { WORKERS_AI_SPEECH_MODEL } from '../../src/platform/speech/workers-ai';
import recordedPt from '../fixtures/speech/workers-ai-whisper-pt.json';
import { oggOpus } from '../fixtures/ogg-opus';
import { call, db, seedAsset, signedIn } from './helpers';

const ORIGIN = 'http://palco.test';
const send = (method: string, path: string, cookie: string, body?: unknown) =>
  call(`/api/v1${path}`, {
    method,
    headers: { Cookie: cookie, Origin: ORIGIN, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** A Workers AI binding double that answers the recorded Whisper answer and keeps what it was sent. */
const fakeAi = (answer: unknown = recordedPt) => {
  const calls: Array<{ model: string; inputs: Record<string, unknown> }> = [];
  return { calls, run: async (model: string, inputs: Record<string, unknown>) => (calls.push({ model, inputs }), answer) };
};

async function team() {
  const admin = await signedIn({ user: { emailVerified: true } });
  const org = await createOrganization(db(), admin.user, { name: 'Vocabulário Ltda' });
  const member = await signedIn();
  await db()
    .insert(memberships)
    .values({
      id: newId('mem'),
      organizationId: org.id,
      userId: member.user.id,
      role: 'member',
      createdAt: Date.now(),
      updatedAt: Date.now(),
    });
  return { admin, member, org };
}

describe('production speech default', () => {
  const base = env as unknown as Env;
  it('is Workers AI Whisper where production has the AI binding, unless SPEECH_PROVIDER says otherwise', () => {
    const ai = fakeAi();
    const prod = speechProviderFor({ ...base, APP_ENV: 'production', SPEECH_PROVIDER: undefined, AI: ai });
    expect(prod).toMatchObject({ id: 'workers-ai', model: WORKERS_AI_SPEECH_MODEL });
    // The status the clipper and subtitles read: the server engine and its price a started minute.
    expect(speechStatus(prod, []).server).toEqual({ provider: 'workers-ai', model: WORKERS_AI_SPEECH_MODEL, creditsPerMinute: 1 });
    expect(speechProviderFor({ ...base, APP_ENV: 'production', SPEECH_PROVIDER: 'none', AI: ai })).toBeNull();
    expect(speechProviderFor({ ...base, APP_ENV: 'production', SPEECH_PROVIDER: undefined, AI: undefined })).toBeNull();
    // Development and tests keep the free default.
    expect(speechProviderFor({ ...base, SPEECH_PROVIDER: undefined, AI: ai })).toBeNull();
    expect(() => speechProviderFor({ ...base, SPEECH_PROVIDER: 'workers-ai', AI: undefined })).toThrow(/AI binding/);
  });
});

describe('custom vocabulary', () => {
  it('is saved by an admin, read by every member, and refused with a code for each broken rule', async () => {
    const { admin, member, org } = await team();
    const empty = await send('GET', `/orgs/${org.id}/vocabulary`, member.cookie);
    expect(await empty.json()).toEqual({ terms: [], updatedAt: null });
    const saved = await send('PUT', `/orgs/${org.id}/vocabulary`, admin.cookie, { terms: [' Palco ', 'Zé Pereira', 'iFood', 'palco'] });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ terms: ['Palco', 'Zé Pereira', 'iFood'] });
    const read = (await (await send('GET', `/orgs/${org.id}/vocabulary`, member.cookie)).json()) as { terms: string[]; updatedAt: string };
    expect(read.terms).toEqual(['Palco', 'Zé Pereira', 'iFood']);
    expect(Date.parse(read.updatedAt)).toBeGreaterThan(0);

    const refused = async (cookie: string, terms: unknown, status: number, detail: string) => {
      const res = await send('PUT', `/orgs/${org.id}/vocabulary`, cookie, { terms });
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ detail });
    };
    await refused(member.cookie, ['Outro'], 403, 'access_denied');
    await refused(
      admin.cookie,
      Array.from({ length: 201 }, (_, i) => `termo ${i}`),
      400,
      'vocabulary_too_many_terms',
    );
    await refused(admin.cookie, ['x'.repeat(41)], 400, 'vocabulary_term_too_long');
    await refused(admin.cookie, ['<b>marca</b>'], 400, 'vocabulary_term_invalid');
    // Nothing refused changed the list.
    expect(((await (await send('GET', `/orgs/${org.id}/vocabulary`, admin.cookie)).json()) as { terms: string[] }).terms).toEqual([
      'Palco',
      'Zé Pereira',
      'iFood',
    ]);
    // Not JSON of the right shape: the ordinary validation answer.
    expect((await send('PUT', `/orgs/${org.id}/vocabulary`, admin.cookie, { terms: 'Palco' })).status).toBe(422);
    // Another organization's list is not there for an outsider.
    const outsider = await signedIn();
    expect((await send('GET', `/orgs/${org.id}/vocabulary`, outsider.cookie)).status).toBe(404);
  });

  it('is sent to Workers AI as initial_prompt and corrects what it heard, in media time', async () => {
    const { admin, org } = await team();
    const assetId = await seedAsset(org.id, admin.user.id);
    await grant(db(), org.id, 10, 'test', `t:${org.id}`);
    await send('PUT', `/orgs/${org.id}/vocabulary`, admin.cookie, { terms: ['Palco', 'Zé Pereira', 'iFood'] });
    const ai = fakeAi();
    const provider = speechProviderFor({ ...(env as unknown as Env), APP_ENV: 'production', SPEECH_PROVIDER: undefined, AI: ai })!;
    const access = (await getOrgAccess(db(), admin.user, org.id))!;
    const result = await transcribeChunk(db(), provider, access, assetId, {
      audio: bytesToBase64(oggOpus(6_500)),
      contentType: 'audio/ogg',
      language: 'pt',
      offsetMs: 60_000,
      durationMs: 6_500,
    });
    expect(ai.calls).toHaveLength(1);
    expect(ai.calls[0]!.model).toBe(WORKERS_AI_SPEECH_MODEL);
    expect(ai.calls[0]!.inputs).toMatchObject({ language: 'pt', initial_prompt: 'Palco, Zé Pereira, iFood.' });
    expect(result.words.map((w) => w.text).join(' ')).toBe('Olá, este é um teste do Palco. O Zé Pereira pediu no iFood.');
    // "Zepereira" (3.34–4.20 s) became two words over the same time, moved by the chunk's offset.
    const ze = result.words.findIndex((w) => w.text === 'Zé');
    expect(result.words[ze]!.startMs).toBe(63_340);
    expect(result.words[ze + 1]!.endMs).toBe(64_200);
    expect(result.credits).toBe(1);
  });
});
