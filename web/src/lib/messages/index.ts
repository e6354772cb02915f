/** Words of web/src/lib: a failed call's toast, a lapsed session's, the avatar styles' names. */
import { catalogue } from '../i18n.tsx';
import english from './en.json';

export const libMessages = catalogue('lib', english, () => import('./hi.json'));
