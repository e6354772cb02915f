/** The public pages the build pre-renders, by path, and the file each is written to at the root of web/dist. */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = { '/': 'index.html', '/pre-registration': 'pre-registration.html', '/meditation-registration': 'meditation-registration.html', '/guidelines': 'guidelines.html' };
