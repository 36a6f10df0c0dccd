import { describe, expect, it } from 'vitest';
import type { Transcript } from '../../src/common/contracts/transcript';
import { TranscriptKeeper } from '../../client/features/clipper/transcript-keeper';

const transcript = (text: string): Transcript => ({
  version: 1,
  language: 'en',
  durationMs: 1000,
  engine: { provider: 'local', model: 'moonshine-tiny' },
  segments: [{ startMs: 0, endMs: 500, text, words: [{ text, startMs: 0, endMs: 500, confidence: 0.9 }] }],
});

function keeper(fail = 0) {
  const stored: Array<[string, string]> = [];
  let failures = fail;
  const k = new TranscriptKeeper(async (id, t) => {
    if (failures-- > 0) throw new Error('offline');
    stored.push([id, t.segments[0]!.text]);
  });
  return { k, stored };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

/** Nothing is stored while the asset is missing; once it is announced, the transcript is. */
async function storedOnceTheAssetArrives({ k, stored }: ReturnType<typeof keeper>) {
  await settle();
  expect(stored).toEqual([]);
  k.asset('ast_1');
  await settle();
  expect(stored).toEqual([['ast_1', 'hello']]);
}

describe('a transcript made during an upload', () => {
  it('is stored when the upload finishes during the analysis (the asset arrives before the transcript)', async () => {
    const { k, stored } = keeper();
    k.asset('ast_1');
    k.heard(transcript('hello'), false);
    await settle();
    expect(stored).toEqual([['ast_1', 'hello']]);
  });

  it('is stored when the analysis finishes first, once the asset exists', async () => {
    const kept = keeper();
    kept.k.heard(transcript('hello'), false);
    await storedOnceTheAssetArrives(kept);
  });

  it('is stored once, however often the asset is announced', async () => {
    const { k, stored } = keeper();
    k.heard(transcript('hello'), false);
    k.asset('ast_1');
    k.asset('ast_1');
    await settle();
    k.asset('ast_1');
    await settle();
    expect(stored).toHaveLength(1);
  });

  it('is not stored again when its engine stored it already', async () => {
    const { k, stored } = keeper();
    k.asset('ast_1');
    k.heard(transcript('server'), true);
    await settle();
    expect(stored).toEqual([]);
  });

  it('is tried again after a failed store, at the next chance', async () => {
    const kept = keeper(1);
    kept.k.asset('ast_1');
    kept.k.heard(transcript('hello'), false);
    await storedOnceTheAssetArrives(kept);
  });
});
