// The viral predictor's text score through the real Worker (decision 054): a
// hook or caption scored for 1 credit, labelled offline with the rules' own
// judgement and recorded; with a model, its judgement is asked and charged
// once; bad input refused by field before any charge; too few credits 402.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { viralJudgementSchema, viralTextRequestSchema, type ViralTextResult } from '../../src/common/contracts/viral';
import { aiGenerations } from '../../src/db/schema';
import { generateStructured } from '../../src/features/ai/generate';
import { viralTextPrompt } from '../../src/features/ai/prompts-viral';
import { balanceOf } from '../../src/features/credits/ledger';
import { db, orgOwner, paid as send, setCredits, generationsOf, expectRefusal } from './helpers';
import { scripted, jobFor, expectOutage } from './ai-double';

const caption = {
  text: 'Você sabia que três minutos mudam o seu café? Teste a água a noventa graus amanhã cedo e conte o que mudou. #café #cafecoado #barista #manha',
  role: 'caption',
  network: 'tiktok',
  language: 'pt-BR',
};

describe('viral text score', () => {
  it('scores a caption for 1 credit offline: the rules’ factors, a judgement labelled offline, recorded for the tool', async () => {
    const o = await orgOwner();
    const before = await balanceOf(db(), o.org.id);
    const res = await send('POST', `/orgs/${o.org.id}/ai/viral-text-score`, o.cookie, caption);
    expect(res.status).toBe(200);
    const body = (await res.json()) as ViralTextResult;
    expect(body).toMatchObject({ offline: true, credits: 1 });
    expect(body.rules.factors.map((f) => f.id)).toEqual(['hook_text', 'caption_length', 'hashtags']);
    expect(body.total).toBe(body.rules.total);
    expect(body.judgement.score).toBe(body.rules.total);
    expect(body.judgement.rewrite).toContain('Você sabia que três minutos mudam o seu café?');
    expect(await balanceOf(db(), o.org.id)).toBe(before - 1);
    const [row] = await db().select().from(aiGenerations).where(eq(aiGenerations.id, body.generationId));
    expect(row).toMatchObject({ tool: 'viral_predictor', status: 'succeeded', credits: 1, provider: 'offline' });

    // A plain, long hook scores lower than the caption's opening, and the English reasons are in English.
    const weak = await send('POST', `/orgs/${o.org.id}/ai/viral-text-score`, o.cookie, {
      text: 'So today I wanted to talk a little bit, calmly, about the way a lot of people end up making coffee at home every day',
      role: 'hook',
      network: 'tiktok',
      language: 'en',
    });
    const w = (await weak.json()) as ViralTextResult;
    expect(w.total).toBeLessThan(body.total);
    expect(w.judgement.reasons[0]).toMatch(/first sentence/);
  });

  it('refuses an empty text, one too long, an unknown network or role by field, and charges nothing', async () => {
    const o = await orgOwner();
    const before = await balanceOf(db(), o.org.id);
    const cases: Array<[unknown, string[], string]> = [
      [{ ...caption, text: '   ' }, ['body', 'text'], 'validation.viralTextRequired'],
      [{ ...caption, text: 'a'.repeat(2201) }, ['body', 'text'], 'validation.viralTextTooLong'],
      [{ ...caption, network: 'orkut' }, ['body', 'network'], 'validation.invalidValue'],
      [{ ...caption, role: 'poem' }, ['body', 'role'], 'validation.invalidValue'],
    ];
    for (const [body, loc, msg] of cases) {
      const res = await send('POST', `/orgs/${o.org.id}/ai/viral-text-score`, o.cookie, body);
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ detail: [{ loc, msg }] });
    }
    expect(await balanceOf(db(), o.org.id)).toBe(before);
    expect(await generationsOf(o.org.id)).toHaveLength(0);
    expect((await send('POST', `/orgs/${o.org.id}/ai/viral-text-score`, o.cookie, caption, null)).status).toBe(400);
  });

  it('answers 402 with too few credits and runs nothing', async () => {
    const o = await orgOwner();
    await setCredits(o.org.id, 0);
    await expectRefusal(await send('POST', `/orgs/${o.org.id}/ai/viral-text-score`, o.cookie, caption), 402, 'insufficient_credits');
    expect(await generationsOf(o.org.id)).toHaveLength(0);
  });
});

describe('viral text score with a model (production path)', () => {
  const req = viralTextRequestSchema.parse(caption);
  const job = (o: Awaited<ReturnType<typeof orgOwner>>) =>
    jobFor(o, { tool: 'viral_predictor', item: 'ai_text', request: viralTextPrompt(req, null), schema: viralJudgementSchema });

  it('asks the model with the text and the checklist, asks again on a broken answer, and charges 1 credit once', async () => {
    const o = await orgOwner();
    const before = await balanceOf(db(), o.org.id);
    const good = { score: 72, reasons: ['Abre com uma pergunta.'], rewrite: 'Você sabia que três minutos mudam o seu café?' };
    const provider = scripted([{ score: 140, reasons: [], rewrite: '' }, good]);
    const r = await generateStructured(db(), provider, job(o));
    expect(r).toMatchObject({ attempts: 2, credits: 1, value: good });
    expect(provider.asked[0]!.prompt).toContain('for TikTok from 0 to 100');
    expect(provider.asked[0]!.prompt).toContain(caption.text);
    expect(provider.asked[0]!.task).toMatchObject({ kind: 'viral_text_score', network: 'tiktok', role: 'caption' });
    expect(await balanceOf(db(), o.org.id)).toBe(before - 1);
  });

  it('costs nothing when the provider fails', async () => {
    const o = await orgOwner();
    const before = await balanceOf(db(), o.org.id);
    await expectOutage(job(o));
    expect(await balanceOf(db(), o.org.id)).toBe(before);
  });
});
