import { lazy, type ComponentType } from 'react';
import type { ModuleName, Template } from '@domain/modules';
import type { Permission } from '@domain/permissions';

/** What every screen receives from the host page: route params and the page-level product id. */
export interface ScreenProps {
  params: Record<string, string | undefined>;
  productId: number | null;
}

export interface ModuleDefinition {
  /** The lazy chunk of the screen (§1: screens load lazily from /react/). */
  load: () => Promise<ComponentType<ScreenProps>>;
  /** public: anyone; guest: only logged out (login, register); user: only logged in. */
  access: 'public' | 'guest' | 'user';
  permission?: Permission;
  template?: Template;
}

/**
 * §2 Host page modules that have a screen. Every name of §2 is known (src/domain/modules.ts); a name
 * whose screen belongs to a later part of the product is known but not listed here, and its routes show
 * the not-found screen until it is.
 */
export const moduleRegistry: Partial<Record<ModuleName, ModuleDefinition>> = {
  login: { access: 'guest', load: () => import('@screens/login/login-screen').then((m) => m.LoginScreen) },
  register: {
    access: 'guest',
    load: () => import('@screens/register/register-screen').then((m) => m.RegisterScreen),
  },
  'register-confirm': {
    access: 'public',
    load: () =>
      import('@screens/register-confirm/register-confirm-screen').then((m) => m.RegisterConfirmScreen),
  },
  'register-incorrect-confirm': {
    access: 'public',
    load: () =>
      import('@screens/register-confirm/register-incorrect-confirm-screen').then(
        (m) => m.RegisterIncorrectConfirmScreen,
      ),
  },
  'reset-password-request': {
    access: 'public',
    load: () => import('@screens/reset-password/reset-request-screen').then((m) => m.ResetRequestScreen),
  },
  'reset-password': {
    access: 'public',
    load: () => import('@screens/reset-password/reset-password-screen').then((m) => m.ResetPasswordScreen),
  },
  dashboard: {
    access: 'user',
    load: () => import('@screens/dashboard/dashboard-screen').then((m) => m.DashboardScreen),
  },
  'bulk-edit': {
    access: 'user',
    permission: 'product.bulk_edit',
    load: () => import('@screens/bulk-edit/bulk-edit-screen').then((m) => m.BulkEditScreen),
  },
  'products-list': {
    access: 'user',
    load: () => import('@screens/products-list/products-list-screen').then((m) => m.ProductsListScreen),
  },
  'product-form': {
    access: 'user',
    permission: 'product.edit',
    load: () => import('@screens/product-form/product-form-screen').then((m) => m.ProductFormScreen),
  },
  'product-details': {
    access: 'user',
    load: () => import('@screens/product-details/product-details-screen').then((m) => m.ProductDetailsScreen),
  },
  'qc-list': {
    access: 'user',
    permission: 'qc.list',
    load: () => import('@screens/qc-list/qc-list-screen').then((m) => m.QcListScreen),
  },
  'panel-cin': {
    access: 'user',
    permission: 'cin.panel',
    load: () => import('@screens/cin-panel/cin-panel-screen').then((m) => m.CinPanelScreen),
  },
  'own-account': {
    access: 'user',
    load: () => import('@screens/own-account/own-account-screen').then((m) => m.OwnAccountScreen),
  },
  'accounts-list': {
    access: 'user',
    permission: 'accounts.manage',
    load: () => import('@screens/accounts-list/accounts-list-screen').then((m) => m.AccountsListScreen),
  },
  // Public: logged out it is a blocked user's request form, for an admin the list (docs/decisions/0018).
  'api-token-method-config': {
    access: 'user',
    permission: 'api_tokens.manage',
    load: () => import('@screens/api-tokens/api-tokens-screen').then((m) => m.ApiTokensScreen),
  },
  'unblock-requests': {
    access: 'public',
    load: () =>
      import('@screens/unblock-requests/unblock-requests-screen').then((m) => m.UnblockRequestsScreen),
  },
  'shop-products-list': {
    access: 'user',
    permission: 'shop.view',
    load: () => import('@screens/shop-products-list/shop-products-screen').then((m) => m.ShopProductsScreen),
  },
  'shop-management': {
    access: 'user',
    permission: 'shop.manage',
    load: () => import('@screens/shop-management/shop-management-screen').then((m) => m.ShopManagementScreen),
  },
  'offers-list': {
    access: 'user',
    permission: 'offers.view',
    load: () => import('@screens/retail-chain/offers-list-screen').then((m) => m.OffersListScreen),
  },
  'retail-chain-products-list': {
    access: 'user',
    permission: 'chain_products.view',
    load: () => import('@screens/retail-chain/chain-products-screen').then((m) => m.ChainProductsScreen),
  },
  'retail-chain-master-data-list': {
    access: 'user',
    permission: 'chain_master_data.view',
    load: () => import('@screens/retail-chain/chain-master-data-screen').then((m) => m.ChainMasterDataScreen),
  },
  statecharts: {
    access: 'user',
    permission: 'statecharts.view',
    load: () => import('@screens/statecharts/statecharts-screen').then((m) => m.StatechartsScreen),
  },
  'requirement-sets-list': {
    access: 'user',
    permission: 'requirement_sets.view',
    load: () =>
      import('@screens/attribute-lists/requirement-sets-screen').then((m) => m.RequirementSetsScreen),
  },
  'essentialities-list': {
    access: 'user',
    permission: 'essentialities.view',
    load: () => import('@screens/attribute-lists/essentialities-screen').then((m) => m.EssentialitiesScreen),
  },
  'attribute-migration': {
    access: 'user',
    permission: 'attribute_migrations.view',
    load: () =>
      import('@screens/attribute-lists/attribute-migrations-screen').then((m) => m.AttributeMigrationsScreen),
  },
  'edit-attribute-migration': {
    access: 'user',
    permission: 'attribute_migrations.view',
    load: () =>
      import('@screens/attribute-lists/edit-attribute-migration-screen').then(
        (m) => m.EditAttributeMigrationScreen,
      ),
  },
  // §2 Media gallery (docs/decisions/0022): the gallery's sections by route; the shared link is public.
  'media-gallery': {
    access: 'user',
    permission: 'media_gallery.access',
    load: () => import('@screens/media-gallery/media-gallery-screen').then((m) => m.MediaGalleryScreen),
  },
  media_gallery_shared_directory: {
    access: 'public',
    template: 'empty',
    load: () => import('@screens/media-gallery/shared-directory-screen').then((m) => m.SharedDirectoryScreen),
  },
  // A card's rich content (docs/decisions/0054): read by whoever may read the card, changed by its editors.
  'rich-editor': {
    access: 'user',
    load: () => import('@screens/rich-editor/rich-editor-screen').then((m) => m.RichEditorScreen),
  },
  // The rich content as a shop page shows it: a page of its own, printable.
  'rich-content-preview': {
    access: 'user',
    template: 'empty',
    load: () =>
      import('@screens/rich-content-preview/rich-content-preview-screen').then(
        (m) => m.RichContentPreviewScreen,
      ),
  },
  'products-importer': {
    access: 'user',
    permission: 'product.import',
    load: () =>
      import('@screens/products-importer/products-importer-screen').then((m) => m.ProductsImporterScreen),
  },
  // §2 create-company, company profile and my company (docs/decisions/0047).
  'create-company': {
    access: 'user',
    permission: 'accounts.manage',
    load: () => import('@screens/companies/company-create-screen').then((m) => m.CompanyCreateScreen),
  },
  company: {
    access: 'user',
    load: () => import('@screens/companies/company-screen').then((m) => m.CompanyScreen),
  },
  // §6/§7 Switch user: who may act as an account, and the log (docs/decisions/0048).
  'switch-me-to': {
    access: 'user',
    load: () => import('@screens/switch-user/switch-me-to-screen').then((m) => m.SwitchMeToScreen),
  },
  // docs/decisions/0052: the audit trail as a report, and a user's or a company's history.
  'change-log-report': {
    access: 'user',
    load: () => import('@screens/change-log/change-log-screen').then((m) => m.ChangeLogScreen),
  },
  'user-history': {
    access: 'user',
    load: () => import('@screens/change-log/user-history-screen').then((m) => m.UserHistoryScreen),
  },
  'company-history': {
    access: 'user',
    load: () => import('@screens/change-log/company-history-screen').then((m) => m.CompanyHistoryScreen),
  },
  // A card's versions: timeline, compare, restore (docs/decisions/0053).
  'card-history': {
    access: 'user',
    load: () => import('@screens/card-history/card-history-screen').then((m) => m.CardHistoryScreen),
  },
  // §6 import GLN file and connect/gs1 (docs/decisions/0050).
  'gln-import': {
    access: 'user',
    permission: 'gln.import',
    load: () => import('@screens/gln-import/gln-import-screen').then((m) => m.GlnImportScreen),
  },
  'connect-gs1': {
    access: 'user',
    permission: 'gs1.prefixes',
    load: () => import('@screens/connect-gs1/gs1-prefixes-screen').then((m) => m.Gs1PrefixesScreen),
  },
  'not-found': {
    access: 'public',
    load: () => import('@screens/not-found/not-found-screen').then((m) => m.NotFoundScreen),
  },
};

/** §6 Switch user: the "act as…" dialog of the user menu, loaded when first opened (docs/decisions/0048). */
export const LazySwitchUserDialog = lazy(() =>
  import('@screens/switch-user/switch-user-dialog').then((m) => ({ default: m.SwitchUserDialog })),
);

/** §2 Jobs panel: not a module but part of the dashboard template, loaded with the first page that shows it. */
export const LazyJobsPanel = lazy(() =>
  import('@screens/jobs-panel/jobs-panel').then((m) => ({ default: m.JobsPanel })),
);
