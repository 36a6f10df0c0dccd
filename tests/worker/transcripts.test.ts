// Transcripts through the real Worker: stored once per asset in R2 with its row,
// readable only inside the asset's organization; server speech charges per
// started minute of the audio's real length (read from its bytes, decision
// 032), captured beside the recorded result and released on failure.
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transcripts } from '../../src/db/schema';
import { balanceOf, grant } from '../../src/features/credits/ledger';
import { getOrgAccess } from '../../src/features/orgs/access';
import { createOrganization } from '../../src/features/orgs/service';
import { transcribeChunk } from '../../src/features/transcripts/service';
import { SpeechUnavailable, type SpeechProvider } from '../../src/platform/speech/types';
import { bytesToBase64 } from '../../src/platform/speech/types';
import { oggOpus, type OggOpusOptions } from '../fixtures/ogg-opus';
import { transcriptOf } from '../fixtures/transcript';
import { call, db, seedAsset, signedIn, generationsOf } from './helpers';

const ORIGIN = 'http://palco.test';
const send = (method: string, path: string, cookie: string, body?: unknown, headers: Record<string, string> = {}) =>
  call(`/api/v1${path}`, {
    method,
    headers: { Cookie: cookie, Origin: ORIGIN, 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** An owner with an org and a video asset; unverified owners get no welcome credits, so balances are exact. */
async function owner(name = 'Estúdio Som', verified = true) {
  const s = await signedIn({ user: { emailVerified: verified } });
  const org = await createOrganization(db(), s.user, { name });
  const assetId = await seedAsset(org.id, s.user.id);
  return { ...s, org, assetId };
}

const transcript = transcriptOf(
  [
    [
      { text: 'Olá,', startMs: 0, endMs: 400, confidence: 0.9 },
      { text: 'mundo.', startMs: 450, endMs: 900, confidence: 0.8 },
    ],
  ],
  { language: 'pt', durationMs: 90_000 },
);

describe('transcript storage', () => {
  it('stores a transcript once per asset, replaces it, and reads it back', async () => {
    const o = await owner();
    const none = await send('GET', `/orgs/${o.org.id}/assets/${o.assetId}/transcript`, o.cookie);
    expect(none.status).toBe(200);
    expect(await none.json()).toBeNull();
    expect((await send('GET', `/orgs/${o.org.id}/assets/ast_missing/transcript`, o.cookie)).status).toBe(404);
    const put = await send('PUT', `/orgs/${o.org.id}/assets/${o.assetId}/transcript`, o.cookie, transcript);
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ wordCount: 2 });
    const first = await db().select().from(transcripts).where(eq(transcripts.assetId, o.assetId)).get();
    expect(first).toMatchObject({ language: 'pt', wordCount: 2, provider: 'local' });
    expect(first!.r2Key.startsWith(`orgs/${o.org.id}/transcripts/`)).toBe(true);

    const english = { ...transcript, language: 'en' as const };
    expect((await send('PUT', `/orgs/${o.org.id}/assets/${o.assetId}/transcript`, o.cookie, english)).status).toBe(200);
    const got = await send('GET', `/orgs/${o.org.id}/assets/${o.assetId}/transcript`, o.cookie);
    expect(await got.json()).toEqual(english);
    // One row, and the replaced document is gone from R2.
    expect(await db().select().from(transcripts).where(eq(transcripts.assetId, o.assetId)).all()).toHaveLength(1);
    expect(await env.FILES.get(first!.r2Key)).toBeNull();
  });

  it('answers another organization as if the asset did not exist, and refuses a broken transcript', async () => {
    const o = await owner();
    const other = await owner('Outra Marca');
    await send('PUT', `/orgs/${o.org.id}/assets/${o.assetId}/transcript`, o.cookie, transcript);
    // A member of another org, naming this org's asset through their own org.
    const res = await send('GET', `/orgs/${other.org.id}/assets/${o.assetId}/transcript`, other.cookie);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'not_found' });
    // Or naming this org directly.
    expect((await send('GET', `/orgs/${o.org.id}/assets/${o.assetId}/transcript`, other.cookie)).status).toBe(404);
    const broken = await send('PUT', `/orgs/${o.org.id}/assets/${o.assetId}/transcript`, o.cookie, {
      ...transcript,
      segments: [{ startMs: 5, endMs: 1, text: 'x', words: [] }],
    });
    expect(broken.status).toBe(422);
  });
});

/** A speech engine double: answers from a script, counts calls. */
function engine(answer: Awaited<ReturnType<SpeechProvider['transcribe']>> | Error): SpeechProvider & { calls: number } {
  const p = {
    id: 'workers-ai' as const,
    model: 'whisper-double',
    calls: 0,
    async transcribe() {
      p.calls++;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return p;
}

/** A chunk of Ogg Opus that really lasts `ms` (declared as such unless the test says otherwise). */
const audioOf = (ms: number, options?: OggOpusOptions) => ({ audio: bytesToBase64(oggOpus(ms, options)), durationMs: ms });
const chunk = { ...audioOf(125_000), contentType: 'audio/ogg' as const, offsetMs: 60_000 };

describe('server speech', () => {
  it('says when no server engine is configured (the local default), without charging', async () => {
    const o = await owner();
    const before = await balanceOf(db(), o.org.id);
    const status = await send('GET', '/speech/status', o.cookie);
    // The browser's models come from the client build: the English one the project ships, at content-hashed URLs.
    const body = (await status.json()) as { server: null; local: Array<{ id: string; languages: string[]; encoderUrls: string[] }> };
    expect(body.server).toBeNull();
    expect(body.local.map((m) => [m.id, m.languages])).toEqual([['moonshine-tiny-en', ['en']]]);
    expect(body.local[0]!.encoderUrls).toHaveLength(1);
    expect(body.local[0]!.encoderUrls[0]).toMatch(/^\/assets\/speech\/moonshine-tiny-en-[0-9a-f]{12}\/encoder_model\.onnx$/);
    const res = await send('POST', `/orgs/${o.org.id}/assets/${o.assetId}/transcribe`, o.cookie, chunk, {
      'Idempotency-Key': crypto.randomUUID(),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ detail: 'speech_unavailable' });
    expect(await balanceOf(db(), o.org.id)).toBe(before);
    // A paid request without its key is refused first.
    expect((await send('POST', `/orgs/${o.org.id}/assets/${o.assetId}/transcribe`, o.cookie, chunk)).status).toBe(400);
  });

  it('lists the vision models the client build ships (face detector, person segmenter), for signed-in callers only', async () => {
    const o = await owner();
    const status = (await (await send('GET', '/vision/status', o.cookie)).json()) as { faceDetector: string; personSegmenter: string };
    expect(status.faceDetector).toMatch(/^\/assets\/vision\/blazeface-back-256-[0-9a-f]{12}\.onnx$/);
    expect(status.personSegmenter).toMatch(/^\/assets\/vision\/selfie-segmentation-256-[0-9a-f]{12}\.tflite$/);
    expect((await send('GET', '/vision/status', '')).status).toBe(401);
  });

  it('charges 1 credit per started minute beside the recorded result, with words in media time', async () => {
    const o = await owner();
    await grant(db(), o.org.id, 10, 'test', `t:${o.org.id}`);
    const before = await balanceOf(db(), o.org.id);
    const access = (await getOrgAccess(db(), o.user, o.org.id))!;
    const p = engine({
      language: 'pt',
      durationMs: 124_800,
      model: 'whisper-double',
      words: [{ text: 'oi', startMs: 1000, endMs: 1300, confidence: 1 }],
    });
    const r = await transcribeChunk(db(), p, access, o.assetId, chunk);
    expect(r.credits).toBe(3);
    expect(r.words).toEqual([{ text: 'oi', startMs: 61_000, endMs: 61_300, confidence: 1 }]);
    expect(await balanceOf(db(), o.org.id)).toBe(before - 3);
    const rows = await generationsOf(o.org.id).all();
    expect(rows.find((g) => g.kind === 'speech')).toMatchObject({ status: 'succeeded', credits: 3, tool: 'transcribe' });
  });

  it('releases the hold when the engine fails (503) and refuses when credits are short (402)', async () => {
    const o = await owner('Sem Créditos', false);
    await grant(db(), o.org.id, 2, 'test', `t:${o.org.id}`);
    const before = await balanceOf(db(), o.org.id);
    expect(before).toBe(2);
    const access = (await getOrgAccess(db(), o.user, o.org.id))!;
    await expect(
      transcribeChunk(db(), engine(new SpeechUnavailable('capacity')), access, o.assetId, { ...chunk, ...audioOf(30_000) }),
    ).rejects.toMatchObject({ status: 503 });
    expect(await balanceOf(db(), o.org.id)).toBe(before);
    const rows = await generationsOf(o.org.id).all();
    expect(rows.find((g) => g.kind === 'speech')).toMatchObject({ status: 'failed', credits: 0 });
    // Ten minutes cost 10; the organization has fewer.
    const spender = engine({ language: 'pt', durationMs: 1, model: 'm', words: [] });
    await expect(transcribeChunk(db(), spender, access, o.assetId, { ...chunk, ...audioOf(599_900) })).rejects.toMatchObject({
      status: 402,
    });
    expect(spender.calls).toBe(0);
    expect(await balanceOf(db(), o.org.id)).toBe(2);
  });

  it('bills the length read from the audio, not the length the client declares', async () => {
    const o = await owner('Duração Real', false);
    await grant(db(), o.org.id, 10, 'test', `t:${o.org.id}`);
    const access = (await getOrgAccess(db(), o.user, o.org.id))!;
    const p = engine({ language: 'pt', durationMs: 125_000, model: 'whisper-double', words: [] });
    // Two minutes and five seconds of audio declared as one millisecond: three started minutes.
    const r = await transcribeChunk(db(), p, access, o.assetId, { ...chunk, durationMs: 1 });
    expect(r.credits).toBe(3);
    expect(await balanceOf(db(), o.org.id)).toBe(7);
    const row = (await generationsOf(o.org.id).all()).find((g) => g.kind === 'speech');
    expect(JSON.parse(row!.input)).toMatchObject({ durationMs: 1, measuredMs: expect.any(Number) });
    expect(JSON.parse(row!.input).measuredMs).toBeGreaterThanOrEqual(125_000);
  });

  it('refuses audio it cannot measure (422) or that carries more bytes than its minutes allow (413), charging nothing', async () => {
    const o = await owner('Áudio Estranho', false);
    await grant(db(), o.org.id, 50, 'test', `t:${o.org.id}`);
    const access = (await getOrgAccess(db(), o.user, o.org.id))!;
    const p = engine({ language: 'pt', durationMs: 1, model: 'm', words: [] });
    const refused = (req: Parameters<typeof transcribeChunk>[4]) => transcribeChunk(db(), p, access, o.assetId, req);
    // Bytes that only say "Ogg", and a container whose length the server does not read.
    await expect(refused({ ...chunk, audio: btoa('OggS fake opus bytes') })).rejects.toMatchObject({
      status: 422,
      code: 'speech_audio_unreadable',
    });
    await expect(refused({ ...chunk, contentType: 'audio/webm' })).rejects.toMatchObject({ status: 422, code: 'speech_audio_unreadable' });
    // Thirty seconds of Opus padded to 2.3 MB: over the 2 MB a billed minute may carry.
    await expect(refused({ ...chunk, ...audioOf(30_000, { payload: 9000 }) })).rejects.toMatchObject({
      status: 413,
      code: 'speech_audio_too_large',
    });
    // Over the 10 minutes one request may hold, whatever it declares.
    await expect(refused({ ...chunk, ...audioOf(601_000), durationMs: 60_000 })).rejects.toMatchObject({
      status: 413,
      code: 'speech_audio_too_large',
    });
    expect(p.calls).toBe(0);
    expect(await balanceOf(db(), o.org.id)).toBe(50);
  }, 60_000);
});
