/** One slot of a pagination bar: a page number or a gap. */
export type PageItem = number | 'ellipsis';

/**
 * Pages to show for `page` of `totalPages`: all of them when there are few, otherwise the
 * first, the last, and `siblings` around the current one, with gaps between.
 */
export function pageRange(page: number, totalPages: number, siblings = 1): PageItem[] {
  const total = Math.max(totalPages, 1);
  const current = Math.min(Math.max(page, 1), total);
  // first + last + current + 2 siblings + 2 gaps
  if (total <= 5 + 2 * siblings) return Array.from({ length: total }, (_, i) => i + 1);
  const start = Math.max(current - siblings, 2);
  const end = Math.min(current + siblings, total - 1);
  const items: PageItem[] = [1];
  if (start > 2) items.push(start === 3 ? 2 : 'ellipsis');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < total - 1) items.push(end === total - 2 ? total - 1 : 'ellipsis');
  items.push(total);
  return items;
}
