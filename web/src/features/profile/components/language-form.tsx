import { type Language, LANGUAGE_NAMES, LANGUAGES } from '#shared/languages.ts';
import type { User } from '#shared/types/user.ts';
import { LabelledSelect } from '@/components/labelled-select.tsx';
import { useLanguage, useT } from '@/lib/i18n.tsx';
import { toast } from '@/lib/toast.ts';
import { toastError } from '@/lib/toast-error.ts';
import { useUpdateLanguage } from '../api/update-language.ts';
import { profileMessages } from '../messages/index.ts';

/** Each language by its own name (a person looking for theirs reads it in its script). */
const OPTIONS = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

/** Profile Settings' language: saved as soon as it is chosen, and every device of the member's follows. */
export function LanguageForm({ user }: { user: User }) {
  const t = useT(profileMessages);
  const showing = useLanguage();
  const save = useUpdateLanguage({
    onSuccess: () => toast({ title: profileMessages.say('language.saved') }),
    onError: (error) => toastError(error, t('language.failed'), { preferServerMessage: true }),
  });
  const chosen: Language = save.isPending ? save.variables.language : (user.language ?? showing);
  return (
    <section aria-labelledby="language-title" className="grid gap-4">
      <div>
        <h2 id="language-title" className="text-xl font-semibold">
          {t('language.title')}
        </h2>
        <p className="mt-1 text-muted-foreground">{t('language.description')}</p>
      </div>
      <LabelledSelect label={t('language.label')} value={chosen} options={OPTIONS} onChange={(language) => save.mutate({ language })} className="max-w-xs" />
    </section>
  );
}
