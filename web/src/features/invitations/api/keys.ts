/** Every invitations query sits under `['invitations']`. */
export const invitationsKeys = {
  root: ['invitations'] as const,
  pendingCount: () => [...invitationsKeys.root, 'pending-count'] as const,
};
