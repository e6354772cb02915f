/** Words raised outside any component: a failed call's toast, a lapsed session's. */
import { catalogue } from '../i18n.tsx';
import english from './en.json';

export const libMessages = catalogue('lib', english, () => import('./hi.json'));
