import { describe, expect, it } from 'vitest';
import { createChunkMounter, type MounterEnvironment } from '@screens/product-form/chunk-mounter';

/** A hand-driven browser: idle periods and viewport entries happen when the test says. */
function fakeBrowser(idleMs = 50) {
  const idle: ((deadline: { timeRemaining(): number }) => void)[] = [];
  const near = new Map<Element, (where: 'near' | 'visible') => void>();
  let remaining = idleMs;
  const env: MounterEnvironment = {
    onIdle: (callback) => {
      idle.push(callback);
      return () => idle.splice(idle.indexOf(callback), 1);
    },
    observe: (element, onNear) => {
      near.set(element, onNear);
      return () => near.delete(element);
    },
    flush: (update) => {
      // Every mount costs 5 ms of the idle period.
      remaining -= 5;
      update();
    },
  };
  return {
    env,
    runIdle() {
      remaining = idleMs;
      idle.shift()?.({ timeRemaining: () => remaining });
    },
    enterViewport: (element: Element) => near.get(element)?.('visible'),
    comeNear: (element: Element) => near.get(element)?.('near'),
    watching: (element: Element) => near.has(element),
  };
}

const element = () => document.createElement('div');

describe('chunk mounter (§9: thousands of attributes without a long task)', () => {
  it('mounts eager chunks at once and the others in document order when idle, a few per idle period', () => {
    const browser = fakeBrowser();
    const mounter = createChunkMounter(browser.env);
    const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    keys.forEach((key, index) => mounter.register(key, [key], element(), index === 0));
    expect(keys.filter((key) => mounter.isMounted(key))).toEqual(['a']);
    browser.runIdle();
    // 16 ms of a 50 ms idle period at 5 ms a chunk: four chunks, then the next period.
    expect(keys.filter((key) => mounter.isMounted(key))).toEqual(['a', 'b', 'c', 'd', 'e']);
    browser.runIdle();
    expect(keys.every((key) => mounter.isMounted(key))).toBe(true);
  });

  it('mounts a chunk coming near the viewport before the ones above it', () => {
    const browser = fakeBrowser();
    const mounter = createChunkMounter(browser.env);
    const elements = ['a', 'b', 'c'].map(() => element());
    ['a', 'b', 'c'].forEach((key, index) => mounter.register(key, [key], elements[index]!, false));
    browser.enterViewport(elements[2]!);
    expect(mounter.isMounted('c')).toBe(true);
    expect(mounter.isMounted('a')).toBe(false);
  });

  it('puts a chunk near the viewport first in line for idle time', () => {
    const browser = fakeBrowser(12);
    const mounter = createChunkMounter(browser.env);
    const elements = ['a', 'b', 'c'].map(() => element());
    ['a', 'b', 'c'].forEach((key, index) => mounter.register(key, [key], elements[index]!, false));
    browser.comeNear(elements[2]!);
    expect(mounter.isMounted('c')).toBe(false);
    browser.runIdle();
    // A short idle period mounts one chunk: the near one.
    expect(['a', 'b', 'c'].filter((key) => mounter.isMounted(key))).toEqual(['c']);
  });

  it('reveals the chunk holding an attribute and tells its subscribers', () => {
    const browser = fakeBrowser();
    const mounter = createChunkMounter(browser.env);
    mounter.register('first', ['u1', 'u2'], element(), false);
    mounter.register('second', ['u3', 'u4'], element(), false);
    let told = 0;
    mounter.subscribe('second', () => (told += 1));
    expect(mounter.reveal('u4')).toBe(true);
    expect(mounter.isMounted('second')).toBe(true);
    expect(told).toBe(1);
    expect(mounter.reveal('unknown')).toBe(false);
  });

  it('stops watching a chunk once it is mounted, however it was mounted', () => {
    const browser = fakeBrowser();
    const mounter = createChunkMounter(browser.env);
    const watched = element();
    mounter.register('a', ['u1'], watched, false);
    expect(browser.watching(watched)).toBe(true);
    browser.runIdle();
    expect(browser.watching(watched)).toBe(false);
  });

  it('counts every chunk as mounted where the browser has no idle callbacks or observer (jsdom)', () => {
    const mounter = createChunkMounter({ onIdle: null, observe: null, flush: (update) => update() });
    mounter.register('a', ['u1'], element(), false);
    expect(mounter.isMounted('a')).toBe(true);
  });
});
