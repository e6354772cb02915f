import { useEffect } from 'react';
import { APP_NAME } from '@/config/app.ts';

/** Each screen names itself in the tab title, which screen readers announce on navigation. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
