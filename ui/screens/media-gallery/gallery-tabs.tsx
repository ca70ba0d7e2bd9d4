import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { cn } from '@kit/cn';

const TABS = [
  { section: 'assets', href: '/media-gallery', key: 'mediaGallery.tabs.assets' },
  { section: 'deleted', href: '/media-gallery/deleted', key: 'mediaGallery.tabs.deleted' },
  { section: 'directories', href: '/media-gallery/directories', key: 'mediaGallery.tabs.directories' },
  { section: 'mass-assign', href: '/media-gallery/mass-assign', key: 'mediaGallery.tabs.massAssign' },
  {
    section: 'automatic-assign',
    href: '/media-gallery/automatic-assign',
    key: 'mediaGallery.tabs.autoAssign',
  },
] as const;

/** The gallery's sections as links (each has its own address, §2 routes). */
export function GalleryTabs({ section }: { section: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('mediaGallery.tabs.label')} className="flex flex-wrap gap-1 border-b border-slate-200">
      {TABS.map((tab) => {
        const active = tab.section === section;
        return (
          <Link
            key={tab.section}
            href={tab.href}
            aria-current={active ? 'page' : undefined}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-accent-600',
              active ? 'border-accent-600 font-medium text-accent-900' : 'border-transparent',
            )}
          >
            {t(tab.key)}
          </Link>
        );
      })}
    </nav>
  );
}
