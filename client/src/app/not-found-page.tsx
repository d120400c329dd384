import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';

/** Every path the router does not know (see docs/product.md#routes). */
export function NotFoundPage() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg border border-tone-red-border bg-tone-red-bg text-tone-red-fg">
            <FileQuestion aria-hidden className="size-5" />
          </span>
          <h1 className="text-xl font-semibold tracking-tight text-fg">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-muted-fg">Did you forget to add the page to the router?</p>
        <Link to="/" className={buttonClasses('secondary', 'md', 'mt-6')}>
          Go to the dashboard
        </Link>
      </Card>
    </div>
  );
}
