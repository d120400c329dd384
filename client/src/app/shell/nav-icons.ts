import {
  Boxes,
  Building2,
  CalendarClock,
  CalendarDays,
  ClipboardCheck,
  FileBadge,
  FolderKanban,
  Gauge,
  Inbox,
  Layers,
  LayoutDashboard,
  LifeBuoy,
  ListChecks,
  type LucideIcon,
  Plug,
  School,
  ServerCog,
  Settings,
  ShieldCheck,
  Sparkles,
  SquarePlus,
  Users,
  Workflow,
  Wrench,
} from 'lucide-react';

/** The icon of each sidebar link, by path (labels and paths come from domain/navigation.ts). */
const ICONS: Record<string, LucideIcon> = {
  '/': LayoutDashboard,
  '/create-district': SquarePlus,
  '/permissions': ShieldCheck,
  '/bulk-operations': Layers,
  '/districts': Building2,
  '/instance/benson': School,
  '/admin/jobs': ServerCog,
  '/admin/mail': Inbox,
  '/meetings': CalendarDays,
  '/projects': FolderKanban,
  '/tasks': ListChecks,
  '/tech-assessment': ClipboardCheck,
  '/inventory': Boxes,
  '/licenses': FileBadge,
  '/tickets': LifeBuoy,
  '/onsite-tech-toolkit': Wrench,
  '/sparky': Sparkles,
  '/technician-scheduling': CalendarClock,
  '/integrations/connectwise': Plug,
  '/integrations/incidentiq': Plug,
  '/integrations/brightgauge': Gauge,
  '/users': Users,
  '/settings': Settings,
};

export function navIcon(to: string, label: string): LucideIcon {
  if (label === 'Advanced Task Management') return Workflow;
  return ICONS[to] ?? LayoutDashboard;
}
