/** Runs `each` over `items`, `width` at a time: a batch's writes in flight together, no more than one invocation should hold open. */
export async function inParallel<T>(items: readonly T[], each: (item: T) => Promise<unknown>, width = 5): Promise<void> {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(each));
}
