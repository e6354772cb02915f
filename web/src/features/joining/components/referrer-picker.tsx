import { UserRoundCheck } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import type { MemberListEntry } from '#shared/types/user.ts';
import { PersonaAvatar } from '@/components/persona-avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useT } from '@/lib/i18n.tsx';
import { displayName } from '@/lib/persona.ts';
import { useMembers } from '../api/get-members.ts';
import { joiningMessages } from '../messages/index.ts';
import { SearchInput } from '@/components/search-input.tsx';

/** Spec: the member list filtered by anonymous name, case-insensitive. */
export function filterMembers(members: readonly MemberListEntry[], search: string): MemberListEntry[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [];
  return members.filter((member) => displayName(member.anonymousName).toLocaleLowerCase().includes(needle));
}

interface ReferrerPickerProps {
  value: MemberListEntry | null;
  onChange: (member: MemberListEntry | null) => void;
  disabled?: boolean;
}

/** "Referred By": search the members by anonymous name and choose the one who vouches for you. */
export function ReferrerPicker({ value, onChange, disabled }: ReferrerPickerProps) {
  const id = useId();
  const t = useT(joiningMessages);
  const [search, setSearch] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const members = useMembers();
  const results = useMemo(() => filterMembers(members.data ?? [], search), [members.data, search]);
  const ids = { label: `${id}-label`, hint: `${id}-hint`, search: `${id}-search`, status: `${id}-status` };

  if (value) {
    const name = displayName(value.anonymousName);
    return (
      <div className="grid gap-2">
        <p id={ids.label} className="text-base font-medium">
          {t('referrer.label')}
        </p>
        <div
          aria-labelledby={ids.label}
          role="group"
          className="flex flex-wrap items-center gap-3 rounded-2xl border border-primary bg-primary-soft p-3"
        >
          <PersonaAvatar name={name} avatar={value.avatar} />
          <div className="min-w-0 flex-1">
            <p className="font-medium">{name}</p>
            <p className="flex items-center gap-1.5 text-sm text-primary-soft-foreground">
              <UserRoundCheck aria-hidden="true" className="size-4" />
              {t('referrer.selected')}
            </p>
          </div>
          <Button
            type="button"
            variant="outline"
            disabled={disabled}
            onClick={() => {
              onChange(null);
              // The search box replaces this card; focus follows so keyboard users are not lost.
              requestAnimationFrame(() => searchRef.current?.focus());
            }}
          >
            {t('referrer.change')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={ids.search} id={ids.label}>
        {t('referrer.label')}
      </Label>
      <p id={ids.hint} className="text-muted-foreground">
        {t('referrer.hint')}
      </p>
      <SearchInput
        ref={searchRef}
        id={ids.search}
        placeholder={t('referrer.search')}
        value={search}
        disabled={disabled}
        onChange={(event) => setSearch(event.target.value)}
        aria-describedby={`${ids.hint} ${ids.status}`}
      />

      <p id={ids.status} role="status" className="sr-only">
        {search.trim() && members.isSuccess ? t('referrer.found', { count: results.length }) : ''}
      </p>

      {members.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : members.isError ? (
        <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-muted p-3">
          <p className="flex-1">{t('referrer.loadFailed')}</p>
          <Button type="button" variant="outline" onClick={() => void members.refetch()}>
            {t('referrer.retry')}
          </Button>
        </div>
      ) : search.trim() ? (
        results.length === 0 ? (
          <p className="rounded-2xl bg-muted p-3 text-muted-foreground">{t('referrer.none')}</p>
        ) : (
          <ul aria-label={t('referrer.matches')} className="grid max-h-72 gap-1 overflow-y-auto rounded-2xl border border-border p-1">
            {results.map((member) => {
              const name = displayName(member.anonymousName);
              return (
                <li key={member.id}>
                  <button
                    type="button"
                    onClick={() => {
                      onChange(member);
                      setSearch('');
                    }}
                    className="flex min-h-12 w-full items-center gap-3 rounded-xl px-2 py-1.5 text-left hover:bg-muted"
                  >
                    <PersonaAvatar name={name} avatar={member.avatar} size="sm" />
                    <span>{name}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )
      ) : null}
    </div>
  );
}
