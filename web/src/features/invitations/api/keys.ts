/** Every invitations query sits under `['invitations']`, so answering one refreshes the list and the badge together. */
export const invitationsKeys = {
  root: ['invitations'] as const,
  list: () => [...invitationsKeys.root, 'list'] as const,
  pendingCount: () => [...invitationsKeys.root, 'pending-count'] as const,
};
