import { ComingSoon } from '@/ui/coming-soon';

export function VaultPage() {
  return <ComingSoon title="Password Vault" description="Shared system credentials, kept safe." />;
}
