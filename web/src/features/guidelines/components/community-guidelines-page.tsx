import { HeartHandshake, LifeBuoy, type LucideIcon, MessageSquareWarning, ShieldCheck, Sparkles, UserRoundX, Users } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { PublicPageHeader } from '@/components/public-page-header.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useT } from '@/lib/i18n.tsx';
import { useCommunityContact } from '../api/get-community-contact.ts';
import { guidelinesMessages } from '../messages/index.ts';
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

const MODERATION = ['moderation.reports', 'moderation.checks', 'moderation.quarantine', 'moderation.removal', 'moderation.people'] as const;

/**
 * The community's rules and whom to write to (issue 31 §4): public, pre-rendered, and the page the
 * composer's Community Guidelines card points to. The contact and the help lines are the
 * deployment's settings, fetched from GET /api/community/contact (docs/decisions.md "Someone to write to").
 */
export function CommunityGuidelinesPage() {
  const t = useT(guidelinesMessages);
  const contact = useCommunityContact();
  const contactTitle = useId();
  const strong = { 0: <strong /> };
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PublicPageHeader icon={HeartHandshake} title={t('page.title')}>
        {t('page.intro')}
      </PublicPageHeader>

      <div className="mt-10 grid gap-10">
        <Section icon={Users} title={t('anonymity.title')}>
          <p>{t('anonymity.body')}</p>
          <ul>
            <li>{t('anonymity.details')}</li>
            <li>{t('anonymity.respect')}</li>
            <li>{t('anonymity.staysHere')}</li>
          </ul>
        </Section>

        <Section icon={UserRoundX} title={t('unmasking.title')}>
          <p>{t.rich('unmasking.body', strong)}</p>
        </Section>

        <Section icon={Sparkles} title={t('kindness.title')}>
          <ul>
            <li>{t('kindness.gentle')}</li>
            <li>{t('kindness.experience')}</li>
            <li>{t('kindness.disagree')}</li>
          </ul>
        </Section>

        <Section icon={LifeBuoy} title={t('heavy.title')}>
          <p>{t.rich('heavy.body', strong)}</p>
          <p>{t('heavy.reachOut')}</p>
          <HelpLines contact={contact.data} />
          <p>{t('heavy.emergency')}</p>
        </Section>

        <Section icon={MessageSquareWarning} title={t('spam.title')}>
          <ul>
            <li>{t('spam.advertising')}</li>
            <li>{t('spam.repeating')}</li>
          </ul>
        </Section>

        <Section icon={ShieldCheck} title={t('moderation.title')}>
          <ul>
            {MODERATION.map((key) => (
              <li key={key}>{t.rich(key, strong)}</li>
            ))}
          </ul>
        </Section>

        <Card role="region" aria-labelledby={contactTitle} className="grid gap-4">
          <h2 id={contactTitle} className="text-xl font-semibold">
            {t('contact.title')}
          </h2>
          <p className="leading-relaxed text-muted-foreground">{t('contact.body')}</p>
          <GrievanceContactDetails query={contact} />
        </Card>
      </div>
    </div>
  );
}
