import { UserPlus } from 'lucide-react';
import type { Circle } from '#shared/types/circle.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { InviteByEmailForm } from './invite-by-email-form.tsx';
import { InviteCircleMembers } from './invite-circle-members.tsx';
import { InvitePlatformMembers } from './invite-platform-members.tsx';

/**
 * Content-administration spec §2 "Circle detail": the invite dialog, for members only (the circle
 * page renders it for them), with the tabs Invite by Email, Platform Members and Circle Members.
 * A tab's content mounts when chosen, so each list loads only when it is looked at.
 */
export function InviteDialog({ circle }: { circle: Circle }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <UserPlus aria-hidden="true" className="size-5" />
          Invite
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto">
        <div className="grid gap-2">
          <DialogTitle className="wrap-anywhere">Invite to {circle.name}</DialogTitle>
          <DialogDescription>
            {circle.isPrivate
              ? 'This circle is private: an invitation is the way in.'
              : 'Share this circle with someone who would feel at home in it.'}
          </DialogDescription>
        </div>
        <Tabs defaultValue="email" className="min-w-0">
          <TabsList aria-label="Ways to invite">
            <TabsTrigger value="email">Invite by Email</TabsTrigger>
            <TabsTrigger value="platform">Platform Members</TabsTrigger>
            <TabsTrigger value="circle">Circle Members</TabsTrigger>
          </TabsList>
          <TabsContent value="email">
            <InviteByEmailForm circleId={circle.id} />
          </TabsContent>
          <TabsContent value="platform">
            <InvitePlatformMembers circleId={circle.id} />
          </TabsContent>
          <TabsContent value="circle">
            <InviteCircleMembers circleId={circle.id} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
