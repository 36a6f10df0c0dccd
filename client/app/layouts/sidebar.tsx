import {
  BookOpen,
  Building2,
  Captions,
  Clapperboard,
  Coins,
  FileText,
  Film,
  FolderOpen,
  Flame,
  Radar,
  Home,
  ImagePlus,
  Images,
  LayoutGrid,
  MessageSquareText,
  Palette,
  PenLine,
  Scissors,
  Send,
  Shapes,
  SquareKanban,
  TrendingUp,
  Type,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useActiveSection } from '../../features/dashboard/active-section';
import { localePath, paths } from '@src/common/routes';
import { Logo } from '../../components/header/logo';
import { useLocale } from '../../lib/use-locale';

/** The dashboard's sections (spec section 2), then the tools that have pages. */
export const DASHBOARD_SECTIONS = [
  { id: 'home', icon: Home },
  { id: 'video', icon: Film },
  { id: 'design', icon: LayoutGrid },
  { id: 'content', icon: Type },
  { id: 'trends', icon: TrendingUp },
  { id: 'library', icon: FolderOpen },
  { id: 'brand', icon: Palette },
] as const;

const ORG_LINKS = [
  { path: 'settings/organization', key: 'orgs.settings', icon: Building2 },
  { path: 'settings/credits', key: 'orgs.creditsTitle', icon: Coins },
] as const;

const TOOL_LINKS = [
  { path: 'library', key: 'library.nav', icon: Images },
  { path: 'tools/carousel-creator', key: 'tools.carousel.title', icon: PenLine },
  { path: 'tools/image-editor', key: 'tools.imageEditor.title', icon: ImagePlus },
  { path: 'tools/logo-maker', key: 'tools.logoMaker.title', icon: Shapes },
  { path: 'tools/clipper', key: 'tools.clipper.title', icon: Scissors },
  { path: 'tools/video-editor', key: 'tools.videoEditor.title', icon: Clapperboard },
  { path: 'tools/auto-subtitles', key: 'tools.subtitles.title', icon: Captions },
  { path: 'tools/story-generator', key: 'tools.stories.title', icon: BookOpen },
  { path: 'tools/caption-generator', key: 'tools.captions.title', icon: MessageSquareText },
  { path: 'tools/script-creator', key: 'tools.scripts.title', icon: FileText },
  { path: 'brand-kits', key: 'tools.brandKits.title', icon: Palette },
  { path: 'tools/project-manager', key: 'catalogue.project_manager.name', icon: SquareKanban },
  { path: 'tools/publish', key: 'catalogue.publishing.name', icon: Send },
  { path: 'tools/trend-tracker', key: 'catalogue.trend_tracker.name', icon: TrendingUp },
  { path: 'tools/viral-predictor', key: 'catalogue.viral_predictor.name', icon: Flame },
  { path: 'tools/competitor-analysis', key: 'catalogue.competitor_analysis.name', icon: Radar },
] as const;

/** A heading and its list of page links (the tools, the team's pages). */
function PageLinks({
  heading,
  links,
  onNavigate,
}: {
  heading: string;
  links: readonly (typeof TOOL_LINKS | typeof ORG_LINKS)[number][];
  onNavigate?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <p className="sidebar-heading">{heading}</p>
      <ul className="sidebar-list">
        {links.map(({ path, key, icon: Icon }) => (
          <li key={path}>
            <NavLink className="sidebar-link" to={localePath(locale, path)} onClick={onNavigate}>
              <Icon size={18} aria-hidden="true" />
              <span>{t(key)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  );
}

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const inView = useActiveSection();
  const onDashboard = useLocation().pathname === paths.dashboard(locale);
  return (
    <nav className="sidebar" aria-label={t('nav.main')}>
      <div className="sidebar-brand">
        <Logo to={paths.dashboard(locale)} />
      </div>
      <p className="sidebar-heading">{t('nav.dashboard')}</p>
      <ul className="sidebar-list">
        {DASHBOARD_SECTIONS.map(({ id, icon: Icon }) => (
          <li key={id}>
            <Link
              className="sidebar-link"
              to={{ pathname: paths.dashboard(locale), hash: id }}
              onClick={onNavigate}
              aria-current={onDashboard && inView === id ? 'location' : undefined}
            >
              <Icon size={18} aria-hidden="true" />
              <span>{t(`nav.${id}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <PageLinks heading={t('nav.tools')} links={TOOL_LINKS} onNavigate={onNavigate} />
      <PageLinks heading={t('orgs.team')} links={ORG_LINKS} onNavigate={onNavigate} />
    </nav>
  );
}
