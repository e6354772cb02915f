/** Profile Settings' words. */
import { catalogue } from '@/lib/i18n.tsx';
import english from './en.json';

export const profileMessages = catalogue('profile', english, () => import('./hi.json'));
