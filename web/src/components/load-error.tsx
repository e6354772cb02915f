import { CloudOff, type LucideIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n.tsx';
import { componentMessages } from './messages/index.ts';

interface LoadErrorProps {
  title: string;
  onRetry: () => void;
  retrying?: boolean;
  icon?: LucideIcon;
  headingLevel?: 'h1' | 'h2' | 'h3';
}

/** Something that could not load: what happened, and the way to try again. */
export function LoadError({ title, onRetry, retrying, icon = CloudOff, headingLevel }: LoadErrorProps) {
  const t = useT(componentMessages);
  return (
    <EmptyState
      icon={icon}
      title={title}
      headingLevel={headingLevel}
      action={
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          {t('tryAgain')}
        </Button>
      }
    >
      {t('loadError.body')}
    </EmptyState>
  );
}
