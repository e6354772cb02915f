/** The shared components' words: Sign Out, dialogs' buttons, loading and load errors, a circle's facts, the recorder. */
import { catalogue } from '@/lib/i18n.tsx';
import english from './en.json';

export const componentMessages = catalogue('components', english, () => import('./hi.json'));
