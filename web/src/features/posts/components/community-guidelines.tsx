import { ArrowRight, HeartHandshake } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card.tsx';
import { paths } from '@/config/paths.ts';

const GUIDELINES = [
  'Be kind and gentle. Everyone here is somewhere on their own path.',
  'Protect anonymity, yours and others’: leave out names, places and details that could identify anyone.',
  'Speak from your own experience rather than telling others what to believe.',
  'Disagree with care, and assume good intent.',
  'No advertising, no recruiting, no requests for money.',
  'If you or someone else is in danger, contact local emergency services first.',
];

/** Spec §2 "Create post": the card beside the form, pointing to the whole page (/guidelines). */
export function CommunityGuidelines() {
  const id = useId();
  return (
    <Card aria-labelledby={`${id}-title`} role="region" className="grid gap-4">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <HeartHandshake aria-hidden="true" className="size-5 text-primary" />
        Community Guidelines
      </h2>
      <ul className="grid list-disc gap-2 pl-5 leading-relaxed text-muted-foreground marker:text-primary">
        {GUIDELINES.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {/* The whole of the rules, how moderation works and whom to write to with a complaint. */}
      <p>
        {/* Inline-block: a wrapped link keeps its arrow after its last word, and its padding makes the 44 px a finger needs. */}
        <Link to={paths.guidelines.getHref()} className="inline-block rounded-lg py-2.5 leading-6 font-medium text-primary underline underline-offset-4">
          Read the full Community Guidelines
          <ArrowRight aria-hidden="true" className="ml-1 inline size-4 align-[-0.125em]" />
        </Link>
      </p>
    </Card>
  );
}
