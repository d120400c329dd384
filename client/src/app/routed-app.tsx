// i18next with every catalogue, before any screen reads it (docs/decisions.md, Internationalisation).
import '@/lib/i18n';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';

/**
 * The routed app, shown once signed in. Its router starts from the address as it is then: the gate
 * may have changed it while no router was shown (a required two-factor set-up goes to /account).
 */
export function RoutedApp() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
