/** The Community Guidelines page's words; the grievance contact and the help lines are the deployment's own. */
import { catalogue } from '@/lib/i18n.tsx';
import english from './en.json';

export const guidelinesMessages = catalogue('guidelines', english, () => import('./hi.json'));
