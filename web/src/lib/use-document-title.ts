import { createContext, useContext, useEffect } from 'react';
import { APP_NAME } from '@/config/app.ts';

export const documentTitle = (title: string | null) => (title ? `${title} · ${APP_NAME}` : APP_NAME);

/** The build's pre-rendering (web/src/prerender.tsx) hears each title asked for, since effects never run there. */
export const ServerTitle = createContext<((title: string) => void) | null>(null);

/** Each screen names itself in the tab title, which screen readers announce on navigation. */
export function useDocumentTitle(title: string | null): void {
  const reportTitle = useContext(ServerTitle);
  if (import.meta.env.SSR) reportTitle?.(documentTitle(title));
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
