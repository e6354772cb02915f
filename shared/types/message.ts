/** Direct messages between two members, as their participants see them. */

/** A participant as the other one sees them: the public persona, nothing more. */
export interface Participant {
  id: string;
  anonymousName: string;
  avatar: string;
}

export interface Conversation {
  id: string;
  /** The two participants in a fixed order (their ids sorted), the same for both of them. */
  participant1: Participant;
  participant2: Participant;
  /** Whichever of the two is not the caller. */
  otherParticipant: Participant;
  /** Messages the caller has not seen since last opening the conversation. */
  unreadCount: number;
  /** The newest message's text, opened for the caller. */
  lastMessage: string | null;
  lastActivity: string;
}

/**
 * A message as its participants read it. The specification's `encryptedContent` is how the body is
 * stored (docs/messages-encryption.md); the server opens it for the two participants, so the answer
 * carries the text as `content`.
 */
export interface Message {
  id: string;
  senderId: string;
  /** Null for a body that would not open (damaged at rest): shown as unreadable, never a failed thread. */
  content: string | null;
  createdAt: string;
}

/** One page of a thread, oldest to newest; `nextCursor` fetches the older page before it. */
export interface MessagePage {
  messages: Message[];
  nextCursor: string | null;
}

export interface SentMessage {
  conversationId: string;
  message: Message;
}

/**
 * GET /api/conversations?before=: the list's page after this conversation. Its latest activity and
 * id, which is where it stands in the list. (Beside the types rather than the schemas: the member
 * shell's conversation list then needs no schema code on the first screen.)
 */
export const conversationCursor = (conversation: { lastActivity: string; id: string }) => `${conversation.lastActivity}#${conversation.id}`;
