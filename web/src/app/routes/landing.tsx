import { Link } from 'react-router-dom';
import { Logo } from '@/components/logo.tsx';
import { Button } from '@/components/ui/button.tsx';
import { APP_NAME } from '@/config/app.ts';
import { paths } from '@/config/paths.ts';
import { loginHref } from '@/lib/auth/sign-in.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';

export function Landing() {
  useDocumentTitle(null);
  const hydrated = useHydrated();
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
            Connect with spiritual seekers anonymously. Share your journey, find wisdom, and grow together.
          </p>

          <div className="mt-10 flex w-full flex-col gap-3">
            <Button asChild size="lg">
              {/* The page to come back to lives in this tab's storage, which the pre-rendered HTML cannot know. */}
              <a href={hydrated ? loginHref() : paths.api.login.getHref()}>Login</a>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to={paths.preRegistration.getHref()}>Begin Joining Process</Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="flex-col gap-0 py-3 whitespace-normal">
              <Link to={paths.meditationRegistration.getHref()}>
                <span>Register for Virtual Self Program</span>
                <span className="text-sm font-normal text-muted-foreground">personalized meditation guidance</span>
              </Link>
            </Button>
          </div>

          <p className="mt-10 max-w-sm text-base text-muted-foreground">
            Membership is by referral: an existing member vouches for you, then an admin welcomes you in.
          </p>
        </div>
      </main>
      <footer className="flex justify-center px-5 pb-8">
        <Link to={paths.guidelines.getHref()} className="rounded-lg px-3 py-2 text-muted-foreground underline underline-offset-4 hover:text-foreground">
          Community Guidelines
        </Link>
      </footer>
    </div>
  );
}
