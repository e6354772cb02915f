/** Onboarding's words: the persona form a new account fills in. */
import { catalogue } from '@/lib/i18n.tsx';
import english from './en.json';

export const onboardingMessages = catalogue('onboarding', english, () => import('./hi.json'));
