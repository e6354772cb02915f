/** The guidelines feature's query keys: the contact the deployment publishes. */
export const guidelinesKeys = {
  root: ['guidelines'] as const,
  contact: () => [...guidelinesKeys.root, 'contact'] as const,
};
