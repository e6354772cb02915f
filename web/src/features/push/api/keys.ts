/** The push feature's query keys: the server's public key, and this browser's own subscription. */
export const pushKeys = {
  root: ['push'] as const,
  publicKey: () => [...pushKeys.root, 'public-key'] as const,
  thisBrowser: () => [...pushKeys.root, 'this-browser'] as const,
};
