import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

export const USERS_TITLE = 'User Management';
export const USERS_DESCRIPTION =
  'The district’s accounts: invite people, set their roles and keep access current.';

/** Dashboard / Users. */
export function UsersBreadcrumb() {
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
          Users
        </li>
      </ol>
    </nav>
  );
}
