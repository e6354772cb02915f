import { CircleHelp, Flower2, HeartPulse, type LucideIcon, Moon } from 'lucide-react';
import { useId } from 'react';
import { Card } from '@/components/ui/card.tsx';

/**
 * Spec §2 "Discover": fixed sample data, not counted from posts (counting at read time is what the
 * data design rules out; docs/decisions.md). The page says so beside them.
 */
const SAMPLE_TOPICS = [
  { name: 'Mindfulness', count: 24 },
  { name: 'Meditation', count: 18 },
  { name: 'Inner Peace', count: 15 },
  { name: 'Gratitude', count: 21 },
  { name: 'Self-Discovery', count: 9 },
  { name: 'Dreams', count: 12 },
] as const;

const CATEGORIES: { title: string; description: string; icon: LucideIcon }[] = [
  { title: 'Practice', description: 'Meditation, prayer, breath and the daily habits that hold them.', icon: Flower2 },
  { title: 'Questions of Meaning', description: 'Purpose, faith, doubt and what we are here for.', icon: CircleHelp },
  { title: 'Healing', description: 'Grief, letting go and finding solid ground again.', icon: HeartPulse },
  { title: 'Dreams & Inner Life', description: 'Dreams, intuition and the quiet voice within.', icon: Moon },
];

/** Discover's Topics: the sample topics (each a search of the posts) and four category cards. */
export function Topics({ onSearch }: { onSearch: (topic: string) => void }) {
  const ids = { topics: useId(), note: useId(), categories: useId() };
  return (
    <div className="grid gap-10">
      <section aria-labelledby={ids.topics} className="grid gap-4">
        <div>
          <h2 id={ids.topics} className="text-xl font-semibold">
            Sample topics
          </h2>
          <p id={ids.note} className="mt-1 text-muted-foreground">
            A fixed sample for now: these topics and their counts are examples, not counted from members&rsquo; posts. Choose
            one to search the posts for it.
          </p>
        </div>
        <ul aria-label="Sample topics" className="flex flex-wrap gap-3">
          {SAMPLE_TOPICS.map(({ name, count }) => (
            <li key={name}>
              <button
                type="button"
                aria-describedby={ids.note}
                onClick={() => onSearch(name)}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-card px-4 text-base font-medium transition-colors hover:bg-muted"
              >
                {name}
                <span className="rounded-full bg-muted px-2 py-0.5 text-sm text-muted-foreground">{count}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={ids.categories} className="grid gap-4">
        <div>
          <h2 id={ids.categories} className="text-xl font-semibold">
            Categories
          </h2>
          <p className="mt-1 text-muted-foreground">Four broad areas the community&rsquo;s conversations tend to gather in.</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {CATEGORIES.map(({ title, description, icon: Icon }) => (
            <li key={title}>
              <Card className="flex h-full gap-4">
                <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </div>
                <div>
                  <h3 className="text-lg font-semibold">{title}</h3>
                  <p className="mt-1 text-muted-foreground">{description}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
