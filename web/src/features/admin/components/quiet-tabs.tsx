import { Download, FileText, Flag, UsersRound } from 'lucide-react';
import { EmptyState } from '@/components/empty-state.tsx';

/** Posts, Circles and Export arrive with the issues that build posts and circles; until then they say so. */
export function LaterReleaseTab({ subject }: { subject: 'posts' | 'circles' | 'export' }) {
  const { icon, title, body } = {
    posts: {
      icon: FileText,
      title: 'Post moderation arrives with a later release',
      body: 'Searching, filtering and removing posts will live here once posting is part of the community.',
    },
    circles: {
      icon: UsersRound,
      title: 'Circle moderation arrives with a later release',
      body: 'Reviewing and removing circles will live here once circles are part of the community.',
    },
    export: {
      icon: Download,
      title: 'Data export arrives with a later release',
      body: 'Exporting users, posts and circles as CSV files will live here.',
    },
  }[subject];
  return (
    <EmptyState icon={icon} title={title}>
      {body}
    </EmptyState>
  );
}

/** Spec: a static empty state. */
export function ReportsTab() {
  return (
    <EmptyState icon={Flag} title="No reports to review">
      When members report a post, it will wait here for a decision.
    </EmptyState>
  );
}
