/** The inbox, `['messages', 'conversations']`, and each thread under `['messages', 'thread', id]`. */
export const messagesKeys = {
  root: ['messages'] as const,
  conversations: () => [...messagesKeys.root, 'conversations'] as const,
  thread: (conversationId: string) => [...messagesKeys.root, 'thread', conversationId] as const,
  recipient: (userId: string) => [...messagesKeys.root, 'recipient', userId] as const,
  with: (userId: string) => [...messagesKeys.root, 'with', userId] as const,
};
