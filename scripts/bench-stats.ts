/**
 * The order statistics every benchmark prints. A file of its own, not bench-kit.ts, because that one
 * starts DynamoDB Local as it loads and most benchmarks need no table.
 */

/** The upper middle of an even count: the figure of one real run, never an average of two. */
export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The nearest-rank percentile of values already sorted ascending; NaN when there are none. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
