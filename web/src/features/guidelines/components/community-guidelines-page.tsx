import { HeartHandshake, LifeBuoy, type LucideIcon, MessageSquareWarning, ShieldCheck, Sparkles, UserRoundX, Users } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { PublicPageHeader } from '@/components/public-page-header.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useCommunityContact } from '../api/get-community-contact.ts';
import { GrievanceContactDetails, HelpLines } from './grievance-contact.tsx';

function Section({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="flex items-center gap-3 text-xl font-semibold">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {title}
      </h2>
      <div className="grid gap-3 leading-relaxed text-muted-foreground [&_li]:pl-1 [&_strong]:text-foreground [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-2 [&_ul]:pl-5 [&_ul]:marker:text-primary">
        {children}
      </div>
    </section>
  );
}

/**
 * The community's rules and whom to write to (issue 31 §4): public, pre-rendered, and the page the
 * composer's Community Guidelines card points to. The contact and the help lines are the
 * deployment's settings, fetched from GET /api/community/contact (docs/decisions.md "Someone to write to").
 */
export function CommunityGuidelinesPage() {
  const contact = useCommunityContact();
  const contactTitle = useId();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PublicPageHeader icon={HeartHandshake} title="Community Guidelines">
        People come here with questions about meaning, with grief and doubt, and with joy. These are the few things we ask of everyone, so that this stays a place where anyone can speak openly.
      </PublicPageHeader>

      <div className="mt-10 grid gap-10">
        <Section icon={Users} title="Anonymity and personas">
          <p>Everyone here appears only as a persona: a chosen name, an avatar and a few words about their journey. That is what lets people say what they could not say elsewhere.</p>
          <ul>
            <li>Leave out names, places, workplaces, photos of faces and other details that could identify you or anyone else.</li>
            <li>Respect each persona as the person behind it chose it. Address people by their persona&rsquo;s name, never by a name you think is theirs.</li>
            <li>What members share here stays here: do not copy someone&rsquo;s words or pictures elsewhere in a way that could point back to them.</li>
          </ul>
        </Section>

        <Section icon={UserRoundX} title="No attempts to identify anyone">
          <p>
            Never try to find out who is behind a persona: no asking for real names, numbers or addresses, no piecing together clues, no guessing in public. <strong>An attempt to unmask a member leads to suspension.</strong>
          </p>
        </Section>

        <Section icon={Sparkles} title="Kindness">
          <ul>
            <li>Be kind and gentle. Everyone here is somewhere on their own path.</li>
            <li>Speak from your own experience rather than telling others what to believe.</li>
            <li>Disagree with care, and assume good intent. No insults, mockery, threats or hate towards anyone, for any reason.</li>
          </ul>
        </Section>

        <Section icon={LifeBuoy} title="When life feels too heavy">
          <p>
            You can write about pain, despair and thoughts of ending your life here: you will not be silenced, and you will be offered help. But <strong>never describe or ask about methods of self-harm or suicide</strong>, not even in passing: such details can put someone else in danger.
          </p>
          <p>If you are struggling, or you are worried about someone, please reach out now. These lines are there day and night:</p>
          <HelpLines contact={contact.data} />
          <p>If a life is in danger right now, call the emergency number. The AI guide can also keep you company while you reach out.</p>
        </Section>

        <Section icon={MessageSquareWarning} title="No spam or advertising">
          <ul>
            <li>No advertising, no recruiting, no requests for money.</li>
            <li>No posting the same words again and again, and no floods of links.</li>
          </ul>
        </Section>

        <Section icon={ShieldCheck} title="How moderation works">
          <ul>
            <li>
              <strong>Reports.</strong> Any member can report a post from its menu. The admins see the post and the reasons, never who reported it.
            </li>
            <li>
              <strong>Automatic checks.</strong> New posts and replies may be checked for spam, floods of links and harassment. A check can only bring a post to the admins&rsquo; attention: a machine alone never removes anything.
            </li>
            <li>
              <strong>Quarantine.</strong> A post that several members report may be hidden from feeds and search until an admin has looked at it. Its author still sees it, with a note.
            </li>
            <li>
              <strong>Removal.</strong> A post that breaks these guidelines is removed with its replies, and a member who keeps breaking them may be suspended.
            </li>
            <li>
              <strong>People decide.</strong> The admins are members of this community. They review every report and flag, and every automatic action is written in their log.
            </li>
          </ul>
        </Section>

        <Card role="region" aria-labelledby={contactTitle} className="grid gap-4">
          <h2 id={contactTitle} className="text-xl font-semibold">
            Someone to write to
          </h2>
          <p className="leading-relaxed text-muted-foreground">
            If something here has hurt you, if you think a decision was wrong, or if you want something of yours removed, write to the person who answers complaints for this community. Say which post or conversation you mean; you do not need to tell us who you are beyond your persona&rsquo;s name.
          </p>
          <GrievanceContactDetails query={contact} />
        </Card>
      </div>
    </div>
  );
}
