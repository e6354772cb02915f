import type { GuideSource } from '#shared/types/ai-guru.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { useT } from '@/lib/i18n.tsx';
import { componentMessages } from './messages/index.ts';

/** Said wherever a guide text came from the project's own library of passages rather than a language model (the guide's screen, a journal entry's reflection). */
export function OfflineBadge({ source }: { source: GuideSource | undefined }) {
  const t = useT(componentMessages);
  if (source !== 'offline') return null;
  return (
    <Badge variant="outline" title={t('offline.explain')}>
      {t('offline.badge')}
    </Badge>
  );
}
