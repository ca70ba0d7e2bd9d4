/** §2 Host page modules: the names a host page may ask for. */
export const MODULE_NAMES = [
  'product-form',
  'product-details',
  // A card's versions, compare and restore (docs/decisions/0053): a screen of ours, not a §2 name.
  'card-history',
  'products-list',
  'essentialities-list',
  'unblock-requests',
  'dashboard',
  'retail-chain-products-list',
  'qc-list',
  'retail-chain-master-data-list',
  'api-token-method-config',
  'bulk-edit',
  'company',
  'accounts-list',
  'user-history',
  'company-history',
  'create-company',
  // §6 import GLN file and connect/gs1 (docs/decisions/0050): not host-page names of §2, screens of ours.
  'gln-import',
  'connect-gs1',
  'products-importer',
  'change-log-report',
  'offers-list',
  'panel-cin',
  'login',
  'register',
  'reset-password-request',
  'reset-password',
  'register-confirm',
  'register-incorrect-confirm',
  'shop-products-list',
  'attribute-migration',
  'edit-attribute-migration',
  'shop-management',
  'requirement-sets-list',
  'media-gallery',
  'media_gallery_shared_directory',
  'rich-editor',
  // {app}/rich-content/preview/{id}: a card's rich content as a shop page shows it (docs/decisions/0054).
  'rich-content-preview',
  'not-found',
  'statecharts',
  // §7 Users: the user's own account (docs/decisions/0049); the spec's list names no module for it.
  'own-account',
  'switch-me-to',
] as const;
export type ModuleName = (typeof MODULE_NAMES)[number];

export function isModuleName(name: string): name is ModuleName {
  return (MODULE_NAMES as readonly string[]).includes(name);
}

/** §2 Templates: dashboard when logged in, auth otherwise; empty for bare pages. */
export type Template = 'empty' | 'auth' | 'dashboard';

export function templateFor(loggedIn: boolean, requested?: Template): Template {
  if (requested === 'empty') return 'empty';
  return loggedIn ? 'dashboard' : 'auth';
}
