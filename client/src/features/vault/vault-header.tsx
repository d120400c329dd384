import { i18n } from '@/lib/i18n';
import { Breadcrumb } from '@/ui/breadcrumb';

export const VAULT_TITLE = i18n.t('vault:header.title');
export const VAULT_DESCRIPTION = i18n.t('vault:header.description');

/** Dashboard / Password Vault. */
export const VaultBreadcrumb = () => <Breadcrumb page={VAULT_TITLE} />;
