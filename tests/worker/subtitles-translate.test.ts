// Auto subtitles through the real Worker: the translation of a batch of cues
// costs 1 credit and gives every cue back in order (offline: a word-for-word
// draft, said so); bad input is refused with the field named and costs
// nothing; a provider that fails, or answers with cues missing, costs nothing.
// The project document refuses overlapping and negative cues by field.
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  newSubtitlesDocument,
  subtitlesTranslationSchema,
  translationProblem,
  type SubtitlesTranslateResult,
} from '../../src/common/contracts/subtitles';
import { aiGenerations } from '../../src/db/schema';
import { generateStructured } from '../../src/features/ai/generate';
import { subtitlesTranslatePrompt } from '../../src/features/ai/prompts-subtitles';
import { balanceOf } from '../../src/features/credits/ledger';
import type { AiProvider } from '../../src/platform/ai/types';
import { call, db, orgOwner, paid, seedAsset, setCredits } from './helpers';

const send = paid;

const owner = () => orgOwner('Legendas');

const cues = [
  { id: 'c1', text: 'Hello, this is a test', durationMs: 1800 },
  { id: 'c2', text: 'of speech transcription\nin English.', durationMs: 2200 },
];
const request = { from: 'en', to: 'pt', cues };

describe('subtitles translation', () => {
  it('translates every cue in order for 1 credit, offline as an honest word-for-word draft, recorded for the tool', async () => {
    const o = await owner();
    const before = await balanceOf(db(), o.org.id);
    const res = await send('POST', `/orgs/${o.org.id}/ai/subtitles-translate`, o.cookie, request);
    expect(res.status).toBe(200);
    const body = (await res.json()) as SubtitlesTranslateResult;
    expect(body).toMatchObject({ offline: true, credits: 1 });
    expect(body.cues.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(body.cues[0]!.text).toBe('Olá, este é um teste');
    // Lines, capitals and punctuation stay; a word the glossary lacks would stay as it was.
    expect(body.cues[1]!.text).toBe('de fala transcrição\nem Inglês.');
    expect(await balanceOf(db(), o.org.id)).toBe(before - 1);
    const [row] = await db().select().from(aiGenerations).where(eq(aiGenerations.id, body.generationId));
    expect(row).toMatchObject({ tool: 'subtitles', status: 'succeeded', credits: 1 });
    // The same action sent again is answered again without a second charge.
    const key = crypto.randomUUID();
    await send('POST', `/orgs/${o.org.id}/ai/subtitles-translate`, o.cookie, { ...request, to: 'pt' }, key);
    const again = await send('POST', `/orgs/${o.org.id}/ai/subtitles-translate`, o.cookie, { ...request, to: 'pt' }, key);
    expect(again.status).toBe(200);
    expect(await balanceOf(db(), o.org.id)).toBe(before - 2);
  });

  it('refuses bad input by field, with no charge: same language, no cues, a blank cue, repeated ids, no Idempotency-Key', async () => {
    const o = await owner();
    const before = await balanceOf(db(), o.org.id);
    const refused = async (body: unknown, key?: string | null) => {
      const res = await send('POST', `/orgs/${o.org.id}/ai/subtitles-translate`, o.cookie, body, key);
      return { status: res.status, body: (await res.json()) as { detail: unknown } };
    };
    const same = await refused({ ...request, to: 'en' });
    expect(same.status).toBe(422);
    expect(same.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'to'], msg: 'validation.sameLanguage' })]);
    expect((await refused({ ...request, cues: [] })).status).toBe(422);
    const blank = await refused({ ...request, cues: [{ id: 'c1', text: '   ', durationMs: 1000 }] });
    expect(blank.status).toBe(422);
    expect(JSON.stringify(blank.body.detail)).toContain('"cues","0","text"');
    expect((await refused({ ...request, cues: [cues[0], cues[0]] })).status).toBe(422);
    expect((await refused({ ...request, from: 'fr' })).status).toBe(422);
    const noKey = await refused(request, null);
    expect(noKey.status).toBe(400);
    expect(await balanceOf(db(), o.org.id)).toBe(before);
    await setCredits(o.org.id, 0);
    const broke = await refused(request);
    expect(broke).toEqual({ status: 402, body: { detail: 'insufficient_credits' } });
  });
});

describe('subtitles translation when the provider fails', () => {
  const saved = { AI_PROVIDER: env.AI_PROVIDER, OPENAI_BASE_URL: env.OPENAI_BASE_URL, OPENAI_API_KEY: env.OPENAI_API_KEY };
  afterEach(() => Object.assign(env, saved));

  it('answers 503 ai_unavailable through the route and releases the held credit', async () => {
    const o = await owner();
    const before = await balanceOf(db(), o.org.id);
    // A model server that is not there: the provider cannot answer.
    Object.assign(env, { AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', OPENAI_API_KEY: 'test' });
    const res = await send('POST', `/orgs/${o.org.id}/ai/subtitles-translate`, o.cookie, request);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ detail: 'ai_unavailable' });
    expect(await balanceOf(db(), o.org.id)).toBe(before);
  });

  it('a model that drops or reorders cues is asked again once, then refused with the credit back', async () => {
    const o = await owner();
    const before = await balanceOf(db(), o.org.id);
    const answers: unknown[] = [
      { cues: [{ id: 'c2', text: 'b' }] },
      {
        cues: [
          { id: 'c2', text: 'b' },
          { id: 'c1', text: 'a' },
        ],
      },
    ];
    const provider: AiProvider = {
      id: 'openai',
      textModel: 'double',
      imageModel: 'double',
      generateText: async () => ({ output: answers.shift(), model: 'double' }),
      generateImage: async () => Promise.reject(new Error('unused')),
    };
    const ids = cues.map((c) => c.id);
    await expect(
      generateStructured(db(), provider, {
        organizationId: o.org.id,
        userId: o.user.id,
        tool: 'subtitles',
        item: 'ai_text',
        request: subtitlesTranslatePrompt({ from: 'en', to: 'pt', cues }, null),
        schema: subtitlesTranslationSchema,
        check: (a) => translationProblem(a, ids),
      }),
    ).rejects.toMatchObject({ status: 502, code: 'ai_output_invalid' });
    expect(answers).toHaveLength(0);
    expect(await balanceOf(db(), o.org.id)).toBe(before);
  });
});

describe('subtitles project document', () => {
  it('is saved with cues in order, and refuses overlapping or negative cues and another org’s video by field', async () => {
    const o = await owner();
    const assetId = await seedAsset(o.org.id, o.user.id);
    const doc = newSubtitlesDocument({ assetId, name: 'talk.mp4', durationMs: 10_000, width: 1080, height: 1920 });
    const track = (list: Array<{ startMs: number; endMs: number }>) => ({
      ...doc,
      tracks: [
        {
          language: 'en',
          origin: 'transcript',
          offline: false,
          cues: list.map((c, i) => ({ id: `c${i}`, text: 'hi', speaker: null, ...c })),
        },
      ],
    });
    const create = (document: unknown) =>
      send('POST', `/orgs/${o.org.id}/projects`, o.cookie, { kind: 'subtitles', name: 'Talk', document }, null);
    const ok = await create(
      track([
        { startMs: 0, endMs: 1000 },
        { startMs: 1000, endMs: 2000 },
      ]),
    );
    expect(ok.status).toBe(201);
    const list = (await (
      await call(`/api/v1/orgs/${o.org.id}/projects?kind=subtitles`, { headers: { Cookie: o.cookie } })
    ).json()) as Array<{
      summary: unknown;
    }>;
    expect(list[0]!.summary).toEqual({ sourceAssetId: assetId, durationMs: 10_000, cueCount: 2, languages: ['en'] });

    const overlap = await create(
      track([
        { startMs: 0, endMs: 1500 },
        { startMs: 1000, endMs: 2000 },
      ]),
    );
    expect(overlap.status).toBe(422);
    expect((await overlap.json()) as unknown).toEqual({
      detail: [expect.objectContaining({ loc: ['body', 'document', 'tracks', '0', 'cues', '1', 'startMs'], msg: 'validation.cueOverlap' })],
    });
    const negative = await create(track([{ startMs: -1, endMs: 1000 }]));
    expect(negative.status).toBe(422);
    expect(JSON.stringify(await negative.json())).toContain('"cues","0","startMs"');

    const other = await owner();
    const theirs = await seedAsset(other.org.id, other.user.id);
    const foreign = await create({ ...doc, source: { ...doc.source, assetId: theirs } });
    expect(foreign.status).toBe(422);
    expect(await foreign.json()).toEqual({ detail: 'source_asset_not_found' });
  });
});
