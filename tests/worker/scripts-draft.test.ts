// The script creator through the real Worker: a draft from a brief in the
// brand's voice charges 1 credit (ai_text) with a generation record; a bad
// brief is refused field by field and costs nothing; a provider that fails or
// answers off target is asked once more and, failing again, charges nothing;
// the script document is checked by field when a project is saved.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AnyProjectView } from '../../src/common/contracts/projects';
import {
  newScriptDocument,
  scriptDraftProblem,
  scriptDraftSchema,
  scriptTiming,
  type ScriptDraftResult,
  type ScriptSummary,
} from '../../src/common/contracts/script';
import { aiGenerations } from '../../src/db/schema';
import { generateStructured } from '../../src/features/ai/generate';
import { scriptDraftPrompt } from '../../src/features/ai/prompts-script';
import { balanceOf } from '../../src/features/credits/ledger';
import { writeScriptDraft } from '../../src/platform/ai/offline-script';
import { db, expectFieldError, orgOwner, paid, signedIn, setCredits, generationsOf, type OrgOwner, expectRefusal } from './helpers';
import { scripted, jobFor, expectOutage } from './ai-double';

const send = paid;

const owner = () => orgOwner();

const brief = { topic: 'café especial em casa', audience: 'iniciantes', targetSeconds: 45, format: 'tutorial', locale: 'pt-BR' };

describe('script draft', () => {
  it('writes a script near its target in the brand voice, and charges 1 credit with a generation record', async () => {
    const o = await owner();
    const kit = (await (await send('POST', `/orgs/${o.org.id}/brand-kits`, o.cookie, { name: 'Aurora' }, null)).json()) as { id: string };
    await send(
      'PATCH',
      `/orgs/${o.org.id}/brand-kits/${kit.id}`,
      o.cookie,
      {
        social: { handle: 'cafe.aurora', avatar: null },
        voice: { tone: 'friendly', audience: '', wordsToUse: [], wordsToAvoid: ['resultado'], description: '' },
      },
      null,
    );
    const before = await balanceOf(db(), o.org.id);
    const res = await send('POST', `/orgs/${o.org.id}/ai/script-draft`, o.cookie, { ...brief, kitId: kit.id });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ScriptDraftResult;
    expect(body).toMatchObject({ provider: 'offline', offline: true, credits: 1, wordsPerMinute: 140 });
    expect(body.draft.beats[0]!.onScreen).toBe('Passo 1: prepare');
    expect(body.draft.cta.spoken).toContain('@cafe.aurora');
    expect(JSON.stringify(body.draft).toLowerCase()).not.toMatch(/\bresultado\b/);
    expect(Math.abs(scriptTiming({ ...body.draft, wordsPerMinute: 140 }).total - 45)).toBeLessThan(45 * 0.25);
    expect(await balanceOf(db(), o.org.id)).toBe(before - 1);

    const [row] = await db().select().from(aiGenerations).where(eq(aiGenerations.id, body.generationId));
    expect(row).toMatchObject({ organizationId: o.org.id, tool: 'scripts', status: 'succeeded', attempts: 1, credits: 1 });
    expect(JSON.parse(row!.input).task).toMatchObject({ kind: 'script_draft', targetSeconds: 45, voice: { wordsToAvoid: ['resultado'] } });
  });

  it('takes the speaking rate asked, and writes English', async () => {
    const o = await owner();
    const res = await send('POST', `/orgs/${o.org.id}/ai/script-draft`, o.cookie, {
      ...brief,
      topic: 'home coffee',
      locale: 'en',
      format: 'ad',
      wordsPerMinute: 120,
    });
    const body = (await res.json()) as ScriptDraftResult;
    expect(body.wordsPerMinute).toBe(120);
    expect(body.draft.cta.onScreen).toBe('Try it now');
    expect(scriptDraftProblem(body.draft, 45, 120, [])).toBeNull();
  });

  it('refuses a bad brief with the field and its message, and charges nothing', async () => {
    const o = await owner();
    const before = await balanceOf(db(), o.org.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ targetSeconds: 10 }, 'targetSeconds', 'validation.scriptLengthRange'],
      [{ targetSeconds: 601 }, 'targetSeconds', 'validation.scriptLengthRange'],
      [{ format: 'vlog' }, 'format', 'validation.invalidValue'],
      [{ topic: '  ' }, 'topic', 'validation.topicRequired'],
      [{ wordsPerMinute: 500 }, 'wordsPerMinute', 'validation.speakingRateRange'],
    ];
    for (const [change, field, msg] of cases) {
      const res = await send('POST', `/orgs/${o.org.id}/ai/script-draft`, o.cookie, { ...brief, ...change });
      expect(res.status, msg).toBe(422);
      expect(await res.json()).toMatchObject({ detail: [{ loc: ['body', field], msg }] });
    }
    expect((await send('POST', `/orgs/${o.org.id}/ai/script-draft`, o.cookie, brief, null)).status).toBe(400);
    expect(await balanceOf(db(), o.org.id)).toBe(before);
    expect(await generationsOf(o.org.id)).toHaveLength(0);
  });

  it('answers 402 when the organization has no credit left, and runs nothing', async () => {
    const o = await owner();
    await setCredits(o.org.id, 0);
    await expectRefusal(await send('POST', `/orgs/${o.org.id}/ai/script-draft`, o.cookie, brief), 402, 'insufficient_credits');
    expect(await generationsOf(o.org.id)).toHaveLength(0);
  });

  it("another organization's member is answered not found", async () => {
    const o = await owner();
    const stranger = await signedIn();
    expect((await send('POST', `/orgs/${o.org.id}/ai/script-draft`, stranger.cookie, brief)).status).toBe(404);
  });
});

describe('script draft through the layer, with a provider double', () => {
  const req = { ...brief, audience: '', format: 'tutorial' as const, locale: 'pt-BR' as const, kitId: null };
  const good = writeScriptDraft({ kind: 'script_draft', ...req, wordsPerMinute: 140, voice: null });
  const job = (o: OrgOwner, avoid: string[] = []) =>
    jobFor(o, {
      tool: 'scripts',
      item: 'ai_text' as const,
      request: scriptDraftPrompt(req, 140, null),
      schema: scriptDraftSchema,
      check: (d: typeof good) => scriptDraftProblem(d, 45, 140, avoid),
    });

  it('asks again once when the draft is far from the target, saying the word budget, and charges the success', async () => {
    const o = await owner();
    const before = await balanceOf(db(), o.org.id);
    const short = { ...good, beats: [good.beats[0]!] };
    const provider = scripted([short, good]);
    const result = await generateStructured(db(), provider, job(o));
    expect(result).toMatchObject({ value: good, attempts: 2, credits: 1 });
    expect(provider.asked[1]!.prompt).toMatch(/must run 45 s \(about 105 spoken words/);
    expect(await balanceOf(db(), o.org.id)).toBe(before - 1);
  });

  it('refuses a draft that twice uses an avoided word: 502, nothing charged, the failure recorded', async () => {
    const o = await owner();
    const before = await balanceOf(db(), o.org.id);
    await expect(generateStructured(db(), scripted([good, good]), job(o, ['passo']))).rejects.toMatchObject({
      status: 502,
      code: 'ai_output_invalid',
    });
    expect(await balanceOf(db(), o.org.id)).toBe(before);
    const [row] = await generationsOf(o.org.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 2, credits: 0 });
    expect(row!.error).toContain('never use these words: passo');
  });

  it('a provider failure releases the hold: 503 and the balance unchanged', async () => {
    const o = await owner();
    await expectOutage(job(o));
  });
});

describe('script projects', () => {
  it('saves a script document and lists its summary', async () => {
    const o = await owner();
    const doc = newScriptDocument({ topic: 'café', format: 'story', language: 'pt-BR', targetSeconds: 30 });
    doc.hook.spoken = 'Um ano atrás eu não sabia fazer café.';
    doc.beats = [{ id: 'b1', spoken: 'Hoje eu faço todo dia.', onScreen: 'Hoje', broll: 'xícara' }];
    const res = await send('POST', `/orgs/${o.org.id}/projects`, o.cookie, { kind: 'script', name: 'Café', document: doc }, null);
    expect(res.status).toBe(201);
    const p = (await res.json()) as AnyProjectView;
    expect(p.id).toMatch(/^scr/);
    const list = (await (await send('GET', `/orgs/${o.org.id}/projects?kind=script`, o.cookie, undefined, null)).json()) as {
      summary: ScriptSummary;
    }[];
    expect(list[0]!.summary).toMatchObject({ format: 'story', targetSeconds: 30, beatCount: 1, hook: doc.hook.spoken, versionCount: 0 });
  });

  it('refuses a document with bad fields, naming each', async () => {
    const o = await owner();
    const doc = newScriptDocument({ format: 'story', language: 'en', targetSeconds: 30 });
    const bad: [unknown, string, string][] = [
      [{ ...doc, targetSeconds: 5 }, 'targetSeconds', 'validation.scriptLengthRange'],
      [{ ...doc, wordsPerMinute: 400 }, 'wordsPerMinute', 'validation.speakingRateRange'],
      [{ ...doc, hook: { ...doc.hook, onScreen: 'x'.repeat(201) } }, 'onScreen', 'validation.textTooLong'],
      [{ ...doc, beats: [{ id: 'bad id!', spoken: '', onScreen: '', broll: '' }] }, 'id', 'validation.invalidValue'],
    ];
    for (const [document, field, message] of bad) {
      await expectFieldError(
        await send('POST', `/orgs/${o.org.id}/projects`, o.cookie, { kind: 'script', name: 'x', document }, null),
        field,
        message,
      );
    }
    const extra = await send(
      'POST',
      `/orgs/${o.org.id}/projects`,
      o.cookie,
      { kind: 'script', name: 'x', document: { ...doc, html: '<b>' } },
      null,
    );
    expect(extra.status).toBe(422);
  });
});
