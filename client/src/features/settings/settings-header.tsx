import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

export const SETTINGS_TITLE = 'System Settings';

/** Dashboard / System Settings. */
export function SettingsBreadcrumb() {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex items-center gap-1.5 text-xs text-muted-fg">
        <li>
          <Link to="/" className="hover:text-fg hover:underline">
            Dashboard
          </Link>
        </li>
        <li aria-hidden>
          <ChevronRight className="size-3.5" />
        </li>
        <li aria-current="page" className="font-medium text-fg">
          System Settings
        </li>
      </ol>
    </nav>
  );
}
