/** The directory, `['users', 'approved']`, and each member's public page under `['users', 'detail', id]`. */
export const membersKeys = {
  root: ['users'] as const,
  approved: () => [...membersKeys.root, 'approved'] as const,
  detail: (userId: string) => [...membersKeys.root, 'detail', userId] as const,
  profile: (userId: string) => [...membersKeys.detail(userId), 'profile'] as const,
  stats: (userId: string) => [...membersKeys.detail(userId), 'stats'] as const,
  posts: (userId: string) => [...membersKeys.detail(userId), 'posts'] as const,
};
