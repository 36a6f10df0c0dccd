// The comment form's pure parts (decision 058) and the shared pin rules.
import { describe, expect, it } from 'vitest';
import { createCommentSchema, pinFits, pinText, type CommentView } from '../../src/common/contracts/comments';
import {
  insertMention,
  keptMentions,
  mentionQuery,
  parseTime,
  suggestMembers,
  threads,
} from '../../client/features/project-manager/comments-model';

const members = [
  { id: 'u1', name: 'Lia Souza' },
  { id: 'u2', name: 'Rui Lima' },
  { id: 'u3', name: 'Élcio Antunes' },
];

describe('mentions', () => {
  it('finds the @word being typed before the caret, only at a word start', () => {
    expect(mentionQuery('oi @li', 6)).toEqual({ start: 3, query: 'li' });
    expect(mentionQuery('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQuery('mail@li', 7)).toBeNull();
    expect(mentionQuery('oi @li e', 8)).toBeNull();
  });

  it('suggests members by any word of their name, accents and case aside', () => {
    expect(suggestMembers(members, 'li').map((m) => m.id)).toEqual(['u1', 'u2']);
    expect(suggestMembers(members, 'elc').map((m) => m.id)).toEqual(['u3']);
    expect(suggestMembers(members, '')).toHaveLength(3);
    expect(suggestMembers(members, 'zz')).toEqual([]);
  });

  it('puts the name in and keeps only mentions still written', () => {
    expect(insertMention('oi @li tudo', 3, 6, 'Lia Souza')).toEqual({ text: 'oi @Lia Souza  tudo', caret: 14 });
    expect(keptMentions('oi @Lia Souza veja', members)).toEqual(['u1']);
    expect(keptMentions('oi Lia', members)).toEqual([]);
  });
});

describe('pins', () => {
  it('reads typed times as seconds', () => {
    expect(parseTime('12')).toBe(12);
    expect(parseTime('0:12')).toBe(12);
    expect(parseTime('1:02:03')).toBe(3723);
    expect(parseTime('1:75')).toBeNull();
    expect(parseTime('abc')).toBeNull();
    expect(parseTime('')).toBeNull();
  });

  it('shows a time as m:ss and a slide from 1', () => {
    expect(pinText({ seconds: 12.7 })).toEqual({ time: '0:12' });
    expect(pinText({ seconds: 3723 })).toEqual({ time: '1:02:03' });
    expect(pinText({ slide: 0, x: 0.5, y: 0.5 })).toEqual({ slide: 1 });
  });

  it('fits a time to video kinds within their duration, a slide to carousels and stories that have it', () => {
    expect(pinFits('clip', { durationMs: 30_000 }, { seconds: 12 })).toBe(true);
    expect(pinFits('clip', { durationMs: 30_000 }, { seconds: 31 })).toBe(false);
    expect(pinFits('video', { durationMs: 0 }, { seconds: 31 })).toBe(true);
    expect(pinFits('script', {}, { seconds: 1 })).toBe(false);
    expect(pinFits('story', { slideCount: 3 }, { slide: 2, x: 0, y: 1 })).toBe(true);
    expect(pinFits('story', { slideCount: 3 }, { slide: 3, x: 0, y: 1 })).toBe(false);
    expect(pinFits('subtitles', {}, { slide: 0, x: 0, y: 0 })).toBe(false);
  });

  it('a reply carries no pin; the body is trimmed and required', () => {
    expect(createCommentSchema.safeParse({ body: 'x', parentId: 'c1', pin: { seconds: 1 } }).success).toBe(false);
    expect(createCommentSchema.safeParse({ body: '   ' }).error?.issues[0]?.message).toBe('comment_body_required');
    expect(createCommentSchema.parse({ body: ' ok ', mentions: ['a', 'a'] })).toEqual({
      body: 'ok',
      mentions: ['a'],
      pin: null,
      parentId: null,
    });
  });
});

describe('threads', () => {
  const c = (id: string, parentId: string | null = null) => ({ id, parentId }) as CommentView;
  it('groups replies under their comment, in order', () => {
    expect(threads([c('a'), c('b'), c('r1', 'a'), c('r2', 'b'), c('r3', 'a')]).map((t) => [t.root.id, t.replies.map((r) => r.id)])).toEqual(
      [
        ['a', ['r1', 'r3']],
        ['b', ['r2']],
      ],
    );
  });
});
