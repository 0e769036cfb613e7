/**
 * The most columns, up to `max`, that leave no item alone in the last row (6 -> 3 of max 3,
 * 4 -> 2, 5 -> 3 + 2). The stylesheet has a class per count; no inline style is needed.
 */
export function tileColumns(count: number, max: number): number {
  for (let columns = Math.min(max, count); columns > 1; columns--) {
    if (count % columns !== 1) return columns;
  }
  return 1;
}
