import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ADMIN_DENIED_REDIRECT_DELAY } from '@/config/limits.ts';
import type { User } from '#shared/types/user.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { AdminPanel } from '@/features/admin/components/admin-panel.tsx';
import { toast } from '@/lib/toast.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useT } from '@/lib/i18n.tsx';
import { memberMessages } from './messages/index.ts';

/** Spec (content-administration §6): a non-admin is told, then taken home after a second. */
function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    toast({ title: memberMessages.say('admin.deniedTitle'), description: memberMessages.say('admin.deniedBody'), variant: 'destructive' });
    const timer = window.setTimeout(() => navigate(paths.home.getHref(), { replace: true }), ADMIN_DENIED_REDIRECT_DELAY);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return null;
}

export default function AdminRoute({ user }: { user: User }) {
  const t = useT(memberMessages);
  useDocumentTitle(t('admin.title'));
  if (!user.isAdmin) return <AccessDenied />;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      <AdminPanel />
    </div>
  );
}
