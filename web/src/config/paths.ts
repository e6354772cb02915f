/**
 * Every route of the SPA, and the full-page API navigations, with the one function that builds
 * each link. Screens that later issues build are listed so navigation can point at them; until a
 * route module exists for one, it reaches the not-found screen.
 */
import { appLinks } from '#shared/app-links.ts';
import { loginHref } from '#shared/return-path.ts';

const withParam = (template: string, name: string, value: string) =>
  template.replace(`:${name}`, encodeURIComponent(value));

const FEED_SEARCH_PARAM = 'search';

export const paths = {
  home: { path: '/', getHref: () => '/' },
  /**
   * The home feed with its search panel open: where the desktop top bar's search button goes.
   * `feedParams` keeps the feed's own (its sort) when the member is on it already; `state` asks
   * the feed to put the cursor in the search box even when the panel was open before.
   */
  feedSearch: {
    param: FEED_SEARCH_PARAM,
    state: { focusSearch: true },
    getHref: (feedParams = '') => {
      const params = new URLSearchParams(feedParams);
      params.set(FEED_SEARCH_PARAM, '');
      return `/?${params}`;
    },
  },
  preRegistration: { path: '/pre-registration', getHref: () => appLinks.preRegistration() },
  meditationRegistration: { path: '/meditation-registration', getHref: () => '/meditation-registration' },
  /** The community's rules and whom to write to: public, like joining. */
  guidelines: { path: '/guidelines', getHref: () => '/guidelines' },
  /** Join requests that name the signed-in member as referrer (not in the spec; see docs/decisions.md). */
  referrals: { path: '/referrals', getHref: appLinks.referrals },

  circles: { path: '/circles', getHref: () => '/circles' },
  circle: { path: '/circles/:id', getHref: appLinks.circle },
  post: { path: '/posts/:id', getHref: (id: string) => withParam('/posts/:id', 'id', id) },
  aiGuru: { path: '/ai-guru', getHref: () => '/ai-guru' },
  journal: { path: '/journal', getHref: () => '/journal' },
  discover: { path: '/discover', getHref: () => '/discover' },
  members: { path: '/members', getHref: () => '/members' },
  messages: {
    path: '/messages',
    getHref: (userId?: string) => (userId ? `/messages?user=${encodeURIComponent(userId)}` : '/messages'),
  },
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  invitations: { path: '/invitations', getHref: appLinks.invitations },
  /** The composer; with a circle's id (?circleId=) the post goes to that circle. */
  create: {
    path: '/create',
    getHref: (circleId?: string) => (circleId ? `/create?circleId=${encodeURIComponent(circleId)}` : '/create'),
  },
  profileSettings: { path: '/profile-settings', getHref: () => '/profile-settings' },
  user: { path: '/users/:id', getHref: (id: string) => withParam('/users/:id', 'id', id) },
  admin: { path: '/admin', getHref: appLinks.admin },

  /** Full-page navigations handled by the server, never by the router. */
  api: {
    login: { getHref: loginHref },
    logout: { getHref: () => '/api/logout' },
  },
} as const;
