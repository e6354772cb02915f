import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, Suspense, useEffect, useLayoutEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { FullPageLoader } from '@/components/full-page-loader.tsx';
import { PublicLayout } from '@/components/layouts/public-layout.tsx';
import { paths } from '@/config/paths.ts';
import { useCrossTabAuthSync, useCurrentUser } from '@/lib/auth/get-current-user.ts';
import { setLanguage } from '@/lib/i18n.tsx';
import { useMembershipRefusal } from '@/lib/auth/get-membership-refusal.ts';
import { gateOf } from '@/lib/auth/gate.ts';
import { forgetReturnPath, rememberReturnPath } from '@/lib/auth/sign-in.ts';
import { lazyScreen } from '@/lib/lazy-screen.tsx';
import { ConnectionProblem } from './routes/connection-problem.tsx';
import { Landing } from './routes/landing.tsx';

// Everything past the landing page loads on demand, so a first visit downloads only the landing.
const OnboardingRoute = lazyScreen(() => import('./routes/onboarding.tsx'));
const WaitingRoute = lazyScreen(() => import('./routes/waiting.tsx'));
const SuspendedRoute = lazyScreen(() => import('./routes/suspended.tsx'));
const RejectedRoute = lazyScreen(() => import('./routes/rejected.tsx'));
const PreRegistrationRoute = lazyScreen(() => import('./routes/pre-registration.tsx'));
const MeditationRegistrationRoute = lazyScreen(() => import('./routes/meditation-registration.tsx'));
const GuidelinesRoute = lazyScreen(() => import('./routes/guidelines.tsx'));
const MemberArea = lazyScreen(() => import('./routes/app/member-area.tsx'));
const SignedInSession = lazyScreen(() => import('./signed-in-session.tsx'));

/**
 * A member's first screen: its code is on its way already (the boot script preloads it), and so is
 * its data; the first render, started once both are here, has nothing to wait for.
 */
export const preloadMemberScreen = (queryClient: QueryClient, address: Pick<Location, 'pathname' | 'search'>): Promise<unknown> =>
  Promise.all([SignedInSession.preload(), MemberArea.preload().then((area) => area.preloadScreen(queryClient, address))]);

/**
 * A pre-rendered public page's own code, loaded before it is hydrated. Hydrated without it, the page
 * would wait inside its Suspense boundary as server HTML, and the first update above it (the answer
 * to who is signed in) would make React throw that HTML away and draw the page again from scratch.
 */
export function preloadPublicPage(pathname: string): Promise<unknown> {
  if (pathname === paths.preRegistration.path) return PreRegistrationRoute.preload();
  if (pathname === paths.meditationRegistration.path) return MeditationRegistrationRoute.preload();
  if (pathname === paths.guidelines.path) return GuidelinesRoute.preload();
  return Promise.resolve();
}

/** A signed-out visitor on a deeper path: remember it for after login, and show the landing page. */
function RememberAndGoHome() {
  const location = useLocation();
  // A layout effect runs before <Navigate>'s effect, so the landing page's Login link sees the path.
  useLayoutEffect(() => {
    rememberReturnPath(`${location.pathname}${location.search}`);
  }, [location.pathname, location.search]);
  return <Navigate to="/" replace />;
}

function PublicPage({ page: Page }: { page: ComponentType }) {
  return (
    <PublicLayout>
      <Suspense fallback={<FullPageLoader />}>
        <Page />
      </Suspense>
    </PublicLayout>
  );
}

/**
 * Joining, the Virtual Self Program and the Community Guidelines are public: reachable signed out and in every gate state.
 * Members reach them inside their shell (member-area.tsx) instead.
 */
const publicPages = (
  <>
    <Route path={paths.preRegistration.path} element={<PublicPage page={PreRegistrationRoute} />} />
    <Route path={paths.meditationRegistration.path} element={<PublicPage page={MeditationRegistrationRoute} />} />
    <Route path={paths.guidelines.path} element={<PublicPage page={GuidelinesRoute} />} />
  </>
);

/** Spec §2 "Gating by state": what the visitor's state lets them reach. The server enforces the same. */
export function AppRouter() {
  const { data: user, isPending, isError, refetch, isFetching } = useCurrentUser();
  useCrossTabAuthSync(user);
  const gate = gateOf(user ?? null);
  // Only an account held at a gate can have been rejected; see get-membership-refusal.ts.
  const heldBack = gate === 'onboarding' || gate === 'waiting';
  const refusal = useMembershipRefusal(user?.id ?? '', heldBack);

  useEffect(() => {
    if (user) forgetReturnPath();
  }, [user]);

  // A member's language, chosen on another device or answered after the first render, wins over this browser's.
  const memberLanguage = user?.language;
  useEffect(() => {
    if (memberLanguage) void setLanguage(memberLanguage).catch(() => undefined);
  }, [memberLanguage]);

  if (isPending) return <FullPageLoader />;
  if (isError && user === undefined) return <ConnectionProblem onRetry={() => void refetch()} retrying={isFetching} />;

  const signedInUser = user ?? null;
  if (gate === 'signed-out' || !signedInUser) {
    return (
      <Routes>
        <Route path="/" element={<Landing />} />
        {publicPages}
        <Route path="*" element={<RememberAndGoHome />} />
      </Routes>
    );
  }
  if (heldBack && refusal.isPending) return <FullPageLoader />;
  const rejected = heldBack && refusal.data === 'rejected';

  return (
    <>
      {/* Hoisted into the head by React: nothing behind the sign-in is for search engines. */}
      <meta name="robots" content="noindex" />
      <Suspense fallback={null}>
        <SignedInSession />
      </Suspense>
      <Suspense fallback={<FullPageLoader />}>
        {gate === 'member' ? (
          <MemberArea user={signedInUser} />
        ) : (
          <Routes>
            {publicPages}
            <Route
              path="*"
              element={
                rejected ? (
                  <RejectedRoute />
                ) : gate === 'suspended' ? (
                  <SuspendedRoute />
                ) : gate === 'onboarding' ? (
                  <OnboardingRoute />
                ) : (
                  <WaitingRoute user={signedInUser} />
                )
              }
            />
          </Routes>
        )}
      </Suspense>
    </>
  );
}
