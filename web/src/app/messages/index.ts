/** The words of the app's own screens: the landing page, the public pages' frame, the gates. */
import { catalogue } from '@/lib/i18n.tsx';
import english from './en.json';

export const appMessages = catalogue('app', english, () => import('./hi.json'));
