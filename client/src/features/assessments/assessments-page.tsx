import { LibraryScreen } from './library-screen';

/** /tech-assessment: Technology Assessment (see docs/product.md#technology-assessment). */
export function AssessmentsPage() {
  return <LibraryScreen area="assessment" />;
}
