import { describe, expect, it } from 'vitest';
import { LruMap } from './listing-cache.ts';

describe('LruMap', () => {
  it('forgets the least recently used entry beyond its capacity', () => {
    const map = new LruMap<number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.get('a');
    map.set('c', 3);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([1, undefined, 3]);
  });

  it('weighs entries when told how, keeping the newest even when it alone is over', () => {
    const map = new LruMap<string>(10, (value) => value.length);
    map.set('small', 'xxx');
    map.set('medium', 'xxxxxx');
    map.set('again', 'xxxx');
    expect(map.get('small')).toBeUndefined();
    expect(map.get('medium')).toBe('xxxxxx');
    expect(map.get('again')).toBe('xxxx');
    map.set('huge', 'x'.repeat(20));
    expect([map.get('medium'), map.get('again'), map.get('huge')?.length]).toEqual([
      undefined,
      undefined,
      20,
    ]);
    // Replacing an entry takes its old weight away.
    map.set('huge', 'xx');
    map.set('more', 'xxxxxxxx');
    expect([map.get('huge'), map.get('more')]).toEqual(['xx', 'xxxxxxxx']);
  });
});
