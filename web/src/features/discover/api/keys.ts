/** Every Discover query sits under `['discover']`. */
export const discoverKeys = {
  root: ['discover'] as const,
  trending: () => [...discoverKeys.root, 'trending'] as const,
};
