/** The join process's words: the request to join, its referrer search and answer, and a member's referrals. */
import { catalogue } from '@/lib/i18n.tsx';
import english from './en.json';

export const joiningMessages = catalogue('joining', english, () => import('./hi.json'));
