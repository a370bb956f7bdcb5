import { describe, expect, it } from 'vitest';
import { liveTopics, parseTopic, topicsOfMatch } from './live-protocol.ts';
import { liveClientMessageSchema } from './requests.ts';

describe('live topics', () => {
  it('parses what the builders make, and nothing else', () => {
    expect(parseTopic(liveTopics.live)).toEqual({ kind: 'live' });
    expect(parseTopic(liveTopics.match('m1'))).toEqual({ kind: 'match', id: 'm1' });
    expect(parseTopic(liveTopics.season('s:1'))).toEqual({ kind: 'season', id: 's:1' });
    for (const bad of [
      '',
      'lives',
      'match:',
      'team:t1',
      'match:a,b',
      'season:a b',
      `match:${'x'.repeat(201)}`,
    ])
      expect(parseTopic(bad), bad).toBeNull();
  });

  it('names the live list only while a match is (or just stopped being) in progress', () => {
    const match = { id: 'm1', seasonId: 's1', state: 'pre-match' as const };
    expect(topicsOfMatch(match)).toEqual(['match:m1', 'season:s1']);
    expect(topicsOfMatch({ ...match, state: 'in-progress' })).toContain('live');
    expect(topicsOfMatch({ ...match, state: 'completed' }, 'in-progress')).toContain('live');
  });

  it('takes subscribe, unsubscribe and ping from a client, with known topics only', () => {
    expect(
      liveClientMessageSchema.safeParse({ type: 'subscribe', topic: 'live', cursor: 3 }).success,
    ).toBe(true);
    expect(
      liveClientMessageSchema.safeParse({ type: 'unsubscribe', topic: 'match:m1' }).success,
    ).toBe(true);
    expect(liveClientMessageSchema.safeParse({ type: 'subscribe', topic: 'team:t1' }).success).toBe(
      false,
    );
    expect(liveClientMessageSchema.safeParse({ type: 'shout' }).success).toBe(false);
  });
});
