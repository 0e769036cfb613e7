/** The most columns, up to `max`, that leave no item alone in the last row (5 -> 3 + 2); the stylesheet has a class per count. */
export function tileColumns(count: number, max: number): number {
  for (let columns = Math.min(max, count); columns > 1; columns--) {
    if (count % columns !== 1) return columns;
  }
  return 1;
}
