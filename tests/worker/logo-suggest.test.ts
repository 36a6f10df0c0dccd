// The logo maker's AI suggestions (issue 34, decision 063): names, taglines and
// curated icons for a brand, 1 credit (ai_text) through the AI layer like every
// text route; offline, rules from the user's words. A model's icon outside the
// curated set breaks the answer's schema: asked again once, then refused, free.
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LogoSuggestResult } from '../../src/common/contracts/logo-suggest';
import { balanceOf } from '../../src/features/credits/ledger';
import { db, expectFieldError, expectRefusal, generationsOf, orgOwner, paid, setCredits, type OrgOwner } from './helpers';

const suggest = (o: OrgOwner, body: unknown, cookie = o.cookie) => paid('POST', `/orgs/${o.org.id}/ai/logo-suggestions`, cookie, body);
const brand = { name: 'Café Ágata', about: 'cafeteria e padaria', locale: 'pt-BR' };

describe('logo suggestions, offline rules', () => {
  it('suggests names, taglines and the icons the brand words name, for 1 credit, in the language asked', async () => {
    const o = await orgOwner();
    const before = await balanceOf(db(), o.org.id);
    const res = await suggest(o, brand);
    expect(res.status).toBe(200);
    const body = (await res.json()) as LogoSuggestResult;
    expect(body).toMatchObject({ offline: true, credits: 1 });
    expect(body.suggestions.icons.slice(0, 2)).toEqual(['coffee', 'croissant']);
    expect(body.suggestions.names).toContain('Casa Café Ágata');
    expect(body.suggestions.names).not.toContain('Café Ágata');
    expect(body.suggestions.taglines[0]).toBe('Café com alma');
    expect(await balanceOf(db(), o.org.id)).toBe(before - 1);
    const [run] = await generationsOf(o.org.id);
    expect(run).toMatchObject({ tool: 'logo_maker', status: 'succeeded', credits: 1 });

    const en = (await (await suggest(o, { name: 'Paws', about: 'dog grooming', locale: 'en' })).json()) as LogoSuggestResult;
    expect(en.suggestions.icons).toEqual(['paw-print']);
    expect(en.suggestions.taglines).toContain('Made for dog lovers');
    // Words that name no icon: general icons, still from the curated set.
    const none = (await (await suggest(o, { name: 'Lumen', locale: 'en' })).json()) as LogoSuggestResult;
    expect(none.suggestions.icons).toEqual(['sparkles', 'star', 'lightbulb']);
  });

  it('refuses an empty name or a long "about" with the field and its message, and charges nothing', async () => {
    const o = await orgOwner();
    const before = await balanceOf(db(), o.org.id);
    await expectFieldError(await suggest(o, { ...brand, name: '  ' }), 'name', 'validation.logoNameRequired');
    await expectFieldError(await suggest(o, { ...brand, about: 'x'.repeat(121) }), 'about', 'validation.logoAboutTooLong');
    await expectFieldError(await suggest(o, { ...brand, tagline: 'x'.repeat(61) }), 'tagline', 'validation.logoTaglineTooLong');
    expect(await balanceOf(db(), o.org.id)).toBe(before);
  });

  it('answers 402 with no credits, and another organization is not found', async () => {
    const o = await orgOwner();
    await setCredits(o.org.id, 0);
    await expectRefusal(await suggest(o, brand), 402, 'insufficient_credits');
    expect(await generationsOf(o.org.id)).toHaveLength(0);
    const stranger = await orgOwner();
    expect((await suggest(o, brand, stranger.cookie)).status).toBe(404);
  });
});

describe('logo suggestions with a model', () => {
  const saved = { AI_PROVIDER: env.AI_PROVIDER, OPENAI_BASE_URL: env.OPENAI_BASE_URL, OPENAI_API_KEY: env.OPENAI_API_KEY };
  afterEach(() => {
    Object.assign(env, saved);
    vi.restoreAllMocks();
  });
  /** The Worker's provider becomes an OpenAI-compatible server answering `content` as the message; returns what it was asked. */
  const model = (content: unknown) => {
    Object.assign(env, { AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://model.test/v1', OPENAI_API_KEY: 'test' });
    const realFetch = globalThis.fetch;
    const asked: Array<{ response_format: { json_schema: { schema: { properties: { icons: { items: { enum: string[] } } } } } } }> = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith('http://model.test/')) return realFetch(input, init);
      asked.push(JSON.parse(String(init?.body)));
      return Response.json({ choices: [{ message: { content: JSON.stringify(content) } }] });
    });
    return asked;
  };

  it('delivers the model answer, whose icons the schema keeps to the curated set', async () => {
    const answer = { names: ['Ágata Café'], taglines: ['Grãos do sul de Minas'], icons: ['coffee', 'leaf'] };
    const asked = model(answer);
    const o = await orgOwner();
    const before = await balanceOf(db(), o.org.id);
    const res = await suggest(o, brand);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ suggestions: answer, offline: false, credits: 1 });
    expect(asked[0]!.response_format.json_schema.schema.properties.icons.items.enum).toContain('paw-print');
    expect(await balanceOf(db(), o.org.id)).toBe(before - 1);
  });

  it('an icon outside the curated set twice: 502, nothing charged', async () => {
    const asked = model({ names: ['Ágata'], taglines: ['x'], icons: ['not-an-icon'] });
    const o = await orgOwner();
    const before = await balanceOf(db(), o.org.id);
    await expectRefusal(await suggest(o, brand), 502, 'ai_output_invalid');
    expect(asked).toHaveLength(2);
    expect(await balanceOf(db(), o.org.id)).toBe(before);
  });
});
