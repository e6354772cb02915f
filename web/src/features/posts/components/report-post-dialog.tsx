import { Flag } from 'lucide-react';
import type { Post } from '#shared/types/post.ts';
import { deferred, sameTrigger } from '@/components/deferred.tsx';
import { Button } from '@/components/ui/button.tsx';

const ReportDialog = deferred(() => import('./report-dialog.tsx'));

/** Beyond the spec (issue 12 §3): a member reports someone else's post or reply to the admins. */
export function ReportPostDialog({ post }: { post: Pick<Post, 'id' | 'parentId'> }) {
  const trigger = (
    <Button variant="outline">
      <Flag aria-hidden="true" className="size-5" />
      Report
    </Button>
  );
  return <ReportDialog post={post} trigger={trigger} standIn={sameTrigger(trigger, 'dialog')} />;
}
