// What the shell uses of announcements and maintenance windows.
export { AnnouncementBanners } from './announcement-banners';
export { MaintenanceNotice } from './maintenance-notice';
