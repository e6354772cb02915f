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

const TABS = ['profile', 'notifications', 'privacy'] as const;

export default function ProfileSettingsRoute() {
  useDocumentTitle('Profile Settings');
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
          title="Authentication Required"
          headingLevel="h1"
          action={
            <a href={loginHref()} className={buttonVariants()}>
              Login
            </a>
          }
        >
          Please sign in to see and change your profile settings.
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title="Profile Settings" description="Your anonymous persona, what you would like to hear about, and your data." />
      <Tabs value={tab} onValueChange={(value) => setParams(value === 'profile' ? {} : { tab: value }, { replace: true })}>
        <TabsList aria-label="Profile settings sections" className="inline-flex">
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="notifications">Notifications</TabsTrigger>
          <TabsTrigger value="privacy">Privacy</TabsTrigger>
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
            <h2 className="text-xl font-semibold">Notification preferences</h2>
            <p className="mt-1 mb-4 text-muted-foreground">Choose what you are notified about.</p>
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
