import type { ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
import { AdminOnly } from './admin-only';
import { AuthGate } from './auth-gate';
import { lazyPage } from './lazy-page';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

const DashboardPage = lazyPage(() => import('@/features/dashboard/dashboard-page'), 'DashboardPage');
const CreateDistrictPage = lazyPage(
  () => import('@/features/districts/create-district-page'),
  'CreateDistrictPage',
);
const PermissionsPage = lazyPage(() => import('@/features/admin/permissions-page'), 'PermissionsPage');
const BulkOperationsPage = lazyPage(
  () => import('@/features/admin/bulk-operations-page'),
  'BulkOperationsPage',
);
const DistrictsPage = lazyPage(() => import('@/features/districts/districts-page'), 'DistrictsPage');
const BensonPage = lazyPage(() => import('@/features/districts/benson-page'), 'BensonPage');
const DistrictDetailPage = lazyPage(
  () => import('@/features/districts/district-detail-page'),
  'DistrictDetailPage',
);
const MeetingsPage = lazyPage(() => import('@/features/meetings/meetings-page'), 'MeetingsPage');
const ProjectsPage = lazyPage(() => import('@/features/projects/projects-page'), 'ProjectsPage');
const TasksPage = lazyPage(() => import('@/features/tasks/tasks-page'), 'TasksPage');
const AnalyticsPage = lazyPage(() => import('@/features/analytics/analytics-page'), 'AnalyticsPage');
const AssessmentsPage = lazyPage(() => import('@/features/assessments/assessments-page'), 'AssessmentsPage');
const TicketsPage = lazyPage(() => import('@/features/tickets/tickets-page'), 'TicketsPage');
const ToolkitPage = lazyPage(() => import('@/features/toolkit/toolkit-page'), 'ToolkitPage');
const LicensesPage = lazyPage(() => import('@/features/licenses/licenses-page'), 'LicensesPage');
const VaultPage = lazyPage(() => import('@/features/vault/vault-page'), 'VaultPage');
const SchedulingPage = lazyPage(() => import('@/features/scheduling/scheduling-page'), 'SchedulingPage');
const AssetsPage = lazyPage(() => import('@/features/assets/assets-page'), 'AssetsPage');
const SparkyPage = lazyPage(() => import('@/features/sparky/sparky-page'), 'SparkyPage');
const InvitePage = lazyPage(() => import('@/features/auth/invite-page'), 'InvitePage');

const admin = (page: ReactNode) => <AdminOnly>{page}</AdminOnly>;

/**
 * Spec 2.1. /integrations/*, /users and /settings have no screens: they fall to the 404 page.
 * The invitation page works without signing in, so it sits outside the gate.
 */
export const router = createBrowserRouter([
  { path: '/invite/:token', element: <InvitePage />, errorElement: <RouteError /> },
  {
    element: <AuthGate />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <DashboardPage /> },
      { path: 'create-district', element: admin(<CreateDistrictPage />) },
      { path: 'permissions', element: admin(<PermissionsPage />) },
      { path: 'bulk-operations', element: admin(<BulkOperationsPage />) },
      { path: 'districts', element: admin(<DistrictsPage />) },
      { path: 'instance/benson', element: admin(<BensonPage />) },
      { path: 'instance/:id', element: admin(<DistrictDetailPage />) },
      { path: 'meetings', element: <MeetingsPage /> },
      { path: 'projects', element: <ProjectsPage /> },
      { path: 'tasks', element: <TasksPage /> },
      { path: 'analytics', element: <AnalyticsPage /> },
      { path: 'tech-assessment', element: <AssessmentsPage /> },
      { path: 'tickets', element: <TicketsPage /> },
      { path: 'onsite-tech-toolkit', element: <ToolkitPage /> },
      { path: 'licenses', element: <LicensesPage /> },
      { path: 'passwords', element: <VaultPage /> },
      { path: 'technician-scheduling', element: <SchedulingPage /> },
      { path: 'inventory', element: <AssetsPage /> },
      { path: 'sparky', element: <SparkyPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
