/** The frames' words: the member area's shell (sidebar, top bars, drawer, bottom bar, user menu). */
import { catalogue } from '@/lib/i18n.tsx';
import english from './en.json';

export const layoutMessages = catalogue('layouts', english, () => import('./hi.json'));
