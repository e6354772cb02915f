/**
 * The messages that arrive in English whatever the language (the shared schemas' validation
 * messages and the server's `message`), keyed by that English itself: lib/translate-message.ts.
 */
import { catalogue } from '@/lib/i18n.tsx';
import english from './en.json';

export const wireMessages = catalogue('wire', english, () => import('./hi.json'));
