/** Text made safe to place in HTML, in an element or a quoted attribute (the share page, mails, the local sign-in pages, the pre-rendered titles). */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
