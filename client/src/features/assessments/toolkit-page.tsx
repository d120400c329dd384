import { LibraryScreen } from './library-screen';

/** /onsite-tech-toolkit: the Onsite Tech Toolkit, the forms engine's second screen (see docs/product.md#onsite-tech-toolkit). */
export function ToolkitPage() {
  return <LibraryScreen area="toolkit" />;
}
