/**
 * The names and places the local stack gives itself, which both `npm start` (local/) and the tests'
 * in-process stacks (functions/testing/) use: here, so that functions/ never imports local/.
 */

/** The web app's client id at the local sign-in provider (local/oidc.ts). */
export const LOCAL_CLIENT_ID = 'local-web';

/** `npm start`'s stand-in sits beside the app (the sign-in provider is PORT + 1), unless SES_PORT moves it. */
export const sesPortFor = (appPort: number) => appPort + 2;

/** The page stand-in link previews read (page-stand-in.ts), where `npm start` and the browser tests find it, unless PAGE_STAND_IN_PORT moves it. */
export const pageStandInPortFor = (appPort: number) => appPort + 4;

/** The From address of every mail sent locally. */
export const LOCAL_MAIL_FROM = 'no-reply@seekers-circle.localhost';

/**
 * The grievance contact `npm start` publishes on the Community Guidelines page: plainly a local
 * demo, at the stand-in's own domain, never a person. A deployment must name a real one (the synth
 * refuses a .localhost address; docs/deploying.md).
 */
export const LOCAL_GRIEVANCE_CONTACT = {
  name: 'Local demo grievance desk (not a real contact)',
  email: 'grievances@seekers-circle.localhost',
  acknowledgeWithinHours: 24,
  resolveWithinDays: 15,
} as const;
