/** The member area's screens' words (their titles and headers): in the member chunk, not the landing page's. */
import { catalogue } from '@/lib/i18n.tsx';
import english from './en.json';

export const memberMessages = catalogue('member', english, () => import('./hi.json'));
