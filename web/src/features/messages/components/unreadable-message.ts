/** A message body that would not open (damaged at rest; docs/messages-encryption.md), said plainly. */
export const UNREADABLE_MESSAGE = 'This message could not be opened.';
