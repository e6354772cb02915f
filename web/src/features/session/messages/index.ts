/** The session's words: the warning before it expires. */
import { catalogue } from '@/lib/i18n.tsx';
import english from './en.json';

export const sessionMessages = catalogue('session', english, () => import('./hi.json'));
