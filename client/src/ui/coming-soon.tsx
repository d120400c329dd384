import { Construction } from 'lucide-react';
import { Card } from './card';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

interface ComingSoonProps {
  title: string;
  description?: string;
}

/** The page of an area that is not built yet: its title and a card saying so. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <Card>
        <EmptyState
          icon={Construction}
          title={`${title} is not available yet.`}
          description="This area of the portal is being built and will appear here soon."
        />
      </Card>
    </>
  );
}
