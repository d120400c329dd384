import type { ManagedUser } from '@domain/users';
import { KeyRound, Link2, MoreHorizontal, Send, ShieldCheck, UserCheck, UserX, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/ui/dropdown-menu';
import { type UserAction, userActions } from './user-rules';

/** What the list can do to a row; each handler opens its dialog or confirmation. */
export type UserActionHandlers = Record<UserAction, (user: ManagedUser) => void>;

export interface UserRowActions {
  /** The signed-in user's id: they do not change their own role or deactivate themselves. */
  selfId: string;
  /** A Five Star administrator: may also make sign-in links. */
  fiveStar: boolean;
  on: UserActionHandlers;
}

/** Each action's icon (its label: the catalogue's `menu.<action>`). */
const ITEMS: Record<UserAction, { icon: typeof Send; destructive?: boolean }> = {
  resend: { icon: Send },
  changeRole: { icon: ShieldCheck },
  resetLink: { icon: KeyRound },
  signInLink: { icon: Link2 },
  reactivate: { icon: UserCheck },
  revoke: { icon: XCircle, destructive: true },
  deactivate: { icon: UserX, destructive: true },
};

/** The actions of one user, in a menu named after them ("Actions for Nia Tech"). */
export function UserRowMenu({ user, selfId, fiveStar, on }: UserRowActions & { user: ManagedUser }) {
  const { t } = useTranslation('users');
  const actions = userActions(user, selfId, fiveStar);
  if (actions.length === 0) return null;
  const plain = actions.filter((a) => !ITEMS[a].destructive);
  const destructive = actions.filter((a) => ITEMS[a].destructive);
  const item = (action: UserAction) => {
    const { icon: Icon, destructive: red } = ITEMS[action];
    return (
      <DropdownMenuItem key={action} destructive={red} onSelect={() => on[action](user)}>
        <Icon /> {t(`menu.${action}`)}
      </DropdownMenuItem>
    );
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('menu.actionsFor', { name: user.name || user.email })}
        >
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {plain.map(item)}
        {plain.length > 0 && destructive.length > 0 && <DropdownMenuSeparator />}
        {destructive.map(item)}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
