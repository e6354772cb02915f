/**
 * Lists the server answers page by page, each page starting after the last item shown
 * (notifications, conversations): when the next page is due, and the loaded pages as one list.
 */
import type { InfiniteData } from '@tanstack/react-query';

/** The next page starts after the last item of a full page; a short page was the last. */
export const nextAfterFullPage =
  <T>(pageSize: number, cursorOf: (item: T) => string) =>
  (page: T[]): string | undefined =>
    page.length === pageSize ? cursorOf(page.at(-1)!) : undefined;

/** The loaded pages as one list: an item that moved up while they were fetched one after another appears once. */
export const pagesAsOneList = <T extends { id: string }>(data: InfiniteData<T[], unknown>): T[] => [
  ...new Map(data.pages.flat().map((item) => [item.id, item])).values(),
];

/** A list read page by page as a screen shows it: the pages loaded so far as one list, the next on demand. */
export interface PagedList<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}
