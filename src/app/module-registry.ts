import type { ComponentType } from 'react';
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
  statecharts: {
    access: 'user',
    permission: 'statecharts.view',
    load: () => import('@screens/statecharts/statecharts-screen').then((m) => m.StatechartsScreen),
  },
  'not-found': {
    access: 'public',
    load: () => import('@screens/not-found/not-found-screen').then((m) => m.NotFoundScreen),
  },
};
