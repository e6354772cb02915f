import { Lock } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { NotificationPreferencesForm } from '@/features/profile/components/notification-preferences-form.tsx';
import { ProfileForm } from '@/features/profile/components/profile-form.tsx';
import { ProfileView } from '@/features/profile/components/profile-view.tsx';
import { useCurrentUser } from '@/lib/auth/get-current-user.ts';
import { loginHref } from '@/lib/auth/sign-in.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export default function ProfileSettingsRoute() {
  useDocumentTitle('Profile Settings');
  // Read live rather than passed down, so a save shows at once and a lapsed session is noticed here.
  const { data: user } = useCurrentUser();
  const [editing, setEditing] = useState(false);

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
      <PageHeader title="Profile Settings" description="Your anonymous persona, and what you would like to hear about." />
      <Tabs defaultValue="profile">
        <TabsList aria-label="Profile settings sections" className="inline-flex">
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="notifications">Notifications</TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          <Card>
            {editing ? (
              <ProfileForm user={user} onDone={() => setEditing(false)} />
            ) : (
              <ProfileView user={user} onEdit={() => setEditing(true)} />
            )}
          </Card>
        </TabsContent>
        <TabsContent value="notifications">
          <Card>
            <h2 className="text-xl font-semibold">Notification preferences</h2>
            <p className="mt-1 mb-4 text-muted-foreground">Choose what you are notified about.</p>
            <NotificationPreferencesForm user={user} />
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
