import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { FullPageLoader } from '@/components/full-page-loader.tsx';
import { useCrossTabAuthSync, useCurrentUser } from '@/lib/auth/get-current-user.ts';
import { gateOf } from '@/lib/auth/gate.ts';
import { forgetReturnPath, rememberReturnPath } from '@/lib/auth/sign-in.ts';
import { ConnectionProblem } from './routes/connection-problem.tsx';
import { Landing } from './routes/landing.tsx';

// Everything past the landing page loads on demand, so a first visit downloads only the landing.
const OnboardingRoute = lazy(() => import('./routes/onboarding.tsx'));
const WaitingRoute = lazy(() => import('./routes/waiting.tsx'));
const SuspendedRoute = lazy(() => import('./routes/suspended.tsx'));
const MemberArea = lazy(() => import('./routes/app/member-area.tsx'));
const SignedInSession = lazy(() => import('./signed-in-session.tsx'));

/** A signed-out visitor on a deeper path: remember it for after login, and show the landing page. */
function RememberAndGoHome() {
  const location = useLocation();
  // A layout effect runs before <Navigate>'s effect, so the landing page's Login link sees the path.
  useLayoutEffect(() => {
    rememberReturnPath(`${location.pathname}${location.search}`);
  }, [location.pathname, location.search]);
  return <Navigate to="/" replace />;
}

/** Spec §2 "Gating by state": what the visitor's state lets them reach. The server enforces the same. */
export function AppRouter() {
  const { data: user, isPending, isError, refetch, isFetching } = useCurrentUser();
  useCrossTabAuthSync(user);

  useEffect(() => {
    if (user) forgetReturnPath();
  }, [user]);

  if (isPending) return <FullPageLoader />;
  if (isError && user === undefined) return <ConnectionProblem onRetry={() => void refetch()} retrying={isFetching} />;

  const signedInUser = user ?? null;
  const gate = gateOf(signedInUser);
  if (gate === 'signed-out' || !signedInUser) {
    return (
      <Routes>
        <Route path="/" element={<Landing />} />
        <Route path="*" element={<RememberAndGoHome />} />
      </Routes>
    );
  }

  return (
    <>
      <Suspense fallback={null}>
        <SignedInSession />
      </Suspense>
      <Suspense fallback={<FullPageLoader />}>
        {gate === 'suspended' ? <SuspendedRoute /> : null}
        {gate === 'onboarding' ? <OnboardingRoute /> : null}
        {gate === 'waiting' ? <WaitingRoute user={signedInUser} /> : null}
        {gate === 'member' ? <MemberArea user={signedInUser} /> : null}
      </Suspense>
    </>
  );
}
