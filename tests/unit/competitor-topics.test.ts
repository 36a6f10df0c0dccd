// The topics ask's two sides (decision 082): the check every answer passes
// (ids asked about, one topic a video), and the offline provider's answer,
// which is the rules' clusters in the model's shape.
import { describe, expect, it } from 'vitest';
import { titleTopicsSchema, topicClustersProblem } from '../../src/common/contracts/competitors';
import { clusterTopics } from '../../src/platform/ai/offline-topics';

const titles = [
  { id: 'a', title: 'Receita de bolo de cenoura' },
  { id: 'b', title: 'Bolo de chocolate: receita rápida' },
  { id: 'c', title: 'Como afiar facas' },
  { id: 'd', title: 'Facas japonesas: vale a pena?' },
  { id: 'e', title: 'Minha viagem a Lisboa' },
];

describe('the topics answer check', () => {
  const topic = (videoIds: string[]) => ({ label: 'x', words: [], videoIds });
  it('accepts clusters of known ids, each video once, and leaves videos out freely', () => {
    expect(topicClustersProblem({ topics: [topic(['a', 'b']), topic(['c'])] }, ['a', 'b', 'c', 'd'])).toBeNull();
    expect(topicClustersProblem({ topics: [] }, ['a'])).toBeNull();
  });
  it('names an unknown id and a video in two topics', () => {
    expect(topicClustersProblem({ topics: [topic(['a', 'z'])] }, ['a'])).toContain('"z" is not');
    expect(topicClustersProblem({ topics: [topic(['a']), topic(['b', 'a'])] }, ['a', 'b'])).toContain('"a" is in two');
  });
  it('the schema bounds labels, words and the number of topics', () => {
    expect(titleTopicsSchema.safeParse({ topics: [{ label: '', words: [], videoIds: ['a'] }] }).success).toBe(false);
    expect(titleTopicsSchema.safeParse({ topics: [{ label: 'x', words: ['1', '2', '3', '4'], videoIds: ['a'] }] }).success).toBe(false);
    expect(titleTopicsSchema.safeParse({ topics: [{ label: 'x', words: [], videoIds: [] }] }).success).toBe(false);
    expect(titleTopicsSchema.safeParse({ topics: Array.from({ length: 9 }, () => topic(['a'])) }).success).toBe(false);
  });
});

describe('the offline answer', () => {
  it('clusters by the rules, by video id, and passes the check', () => {
    const answer = clusterTopics({ kind: 'title_topics', titles, max: 8, locale: 'pt-BR' });
    expect(answer.topics.map((t) => [t.label, t.videoIds])).toEqual([
      ['bolo', ['a', 'b']],
      ['facas', ['c', 'd']],
    ]);
    expect(answer.topics[0]!.words).toEqual(['receita']);
    expect(
      topicClustersProblem(
        titleTopicsSchema.parse(answer),
        titles.map((t) => t.id),
      ),
    ).toBeNull();
    expect(clusterTopics({ kind: 'title_topics', titles, max: 1, locale: 'en' }).topics).toHaveLength(1);
  });
});
