import type { ModuleName } from '@domain/modules';

/**
 * §2 Routes under /react (the app path segment is empty, docs/decisions/0001). Each pattern names the
 * module the host page shows.
 */
export const ROUTES: readonly { path: string; module: ModuleName }[] = [
  { path: '/', module: 'dashboard' },
  { path: '/login', module: 'login' },
  { path: '/eb-login', module: 'login' },
  { path: '/register', module: 'register' },
  { path: '/eb-register', module: 'register' },
  { path: '/register-confirm', module: 'register-confirm' },
  { path: '/register-incorrect-confirm', module: 'register-incorrect-confirm' },
  { path: '/reset-password-request', module: 'reset-password-request' },
  { path: '/password/request-reset', module: 'reset-password-request' },
  { path: '/reset-password', module: 'reset-password' },
  { path: '/not-found', module: 'not-found' },
  { path: '/statecharts', module: 'statecharts' },
  { path: '/product/list', module: 'products-list' },
  { path: '/product/new', module: 'product-form' },
  { path: '/product/:id/newedit', module: 'product-form' },
  { path: '/product/:id/edit', module: 'product-form' },
  { path: '/product/:id/details', module: 'product-details' },
  { path: '/product/:id/history', module: 'card-history' },
  { path: '/company/create', module: 'create-company' },
  { path: '/company/gln-import', module: 'gln-import' },
  { path: '/connect/gs1', module: 'connect-gs1' },
  { path: '/company/:id/profile', module: 'company' },
  { path: '/my-company/account', module: 'company' },
  { path: '/my-company/address-list', module: 'company' },
  { path: '/my-company/producer-and-brand-list', module: 'company' },
  { path: '/essentialities-list', module: 'essentialities-list' },
  { path: '/unblock-requests', module: 'unblock-requests' },
  { path: '/cm-panel', module: 'retail-chain-products-list' },
  { path: '/qc-list', module: 'qc-list' },
  { path: '/mdm-panel', module: 'retail-chain-master-data-list' },
  { path: '/bulk-edit/:id', module: 'bulk-edit' },
  { path: '/accounts-list', module: 'accounts-list' },
  { path: '/account', module: 'own-account' },
  { path: '/user/:id/switch-me-to', module: 'switch-me-to' },
  { path: '/user-history/:id', module: 'user-history' },
  { path: '/company-history/:id', module: 'company-history' },
  { path: '/offer', module: 'offers-list' },
  { path: '/products-importer-excel', module: 'products-importer' },
  { path: '/changelog-report/show', module: 'change-log-report' },
  { path: '/cin-panel', module: 'panel-cin' },
  { path: '/attribute-migration', module: 'attribute-migration' },
  { path: '/attribute-migration/:id', module: 'edit-attribute-migration' },
  { path: '/requirement-sets', module: 'requirement-sets-list' },
  { path: '/rich-editor/:id', module: 'rich-editor' },
  { path: '/rich-content/preview/:id', module: 'rich-content-preview' },
  { path: '/api-token-method-config', module: 'api-token-method-config' },
  { path: '/shop', module: 'shop-products-list' },
  { path: '/shop-management', module: 'shop-management' },
  { path: '/media-gallery/shared-directory/:id', module: 'media_gallery_shared_directory' },
  { path: '/media-gallery', module: 'media-gallery' },
  { path: '/media-gallery/*', module: 'media-gallery' },
];

/** §2 The register page is also reached by any path containing "register". */
export function isRegisterAlias(path: string): boolean {
  return (
    path.includes('register') &&
    !path.includes('register-confirm') &&
    !path.includes('register-incorrect-confirm')
  );
}
