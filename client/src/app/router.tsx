import { lazy, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
import type { DistrictPageHandle } from '@/lib/working-district';
import { AuthGate } from './auth-gate';
import { lazyPage } from './lazy-page';
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
const CannedResponsesPage = lazyPage(
  () => import('@/features/canned-responses/canned-responses-page'),
  'CannedResponsesPage',
);
const RulesPage = lazyPage(() => import('@/features/rules/rules-page'), 'RulesPage');
const AtRiskPage = lazyPage(() => import('@/features/sla-clock/at-risk-page'), 'AtRiskPage');
const ToolkitPage = lazyPage(() => import('@/features/assessments/toolkit-page'), 'ToolkitPage');
const LicensesPage = lazyPage(() => import('@/features/licenses/licenses-page'), 'LicensesPage');
const VaultPage = lazyPage(() => import('@/features/vault/vault-page'), 'VaultPage');
const SchedulingPage = lazyPage(() => import('@/features/visits/scheduling-page'), 'SchedulingPage');
const AssetsPage = lazyPage(() => import('@/features/assets/assets-page'), 'AssetsPage');
const AssetTagPage = lazyPage(() => import('@/features/labels/asset-tag-page'), 'AssetTagPage');
const CollectionDayPage = lazyPage(
  () => import('@/features/scanner/collection-day-page'),
  'CollectionDayPage',
);
const IssueDayPage = lazyPage(() => import('@/features/scanner/issue-day-page'), 'IssueDayPage');
const AuditsPage = lazyPage(() => import('@/features/scanner/audits-page'), 'AuditsPage');
const RepairsPage = lazyPage(() => import('@/features/damage/repairs-page'), 'RepairsPage');
const ChargesPage = lazyPage(() => import('@/features/charges/charges-page'), 'ChargesPage');
const AuditDetailPage = lazyPage(() => import('@/features/scanner/audit-detail-page'), 'AuditDetailPage');
const FleetPage = lazyPage(() => import('@/features/people/fleet-page'), 'FleetPage');
const PartsPage = lazyPage(() => import('@/features/parts/parts-page'), 'PartsPage');
const EratePage = lazyPage(() => import('@/features/erate/erate-page'), 'EratePage');
const PrivacyPage = lazyPage(() => import('@/features/privacy/privacy-page'), 'PrivacyPage');
const PeoplePage = lazyPage(() => import('@/features/people/people-page'), 'PeoplePage');
const PersonPage = lazyPage(() => import('@/features/people/person-page'), 'PersonPage');
const SparkyPage = lazyPage(() => import('@/features/sparky/sparky-page'), 'SparkyPage');
const StatusPage = lazyPage(() => import('@/features/monitors/status-page'), 'StatusPage');
const SettingsPage = lazyPage(() => import('@/features/settings/settings-page'), 'SettingsPage');
const DistrictProfilePage = lazyPage(
  () => import('@/features/settings/district-profile-page'),
  'DistrictProfilePage',
);
const NotificationsPage = lazyPage(
  () => import('@/features/notifications/notifications-page'),
  'NotificationsPage',
);
const UsersPage = lazyPage(() => import('@/features/users/users-page'), 'UsersPage');
const AccountPage = lazyPage(() => import('@/features/account/account-page'), 'AccountPage');
const JobsPage = lazyPage(() => import('@/features/admin/jobs-page'), 'JobsPage');
const AuditPage = lazyPage(() => import('@/features/audit/audit-page'), 'AuditPage');
const MailPage = lazyPage(() => import('@/features/admin/mail-page'), 'MailPage');
const IntegrationPage = lazyPage(() => import('@/features/integrations/integration-page'), 'IntegrationPage');
const ConnectorsPage = lazyPage(() => import('@/features/integrations/connectors-page'), 'ConnectorsPage');
const WebhooksPage = lazyPage(() => import('@/features/webhooks/webhooks-page'), 'WebhooksPage');
const KnowledgePage = lazyPage(() => import('@/features/knowledge/knowledge-page'), 'KnowledgePage');
const GetHelpPage = lazyPage(() => import('@/features/portal/get-help-page'), 'GetHelpPage');
const MyTicketsPage = lazyPage(() => import('@/features/portal/my-tickets-page'), 'MyTicketsPage');
const MyTicketPage = lazyPage(() => import('@/features/portal/my-ticket-page'), 'MyTicketPage');
const MyDevicesPage = lazyPage(() => import('@/features/portal/my-devices-page'), 'MyDevicesPage');
const InvitePage = lazyPage(() => import('@/features/auth/invite-page'), 'InvitePage');
const CsatPage = lazyPage(() => import('@/features/csat/csat-page'), 'CsatPage');
const ResetPasswordPage = lazyPage(() => import('./login/reset-password-page'), 'ResetPasswordPage');
// Signed-in screens of the shell itself load lazily too: the login gate's chunk stays small.
const NotFoundPage = lazyPage(() => import('./not-found-page'), 'NotFoundPage');
const AdminOnly = lazy(() => import('./admin-only').then((m) => ({ default: m.AdminOnly })));

const admin = (page: ReactNode) => <AdminOnly>{page}</AdminOnly>;
/** Route handles of district pages (a type-only import: district pages load lazily). */
const oneDistrict: DistrictPageHandle = { district: 'one' };
const oneOrAllDistricts: DistrictPageHandle = { district: 'one-or-all' };

/**
 * The screens by path (see docs/product.md#routes). The invitation page works without signing in, so it
 * sits outside the gate. A page that works on one district says `handle: oneDistrict` and
 * reads useWorkingDistrict(); provider admins then get the district picker above it.
 */
export const createAppRouter = () =>
  createBrowserRouter([
    { path: '/invite/:token', element: <InvitePage />, errorElement: <RouteError /> },
    { path: '/csat/:token', element: <CsatPage />, errorElement: <RouteError /> },
    { path: '/reset-password/:token', element: <ResetPasswordPage />, errorElement: <RouteError /> },
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
        { path: 'admin/jobs', element: admin(<JobsPage />) },
        { path: 'admin/mail', element: admin(<MailPage />) },
        { path: 'admin/knowledge', element: admin(<KnowledgePage />) },
        { path: 'admin/integrations', element: admin(<ConnectorsPage />) },
        // Five Star and district administrators (their own district); the page explains to others.
        { path: 'audit', element: <AuditPage /> },
        { path: 'notifications', element: <NotificationsPage /> },
        { path: 'account', element: <AccountPage /> },
        { path: 'meetings', element: <MeetingsPage />, handle: oneDistrict },
        { path: 'projects', element: <ProjectsPage />, handle: oneDistrict },
        { path: 'tasks', element: <TasksPage />, handle: oneDistrict },
        { path: 'analytics', element: <AnalyticsPage />, handle: oneOrAllDistricts },
        { path: 'tech-assessment', element: <AssessmentsPage />, handle: oneDistrict },
        { path: 'tickets', element: <TicketsPage />, handle: oneOrAllDistricts },
        { path: 'canned-responses', element: <CannedResponsesPage />, handle: oneOrAllDistricts },
        { path: 'rules', element: <RulesPage />, handle: oneOrAllDistricts },
        { path: 'at-risk', element: <AtRiskPage />, handle: oneOrAllDistricts },
        { path: 'onsite-tech-toolkit', element: <ToolkitPage />, handle: oneDistrict },
        { path: 'licenses', element: <LicensesPage />, handle: oneDistrict },
        { path: 'passwords', element: <VaultPage />, handle: oneDistrict },
        { path: 'technician-scheduling', element: <SchedulingPage />, handle: oneDistrict },
        { path: 'inventory', element: <AssetsPage />, handle: oneDistrict },
        { path: 'inventory/collection', element: <CollectionDayPage />, handle: oneDistrict },
        { path: 'inventory/issue', element: <IssueDayPage />, handle: oneDistrict },
        { path: 'inventory/audits', element: <AuditsPage />, handle: oneDistrict },
        { path: 'inventory/audits/:id', element: <AuditDetailPage />, handle: oneDistrict },
        { path: 'inventory/repairs', element: <RepairsPage />, handle: oneDistrict },
        { path: 'charges', element: <ChargesPage />, handle: oneDistrict },
        { path: 'inventory/fleet', element: <FleetPage />, handle: oneOrAllDistricts },
        // Five Star outside a district: the shared pool (docs/product.md#parts).
        { path: 'inventory/parts', element: <PartsPage />, handle: oneOrAllDistricts },
        { path: 'inventory/erate', element: <EratePage />, handle: oneDistrict },
        { path: 'privacy', element: <PrivacyPage />, handle: oneDistrict },
        // A label's QR code (docs/product.md#asset-labels): signed out, the gate signs in at this address first.
        { path: 'a/:tag', element: <AssetTagPage /> },
        { path: 'people', element: <PeoplePage />, handle: oneDistrict },
        { path: 'people/:id', element: <PersonPage />, handle: oneDistrict },
        { path: 'sparky', element: <SparkyPage />, handle: oneDistrict },
        { path: 'users', element: <UsersPage />, handle: oneDistrict },
        { path: 'settings', element: <SettingsPage />, handle: oneDistrict },
        { path: 'district-profile', element: <DistrictProfilePage />, handle: oneDistrict },
        // A district's System Status; Five Star's across districts when it chose none (docs/product.md#system-status).
        { path: 'status', element: <StatusPage />, handle: oneOrAllDistricts },
        // The help portal: a requester's whole app (docs/product.md#help), everyone's own tickets and devices.
        { path: 'help', element: <GetHelpPage /> },
        { path: 'help/tickets', element: <MyTicketsPage /> },
        { path: 'help/tickets/:id', element: <MyTicketPage /> },
        { path: 'help/devices', element: <MyDevicesPage /> },
        // connectwise, incidentiq or brightgauge; any other name goes on to the 404 page.
        { path: 'integrations/webhooks', element: <WebhooksPage />, handle: oneOrAllDistricts },
        { path: 'integrations/:name', element: <IntegrationPage />, handle: oneDistrict },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
