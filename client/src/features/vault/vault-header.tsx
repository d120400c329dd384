import { Breadcrumb } from '@/ui/breadcrumb';

export const VAULT_TITLE = 'Password Vault';
export const VAULT_DESCRIPTION = 'Credentials of the district’s systems, encrypted and access-controlled.';

/** Dashboard / Password Vault. */
export const VaultBreadcrumb = () => <Breadcrumb page="Password Vault" />;
