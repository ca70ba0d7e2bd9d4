import { afterEach, describe, expect, test, vi } from 'vitest';
import { ChangeFeed, type ChangeSource } from '@server/cache/change-feed';
import type { ChangeNotice } from '@server/cache/change-notice';

/** A source the test drives: it says what it hears and when its connection is lost (a test double). */
function scriptedSource(options: { answersPings: boolean }) {
  let hear: ((payload: string) => void) | null = null;
  let lose: ((error: unknown) => void) | null = null;
  let refusals = 0;
  const source: ChangeSource & { connections: number; refuseNext: () => void } = {
    connections: 0,
    refuseNext: () => {
      refusals += 1;
    },
    listen: (onPayload, onLost) => {
      if (refusals > 0) {
        refusals -= 1;
        return Promise.reject(new Error('connection refused'));
      }
      source.connections += 1;
      hear = onPayload;
      lose = onLost;
      return Promise.resolve({
        ping: (payload: string) => {
          if (options.answersPings) hear?.(payload);
          return Promise.resolve();
        },
        close: () => Promise.resolve(),
      });
    },
  };
  return {
    source,
    say: (payload: string) => hear?.(payload),
    lose: () => lose?.(new Error('connection reset')),
  };
}

const feeds: ChangeFeed[] = [];

afterEach(async () => {
  vi.useRealTimers();
  for (const feed of feeds.splice(0)) await feed.close();
});

function feedOn(source: ChangeSource) {
  const heard: ChangeNotice[] = [];
  const feed = new ChangeFeed(source, { pingMs: 1_000, pingTimeoutMs: 3_000, retryMs: 500 });
  feed.watch((event) => heard.push(event));
  feeds.push(feed);
  return { feed, heard };
}

describe('the change feed of an app server (docs/decisions/0068)', () => {
  test('live once it listens; its watchers first drop everything, then hear each notice', async () => {
    const scripted = scriptedSource({ answersPings: true });
    const { feed, heard } = feedOn(scripted.source);
    expect(feed.live).toBe(false);
    await feed.start();
    expect(feed.live).toBe(true);
    scripted.say('cards 4,5');
    scripted.say('something else');
    expect(heard).toEqual([{ kind: 'all' }, { kind: 'cards', keys: ['4', '5'] }]);
  });

  test('a lost connection: not live, everything dropped, listening again after a moment', async () => {
    vi.useFakeTimers();
    const scripted = scriptedSource({ answersPings: true });
    const { feed, heard } = feedOn(scripted.source);
    await feed.start();
    scripted.lose();
    expect(feed.live).toBe(false);
    expect(heard).toEqual([{ kind: 'all' }, { kind: 'all' }]);
    await vi.advanceTimersByTimeAsync(500);
    expect(feed.live).toBe(true);
    expect(scripted.source.connections).toBe(2);
    expect(heard).toHaveLength(3);
  });

  test('a ping that does not come back counts as a lost connection', async () => {
    vi.useFakeTimers();
    const scripted = scriptedSource({ answersPings: false });
    const { feed } = feedOn(scripted.source);
    await feed.start();
    // The ping goes out at 1 s; its answer is awaited until 4 s, when the feed listens anew 0.5 s later.
    await vi.advanceTimersByTimeAsync(3_500);
    expect(feed.live).toBe(true);
    await vi.advanceTimersByTimeAsync(600);
    expect(feed.live).toBe(false);
    expect(scripted.source.connections).toBe(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(scripted.source.connections).toBe(2);
  });

  test('pings that come back keep it live', async () => {
    vi.useFakeTimers();
    const scripted = scriptedSource({ answersPings: true });
    const { feed } = feedOn(scripted.source);
    await feed.start();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(feed.live).toBe(true);
    expect(scripted.source.connections).toBe(1);
  });

  test('a database that refuses the connection: not live, tried again until it listens', async () => {
    vi.useFakeTimers();
    const scripted = scriptedSource({ answersPings: true });
    scripted.source.refuseNext();
    scripted.source.refuseNext();
    const { feed } = feedOn(scripted.source);
    await feed.start();
    expect(feed.live).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(feed.live).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(feed.live).toBe(true);
  });

  test('closed: not live, and it does not listen again', async () => {
    vi.useFakeTimers();
    const scripted = scriptedSource({ answersPings: true });
    const { feed } = feedOn(scripted.source);
    await feed.start();
    await feed.close();
    expect(feed.live).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(scripted.source.connections).toBe(1);
  });
});
