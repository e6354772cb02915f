/** The Virtual Self Program's registration form's words. */
import { catalogue } from '@/lib/i18n.tsx';
import english from './en.json';

export const meditationMessages = catalogue('meditation', english, () => import('./hi.json'));
