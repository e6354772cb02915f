/**
 * The build's server entry (web/build/prerender.ts runs it once per page of shared/prerendered.ts):
 * a public page as a signed-out visitor first sees it, waiting for its lazily loaded screen, with
 * the title its screen gives itself. The browser hydrates the same tree (main.tsx).
 */
import { QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';
import { assumeSignedOut } from './lib/auth/get-current-user.ts';
import { documentTitle, ServerTitle } from './lib/use-document-title.ts';

export async function render(path: string): Promise<{ html: string; title: string }> {
  const queryClient = new QueryClient();
  assumeSignedOut(queryClient);
  // The last title asked for: the page's own, once its lazily loaded screen has rendered.
  let title = documentTitle(null);
  const { prelude } = await prerender(
    <ServerTitle value={(asked) => (title = asked)}>
      <AppProvider queryClient={queryClient}>
        <StaticRouter location={path}>
          <AppRouter />
        </StaticRouter>
      </AppProvider>
    </ServerTitle>,
  );
  return { html: await new Response(prelude).text(), title };
}
