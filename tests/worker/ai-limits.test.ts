// Paid AI within rate limits (issue 31, decision 033). A brand kit whose words
// to avoid are common words made every script draft fail its check: 30
// requests, 30 x 502, 60 provider calls, nothing charged and never a 429. Now
// the draft is delivered (and charged) with the words it still uses flagged,
// every paid run counts per user and per organization, and failed runs count
// too, so that no run reaches the provider once they are full.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import type { ScriptDraftResult } from '../../src/common/contracts/script';
import { memberships, rateLimits } from '../../src/db/schema';
import { admitRun, AI_LIMITS, countFailedRun } from '../../src/features/ai/limits';
import { balanceOf } from '../../src/features/credits/ledger';
import { LONGEST_WINDOW_MS } from '../../src/features/rate-limit/limiter';
import { newId } from '../../src/platform/crypto';
import { call, db, orgOwner, paid, signedIn, generationsOf } from './helpers';

const send = (path: string, cookie: string, body: unknown) => paid('POST', path, cookie, body);

const owner = () => orgOwner();

const brief = { topic: 'café especial em casa', audience: 'iniciantes', targetSeconds: 45, format: 'tutorial', locale: 'pt-BR' };
const COMMON = ['de', 'o', 'a', 'e', 'que', 'você', 'um', 'para', 'com', 'no'];

async function kitAvoiding(o: Awaited<ReturnType<typeof owner>>, words: string[]) {
  const path = `/orgs/${o.org.id}/brand-kits`;
  const post = (m: string, p: string, body: unknown) =>
    call(`/api/v1${p}`, {
      method: m,
      headers: { Cookie: o.cookie, Origin: 'http://palco.test', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const kit = (await (await post('POST', path, { name: 'Aurora' })).json()) as { id: string };
  const res = await post('PATCH', `${path}/${kit.id}`, {
    voice: { tone: 'friendly', audience: '', wordsToUse: [], wordsToAvoid: words, description: '' },
  });
  expect(res.status).toBe(200);
  return kit.id;
}

const attemptsOf = async (orgId: string) => (await generationsOf(orgId)).reduce((n, r) => n + r.attempts, 0);

describe('paid AI rate limits', () => {
  it('a kit avoiding common words: drafts are delivered and charged with the words flagged, and after the limit 429 with Retry-After', async () => {
    const o = await owner();
    const kitId = await kitAvoiding(o, COMMON);
    const before = await balanceOf(db(), o.org.id);
    const statuses: number[] = [];
    let refused: Response | null = null;
    for (let i = 0; i < 30; i++) {
      const res = await send(`/orgs/${o.org.id}/ai/script-draft`, o.cookie, { ...brief, kitId });
      statuses.push(res.status);
      if (res.status === 200) {
        const body = (await res.json()) as ScriptDraftResult;
        expect(body.credits).toBe(1);
        expect(body.avoidedWords.length).toBeGreaterThan(0);
        expect(COMMON).toEqual(expect.arrayContaining(body.avoidedWords));
      } else refused ??= res;
    }
    const delivered = statuses.filter((s) => s === 200).length;
    expect(delivered).toBe(AI_LIMITS.runsPerUserMinute.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - delivered);
    expect(refused!.status).toBe(429);
    expect(await refused!.json()).toEqual({ detail: 'rate_limit_exceeded' });
    expect(Number(refused!.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Every delivered draft was paid for; the provider was asked at most twice for each, never for a refused one.
    expect(await balanceOf(db(), o.org.id)).toBe(before - delivered);
    expect(await attemptsOf(o.org.id)).toBeLessThanOrEqual(2 * delivered);
  }, 120_000);

  it('the organization is limited across its members', async () => {
    const o = await owner();
    const members = await Promise.all([1, 2, 3, 4].map(() => signedIn()));
    await db()
      .insert(memberships)
      .values(
        members.map((m) => ({
          id: newId('mem'),
          organizationId: o.org.id,
          userId: m.user.id,
          role: 'member' as const,
          createdAt: Date.now(),
          updatedAt: Date.now(),
        })),
      );
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      const who = members[i % members.length]!;
      const res = await send(`/orgs/${o.org.id}/ai/slide-text`, who.cookie, {
        topic: 'café',
        role: 'body',
        heading: 'Moagem',
        body: 'Moa na hora.',
        locale: 'pt-BR',
        attempt: i,
      });
      statuses.push(res.status);
    }
    // No member reached their own limit (at most 9 each); the organization's 30 were the bound.
    expect(statuses.filter((s) => s === 200)).toHaveLength(AI_LIMITS.runsPerOrgMinute.max);
    expect(statuses.slice(AI_LIMITS.runsPerOrgMinute.max).every((s) => s === 429)).toBe(true);
  }, 120_000);
});

/** The Worker's provider becomes an OpenAI-compatible server that answers with `answer()`; returns how often it was asked. */
function modelAnswering(answer: () => Response): { calls: number } {
  Object.assign(env, { AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://model.test/v1', OPENAI_API_KEY: 'test' });
  const realFetch = globalThis.fetch;
  const model = { calls: 0 };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith('http://model.test/')) return realFetch(input, init);
    model.calls++;
    return answer();
  });
  return model;
}

describe('with a model', () => {
  const saved = { AI_PROVIDER: env.AI_PROVIDER, OPENAI_BASE_URL: env.OPENAI_BASE_URL, OPENAI_API_KEY: env.OPENAI_API_KEY };
  afterEach(() => {
    Object.assign(env, saved);
    vi.restoreAllMocks();
  });

  it('captions that keep a word the kit avoids are asked again once, then delivered and charged with it flagged', async () => {
    const o = await owner();
    const kitId = await kitAvoiding(o, ['de']);
    const before = await balanceOf(db(), o.org.id);
    const v = { title: '', text: 'Café de inverno chegou.', cta: 'Siga a gente.', hashtags: ['#café'] };
    const content = JSON.stringify({ platforms: [{ platform: 'x', variants: [v, v, v] }] });
    const model = modelAnswering(() => Response.json({ choices: [{ message: { content } }] }));
    const res = await send(`/orgs/${o.org.id}/ai/post-captions`, o.cookie, {
      source: { kind: 'brief', text: 'Lançamento do café de inverno.' },
      platforms: ['x'],
      language: 'pt-BR',
      kitId,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ credits: 1, avoidedWords: ['de'] });
    expect(model.calls).toBe(2);
    expect(await balanceOf(db(), o.org.id)).toBe(before - 1);
  }, 60_000);

  it('a model that keeps failing: each failure is free and counted, then no run reaches it until they fade', async () => {
    const o = await owner();
    const before = await balanceOf(db(), o.org.id);
    const model = modelAnswering(() => new Response('overloaded', { status: 500 }));
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await send(`/orgs/${o.org.id}/ai/script-draft`, o.cookie, brief)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(503));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(model.calls).toBe(10);
    expect(await balanceOf(db(), o.org.id)).toBe(before);
    const failed = await db()
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `${AI_LIMITS.failedPerUserHour.name}:${o.user.id}`));
    expect(failed.reduce((n, r) => n + r.count, 0)).toBe(10);
  }, 120_000);
});

describe('failed runs count too', () => {
  it('failed runs refuse the next run after the minute has passed, until the hour fades them', async () => {
    const who = { userId: `usr_${crypto.randomUUID()}`, organizationId: `org_${crypto.randomUUID()}` };
    const t = 100 * 3_600_000 + 60_000;
    for (let i = 0; i < AI_LIMITS.failedPerUserHour.max; i++) {
      await admitRun(db(), who, t + i * 61_000);
      await countFailedRun(db(), who, t + i * 61_000);
    }
    const later = t + 20 * 61_000;
    const refused = await admitRun(db(), who, later).catch((e: { code: string; headers: Record<string, string> }) => e);
    expect(refused).toMatchObject({ code: 'rate_limit_exceeded' });
    const wait = Number((refused as { headers: Record<string, string> }).headers['Retry-After']);
    expect(wait).toBeGreaterThan(60);
    expect(wait).toBeLessThanOrEqual(3600);
    // Refused runs are not counted as runs, and once the failures fade a run starts again.
    await expect(admitRun(db(), who, later + 2 * 3_600_000)).resolves.toBeUndefined();
  });

  it('keeps every AI window within the rate-limit pruning horizon', () => {
    for (const l of Object.values(AI_LIMITS)) expect(l.windowMs).toBeLessThanOrEqual(LONGEST_WINDOW_MS);
  });
});
