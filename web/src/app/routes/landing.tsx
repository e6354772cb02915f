import { Link } from 'react-router-dom';
import { Logo } from '@/components/logo.tsx';
import { Button } from '@/components/ui/button.tsx';
import { APP_NAME } from '@/config/app.ts';
import { paths } from '@/config/paths.ts';
import { loginHref } from '@/lib/auth/sign-in.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { LanguageSwitch } from '@/components/language-switch.tsx';
import { useT } from '@/lib/i18n.tsx';
import { appMessages } from '../messages/index.ts';

export function Landing() {
  useDocumentTitle(null);
  const hydrated = useHydrated();
  const t = useT(appMessages);
  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-hidden">
      {/* A soft wash of the community's palette, behind everything and ignored by assistive tech. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_50%_-10%,color-mix(in_oklab,var(--primary)_18%,transparent),transparent),radial-gradient(40rem_24rem_at_90%_110%,color-mix(in_oklab,#7c6bb0_16%,transparent),transparent)]"
      />
      <main id="main" className="flex flex-1 items-center justify-center px-5 py-16">
        <div className="flex w-full max-w-md flex-col items-center text-center">
          <Logo className="size-16" />
          <h1 className="mt-6 text-4xl font-semibold tracking-tight sm:text-5xl">{APP_NAME}</h1>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
            {t('landing.tagline')}
          </p>

          <div className="mt-10 flex w-full flex-col gap-3">
            <Button asChild size="lg">
              {/* The page to come back to lives in this tab's storage, which the pre-rendered HTML cannot know. */}
              <a href={hydrated ? loginHref() : paths.api.login.getHref()}>{t('landing.login')}</a>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to={paths.preRegistration.getHref()}>{t('landing.beginJoining')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="flex-col gap-0 py-3 whitespace-normal">
              <Link to={paths.meditationRegistration.getHref()}>
                <span>{t('landing.registerVirtualSelf')}</span>
                <span className="text-sm font-normal text-muted-foreground">{t('landing.virtualSelfLine')}</span>
              </Link>
            </Button>
          </div>

          <p className="mt-10 max-w-sm text-base text-muted-foreground">
            {t('landing.referral')}
          </p>
        </div>
      </main>
      <footer className="flex flex-wrap items-center justify-center gap-2 px-5 pb-8">
        <Link to={paths.guidelines.getHref()} className="rounded-lg px-3 py-2 text-muted-foreground underline underline-offset-4 hover:text-foreground">
          {t('landing.guidelines')}
        </Link>
        <LanguageSwitch />
      </footer>
    </div>
  );
}
