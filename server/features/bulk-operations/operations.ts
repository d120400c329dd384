import type { BulkOperationKind } from '../../../domain/admin.ts';
import { backupDistrictData } from './backup-district-data.ts';
import { enableMaintenanceMode } from './enable-maintenance-mode.ts';
import type { OperationHandler } from './operation-handler.ts';
import { sendAnnouncement } from './send-announcement.ts';
import { updateFeatureAccess } from './update-feature-access.ts';
import { updateIntegrationSettings } from './update-integration-settings.ts';

/** Each bulk operation's work in one district. */
export const OPERATION_HANDLERS: { [K in BulkOperationKind]: OperationHandler<K> } = {
  update_feature_access: updateFeatureAccess,
  send_announcement: sendAnnouncement,
  backup_district_data: backupDistrictData,
  update_integration_settings: updateIntegrationSettings,
  enable_maintenance_mode: enableMaintenanceMode,
};
