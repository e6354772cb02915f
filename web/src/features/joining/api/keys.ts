/** Query keys of the join process: the referrer search's member list and a member's referrals. */
export const joiningKeys = {
  root: ['joining'] as const,
  members: () => [...joiningKeys.root, 'members'] as const,
  referrals: () => [...joiningKeys.root, 'referrals'] as const,
};
