import { describe, expect, test } from 'vitest';
import { parseChangeNotice } from '@server/cache/change-notice';
import { KeptAnswers } from '@server/cache/kept-answers';

describe('answers kept until the database announces a change (docs/decisions/0068)', () => {
  test('a kept answer is found by group and key until its group is dropped', () => {
    const kept = new KeptAnswers<string>(1_000);
    kept.keep('7', 'user 1', 'card seven', 10, kept.mark());
    kept.keep('8', 'user 1', 'card eight', 10, kept.mark());
    expect(kept.get('7', 'user 1')).toBe('card seven');
    expect(kept.get('7', 'user 2')).toBeUndefined();
    kept.drop(['7']);
    expect(kept.get('7', 'user 1')).toBeUndefined();
    expect(kept.get('8', 'user 1')).toBe('card eight');
  });

  test('an answer read before its group was dropped is not kept: the read may have missed the change', () => {
    const kept = new KeptAnswers<string>(1_000);
    const mark = kept.mark();
    kept.drop(['7']);
    kept.keep('7', 'user 1', 'as read before the change', 10, mark);
    expect(kept.get('7', 'user 1')).toBeUndefined();
    kept.keep('8', 'user 1', 'another card', 10, mark);
    expect(kept.get('8', 'user 1')).toBe('another card');
    kept.keep('7', 'user 1', 'read after the change', 10, kept.mark());
    expect(kept.get('7', 'user 1')).toBe('read after the change');
  });

  test('after everything is dropped, nothing read before is kept', () => {
    const kept = new KeptAnswers<string>(1_000);
    kept.keep('7', '', 'a', 10, kept.mark());
    const mark = kept.mark();
    kept.dropAll();
    expect(kept.get('7', '')).toBeUndefined();
    kept.keep('8', '', 'b', 10, mark);
    expect(kept.get('8', '')).toBeUndefined();
    expect(kept.size).toBe(0);
  });

  test('past its weight the oldest groups go first; an answer too large for it is never kept', () => {
    const kept = new KeptAnswers<string>(100);
    for (const group of ['1', '2', '3', '4']) kept.keep(group, '', group, 20, kept.mark());
    expect(kept.size).toBe(80);
    kept.keep('5', '', '5', 25, kept.mark());
    expect(kept.size).toBeLessThanOrEqual(75);
    expect(kept.get('1', '')).toBeUndefined();
    expect(kept.get('5', '')).toBe('5');
    kept.keep('6', '', 'huge', 26, kept.mark());
    expect(kept.get('6', '')).toBeUndefined();
  });

  test('past its count of dropped groups it forgets them all, as if everything had been dropped', () => {
    const kept = new KeptAnswers<string>(1_000, 3);
    const mark = kept.mark();
    kept.drop(['1', '2', '3', '4']);
    kept.keep('9', '', 'read before', 10, mark);
    expect(kept.get('9', '')).toBeUndefined();
  });
});

describe('the notices of the channel pim_changes (migration 0051)', () => {
  test('cards and sessions name their keys or all of their kind', () => {
    expect(parseChangeNotice('cards 12,13')).toEqual({ kind: 'cards', keys: ['12', '13'] });
    expect(parseChangeNotice('cards *')).toEqual({ kind: 'cards', keys: '*' });
    expect(parseChangeNotice('sessions ab12')).toEqual({ kind: 'sessions', keys: ['ab12'] });
    expect(parseChangeNotice('all *')).toEqual({ kind: 'all' });
    expect(parseChangeNotice('ping 5f')).toEqual({ kind: 'ping', nonce: '5f' });
  });

  test('a notice of another kind is ignored', () => {
    expect(parseChangeNotice('offers 1')).toBeNull();
    expect(parseChangeNotice('')).toBeNull();
  });
});
