import type { GuideSource } from '#shared/types/ai-guru.ts';
import { Badge } from '@/components/ui/badge.tsx';

/** Said wherever a guide text came from the project's own library of passages rather than a language model (the guide's screen, a journal entry's reflection). */
export function OfflineBadge({ source }: { source: GuideSource | undefined }) {
  if (source !== 'offline') return null;
  return (
    <Badge variant="outline" title="No AI provider is configured: this passage comes from the guide's own library.">
      Offline guide
    </Badge>
  );
}
