/**
 * The care card (docs/care.md): shown at once to a member whose words signalled crisis, wherever they
 * wrote them, and to them alone. Safe-messaging practice: warm and short, the help lines first and
 * one tap from a call, nothing about means, and an offer to talk to the guide. A dialog, so that it
 * is heard and found wherever the member is; it takes the focus itself (not a call link, which a
 * stray Enter would dial) and gives it back when dismissed.
 */
import { HeartHandshake, Phone, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { GuideLanguage } from '#shared/ai-guru-schemas.ts';
import type { Care } from '#shared/types/care.ts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { paths } from '@/config/paths.ts';
import { langOf } from '@/lib/guide-languages.ts';
import { closeToast, useToasts } from '@/lib/toast.ts';

const WORDS: Readonly<Record<GuideLanguage, { title: string; intro: string; lines: string; emergency: string; guide: string; close: string }>> = {
  english: {
    title: 'You do not have to carry this alone',
    intro: 'What you shared is as you wrote it. Someone is there to listen, right now:',
    lines: 'Help lines',
    emergency: 'Emergency',
    guide: 'Talk to the guide',
    close: 'Close',
  },
  hindi: {
    title: 'आपको यह बोझ अकेले नहीं उठाना है',
    intro: 'आपने जो लिखा, वह वैसा ही है। अभी कोई आपकी बात सुनने के लिए है:',
    lines: 'हेल्पलाइन',
    emergency: 'आपातकाल',
    guide: 'मार्गदर्शक से बात कीजिए',
    close: 'बंद करें',
  },
  hinglish: {
    title: 'Aapko yeh bojh akele nahi uthana hai',
    intro: 'Aapne jo likha, woh waisa hi hai. Abhi koi aapki baat sunne ke liye hai:',
    lines: 'Helplines',
    emergency: 'Emergency',
    guide: 'Guide se baat kijiye',
    close: 'Band karein',
  },
};

/** A number as a `tel:` address: digits and a leading plus only. */
const telOf = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

function CallLink({ label, number }: { label: string; number: string }) {
  return (
    <Button asChild variant="secondary" size="lg" className="h-auto w-full justify-start text-left whitespace-normal">
      <a href={telOf(number)}>
        <Phone aria-hidden="true" className="size-5" />
        <span className="min-w-0 wrap-anywhere">
          {label} <span className="font-semibold whitespace-nowrap tabular-nums">{number}</span>
        </span>
      </a>
    </Button>
  );
}

export default function CareCard({ care, onClose }: { care: Care; onClose: () => void }) {
  const words = WORDS[care.language];
  const content = useRef<HTMLDivElement>(null);
  // The card is the one thing to read now: a cheerful "Shared with Community" raised after it, over
  // its title on a phone, would be out of place and in the way.
  const toasts = useToasts();
  useEffect(() => {
    for (const shown of toasts) if (shown.open) closeToast(shown.id);
  }, [toasts]);
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        ref={content}
        lang={langOf(care.language)}
        tabIndex={-1}
        data-testid="care-card"
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto outline-none"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          content.current?.focus();
        }}
      >
        <div className="flex items-start gap-3 pr-10">
          <HeartHandshake aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
          <DialogTitle className="pr-0">{words.title}</DialogTitle>
        </div>
        <DialogDescription>{words.intro}</DialogDescription>
        <ul aria-label={words.lines} className="grid gap-2">
          {care.helplines.flatMap((line) =>
            line.numbers.map((number) => (
              <li key={`${line.name}-${number}`}>
                <CallLink label={line.name} number={number} />
              </li>
            )),
          )}
          <li>
            <CallLink label={words.emergency} number={care.emergencyNumber} />
          </li>
        </ul>
        <p className="max-w-[65ch] leading-relaxed whitespace-pre-line">{care.message}</p>
        <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
          <Button asChild>
            <Link to={paths.aiGuru.getHref()} onClick={onClose}>
              <Sparkles aria-hidden="true" className="size-5" />
              {words.guide}
            </Link>
          </Button>
          <Button variant="outline" onClick={onClose}>
            {words.close}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
