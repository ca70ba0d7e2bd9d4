import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useSelector } from '@xstate/react';
import { FEATURE } from '@domain/feature-flags';
import { selectSwitchedBy, selectUser } from '@machines/session.selectors';
import { Logo } from '@kit/logo';
import { Menu } from '@kit/menu';
import { cn } from '@kit/cn';
import { logout } from '@api/auth';
import { useSessionActor } from '../session/session-context';
import { usePermission } from '../session/use-permission';
import { usePageConfig } from '../config-context';
import { LazyJobsPanel, LazySwitchUserDialog } from '../module-registry';
import { HeaderIdentity } from './header-identity';
import { SwitchBanner } from '../session/switch-banner';
import { LanguageMenu } from './language-menu';

function NavLink({ href, children }: { href: string; children: ReactNode }) {
  const [location] = useLocation();
  const active = href === '/' ? location === '/' : location.startsWith(href);
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex h-9 items-center rounded-md px-3 text-sm text-slate-700 hover:bg-slate-100',
        active && 'bg-accent-50 font-medium text-accent-900 hover:bg-accent-50',
      )}
    >
      {children}
    </Link>
  );
}

/** §2 The dashboard template for logged-in users: navigation, user menu, language. */
export function DashboardTemplate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSessionActor();
  const user = useSelector(session, selectUser);
  const canSeeStatecharts = usePermission('statecharts.view');
  const canSeeAccounts = usePermission('accounts.manage');
  const canSeeUnblockRequests = usePermission('unblock_requests.manage');
  const canSeeShop = usePermission('shop.view');
  const canManageShop = usePermission('shop.manage');
  const canManageApiTokens = usePermission('api_tokens.manage');
  const canSeeOffers = usePermission('offers.view');
  const canSeeChainProducts = usePermission('chain_products.view');
  const canSeeChainMasterData = usePermission('chain_master_data.view');
  const canSeeQcList = usePermission('qc.list');
  const canSeeCinPanel = usePermission('cin.panel');
  const canSeeRequirementSets = usePermission('requirement_sets.view');
  const canSeeEssentialities = usePermission('essentialities.view');
  const canSeeMigrations = usePermission('attribute_migrations.view');
  // §1 feature 16 and §6 has_media_gallery_access: the gallery's server answers 403 when either is off.
  const galleryOn = usePageConfig().features.includes(FEATURE.MEDIA_GALLERY);
  const canSeeMediaGallery = usePermission('media_gallery.access') && galleryOn;
  const canImportProducts = usePermission('product.import');
  const canImportGln = usePermission('gln.import');
  const canKeepGs1Prefixes = usePermission('gs1.prefixes');
  const [, navigate] = useLocation();
  const switchedBy = useSelector(session, selectSwitchedBy);
  const [actAsOpen, setActAsOpen] = useState(false);
  // §6 Switch user: a page belongs to the account it was opened as; after a switch or a return the
  // dashboard opens anew as the other one (docs/decisions/0048).
  const shownAs = useRef(user?.id ?? null);
  useEffect(() => {
    const now = user?.id ?? null;
    if (shownAs.current !== null && now !== null && now !== shownAs.current) navigate('/');
    shownAs.current = now;
  }, [user?.id, navigate]);

  const signOut = async () => {
    await logout();
    // The jobs runtime comes with the jobs panel's chunk, not with the first page: stopped through it.
    void import('../jobs-runtime').then((jobs) => jobs.stopJobsRuntime());
    session.send({ type: 'LOGGED_OUT' });
    navigate('/login');
  };

  return (
    <div className="flex min-h-screen">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('app.skipToContent')}
      </a>
      <aside className="hidden w-56 shrink-0 border-r border-slate-200 bg-white md:block">
        <div className="flex h-14 items-center border-b border-slate-200 px-4">
          <Logo label={t('app.name')} />
        </div>
        <nav aria-label={t('nav.mainMenu')} className="flex flex-col gap-1 p-3">
          <NavLink href="/">{t('nav.dashboard')}</NavLink>
          <NavLink href="/product/list">{t('nav.products')}</NavLink>
          {canImportProducts && (
            <NavLink href="/products-importer-excel">{t('productsImporter.nav')}</NavLink>
          )}
          {canSeeShop && <NavLink href="/shop">{t('nav.shop')}</NavLink>}
          {canManageShop && <NavLink href="/shop-management">{t('nav.shopManagement')}</NavLink>}
          {canSeeAccounts && <NavLink href="/accounts-list">{t('nav.accounts')}</NavLink>}
          {canImportGln && <NavLink href="/company/gln-import">{t('glnImport.nav')}</NavLink>}
          {canKeepGs1Prefixes && <NavLink href="/connect/gs1">{t('gs1.nav')}</NavLink>}
          {canSeeUnblockRequests && <NavLink href="/unblock-requests">{t('nav.unblockRequests')}</NavLink>}
          {canSeeQcList && <NavLink href="/qc-list">{t('nav.qcList')}</NavLink>}
          {canSeeCinPanel && <NavLink href="/cin-panel">{t('nav.cinPanel')}</NavLink>}
          {canSeeRequirementSets && <NavLink href="/requirement-sets">{t('nav.requirementSets')}</NavLink>}
          {canSeeEssentialities && <NavLink href="/essentialities-list">{t('nav.essentialities')}</NavLink>}
          {canSeeMigrations && <NavLink href="/attribute-migration">{t('nav.attributeMigrations')}</NavLink>}
          {canSeeOffers && <NavLink href="/offer">{t('nav.offers')}</NavLink>}
          {canSeeMediaGallery && <NavLink href="/media-gallery">{t('mediaGallery.nav')}</NavLink>}
          {canSeeChainProducts && <NavLink href="/cm-panel">{t('nav.chainProducts')}</NavLink>}
          {canSeeChainMasterData && <NavLink href="/mdm-panel">{t('nav.chainMasterData')}</NavLink>}
          {canManageApiTokens && <NavLink href="/api-token-method-config">{t('nav.apiTokens')}</NavLink>}
          {canSeeStatecharts && <NavLink href="/statecharts">{t('nav.statecharts')}</NavLink>}
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 items-center justify-end gap-2 border-b border-slate-200 bg-white px-4">
          <LanguageMenu />
          {user !== null && (
            <Menu
              trigger={<HeaderIdentity key={user.id} user={user} />}
              items={[
                // A switched session neither switches again, nor changes the holder's switch settings or
                // own account (docs/decisions/0048).
                ...(switchedBy === null
                  ? [
                      { key: 'account', label: t('userAccount.nav'), onSelect: () => navigate('/account') },
                      {
                        key: 'act-as',
                        label: t('switchUser.menu.actAs'),
                        onSelect: () => setActAsOpen(true),
                      },
                      {
                        key: 'switch-settings',
                        label: t('switchUser.menu.settings'),
                        onSelect: () => navigate(`/user/${user.id}/switch-me-to`),
                      },
                    ]
                  : []),
                { key: 'logout', label: t('nav.logout'), onSelect: () => void signOut() },
              ]}
            />
          )}
        </header>
        <SwitchBanner />
        <main
          id="content"
          key={user?.id ?? 0}
          // The jobs panel keeps its height here, so nothing at the page's end hides under it.
          className="mx-auto w-full max-w-6xl flex-1 p-6 pb-[calc(var(--jobs-panel-space,0px)+1.5rem)]"
        >
          {children}
        </main>
        {actAsOpen && (
          <Suspense fallback={null}>
            <LazySwitchUserDialog
              onClose={() => setActAsOpen(false)}
              onSwitched={(answer) => {
                setActAsOpen(false);
                session.send({ type: 'SWITCHED', ...answer });
              }}
            />
          </Suspense>
        )}
        {user && (
          <Suspense fallback={null}>
            <LazyJobsPanel userId={user.id} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
