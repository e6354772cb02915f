import type { CountKind } from './nav-items.ts';

export type Counts = Partial<Record<CountKind, number>>;

/** The persona the shell shows: name already defaulted to 'Anonymous Seeker'. */
export interface ShellPersona {
  name: string;
  avatar: string;
  isAdmin: boolean;
}
