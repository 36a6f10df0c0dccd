// The details dialog's tag field (decision 055): the chip shown is the tag the server stores.
import { describe, expect, it } from 'vitest';
import { addTag, normalizeTag, suggestTags } from '../../client/features/project-manager/details-model';
import { tagsSchema } from '../../src/common/contracts/workflow';

describe('project details tags', () => {
  it('spells a typed tag as the server stores it', () => {
    for (const raw of ['  Campanha   Verão ', 'NATAL', 'lançamento']) {
      expect([normalizeTag(raw)]).toEqual(tagsSchema.parse([raw]));
    }
    expect(normalizeTag('#Natal')).toBe('natal');
  });

  it('adds a tag once, and never an empty, too long or ninth one', () => {
    expect(addTag(['natal'], ' Natal ')).toEqual(['natal']);
    expect(addTag(['natal'], 'Verão')).toEqual(['natal', 'verão']);
    expect(addTag([], '   ')).toEqual([]);
    expect(addTag([], 'x'.repeat(25))).toEqual([]);
    const eight = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    expect(addTag(eight, 'i')).toEqual(eight);
  });

  it("suggests the organization's tags that start with what is typed and are not on the project", () => {
    const inUse = ['campanha', 'cliente-x', 'natal', 'carnaval'];
    expect(suggestTags(inUse, ['natal'], '')).toEqual(['campanha', 'cliente-x', 'carnaval']);
    expect(suggestTags(inUse, ['campanha'], 'C')).toEqual(['cliente-x', 'carnaval']);
    expect(suggestTags(inUse, [], 'zz')).toEqual([]);
  });
});
