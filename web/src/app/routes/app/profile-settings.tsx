import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { LanguageForm } from '@/features/profile/components/language-form.tsx';
import { NotificationPreferencesForm } from '@/features/profile/components/notification-preferences-form.tsx';
import { ProfileForm } from '@/features/profile/components/profile-form.tsx';
import { ProfileView } from '@/features/profile/components/profile-view.tsx';
import { PrivacyTab } from '@/features/privacy/components/privacy-tab.tsx';
import { useCurrentUser } from '@/lib/auth/get-current-user.ts';
import { loginHref } from '@/lib/auth/sign-in.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useT } from '@/lib/i18n.tsx';
import { memberMessages } from './messages/index.ts';

const TABS = ['profile', 'notifications', 'privacy'] as const;

export default function ProfileSettingsRoute() {
  const t = useT(memberMessages);
  useDocumentTitle(t('profile.title'));
  // Read live rather than passed down, so a save shows at once and a lapsed session is noticed here.
  const { data: user } = useCurrentUser();
  const [editing, setEditing] = useState(false);
  // `?tab=privacy` opens a section directly (a link from elsewhere, or a reload on it).
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'profile';

  if (!user) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
        <EmptyState
          icon={Lock}
          title={t('profile.authTitle')}
          headingLevel="h1"
          action={
            <a href={loginHref()} className={buttonVariants()}>
              {t('profile.login')}
            </a>
          }
        >
          {t('profile.authBody')}
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title={t('profile.title')} description={t('profile.description')} />
      <Tabs value={tab} onValueChange={(value) => setParams(value === 'profile' ? {} : { tab: value }, { replace: true })}>
        <TabsList aria-label={t('profile.sections')} className="inline-flex">
          <TabsTrigger value="profile">{t('profile.tabProfile')}</TabsTrigger>
          <TabsTrigger value="notifications">{t('profile.tabNotifications')}</TabsTrigger>
          <TabsTrigger value="privacy">{t('profile.tabPrivacy')}</TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          <Card>
            {editing ? (
              <ProfileForm user={user} onDone={() => setEditing(false)} />
            ) : (
              <ProfileView user={user} onEdit={() => setEditing(true)} />
            )}
          </Card>
          <Card className="mt-6">
            <LanguageForm user={user} />
          </Card>
        </TabsContent>
        <TabsContent value="notifications">
          <Card>
            <h2 className="text-xl font-semibold">{t('profile.notificationsHeading')}</h2>
            <p className="mt-1 mb-4 text-muted-foreground">{t('profile.notificationsIntro')}</p>
            <NotificationPreferencesForm user={user} />
          </Card>
        </TabsContent>
        <TabsContent value="privacy">
          <PrivacyTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
