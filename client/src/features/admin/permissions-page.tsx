import { ComingSoon } from '@/ui/coming-soon';

export function PermissionsPage() {
  return (
    <ComingSoon
      title="Manage Permissions"
      description="Feature access and user access levels per district."
    />
  );
}
