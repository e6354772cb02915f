import { Compass } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function NotFound() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      <div className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <Compass aria-hidden="true" className="size-7" />
      </div>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight">404 Page Not Found</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
        This path doesn&rsquo;t lead anywhere yet. Take a breath; the way home is right here.
      </p>
      <Button asChild className="mt-8">
        <Link to={paths.home.getHref()}>Back to Home</Link>
      </Button>
    </div>
  );
}
