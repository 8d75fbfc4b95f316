import { describe, expect, it } from 'vitest';
import { pageRange } from './pageRange';

describe('pageRange', () => {
  it('lists every page when there are few', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps', () => {
    expect(pageRange(1, 20)).toEqual([1, 2, 'ellipsis', 20]);
    expect(pageRange(10, 20)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
    expect(pageRange(20, 20)).toEqual([1, 'ellipsis', 19, 20]);
  });

  it('shows a page number instead of a gap that would hide only one page', () => {
    expect(pageRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(pageRange(17, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
  });

  it('clamps a page outside 1..total', () => {
    expect(pageRange(0, 3)).toEqual([1, 2, 3]);
    expect(pageRange(99, 20).at(-1)).toBe(20);
    expect(pageRange(1, 0)).toEqual([1]);
  });
});
