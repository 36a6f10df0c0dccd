import { Coins, Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DASHBOARD_SECTION_IDS, toolsIn } from '@src/common/catalogue';
import { paths } from '@src/common/routes';
import { useMe } from '../../services/auth/current-user';
import { setActiveSection } from '../../features/dashboard/active-section';
import { RecentProjects } from '../../features/dashboard/components/recent-projects';
import { ToolCard } from '../../features/dashboard/components/tool-card';
import { move, type NavKey } from '../../features/dashboard/keyboard';
import { useActiveOrg } from '../../services/orgs';
import { useLocale } from '../../lib/use-locale';

const HOME_CARDS = 3;

export function Component() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const me = useMe();
  const { active } = useActiveOrg();
  const root = useRef<HTMLDivElement>(null);
  const name = me.data?.displayName?.split(' ')[0];
  const sections = DASHBOARD_SECTION_IDS.map((id) => ({ id, tools: id === 'home' ? [] : toolsIn(id) }));
  const cardCounts = sections.map((s) => (s.id === 'home' ? HOME_CARDS : Math.max(1, s.tools.length)));

  // The section in view shows in the sidebar: the last one whose top has
  // passed a third of the screen, or the last of all at the bottom of the page.
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const els = Array.from(root.current?.querySelectorAll<HTMLElement>('section[data-section]') ?? []);
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4;
      const line = window.innerHeight / 3;
      const current = atBottom ? els.at(-1) : (els.filter((el) => el.getBoundingClientRect().top <= line).at(-1) ?? els[0]);
      setActiveSection(current?.dataset.section ?? null);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
      setActiveSection(null);
    };
  }, []);

  const onKeyDown = (e: React.KeyboardEvent) => {
    const target = e.target as HTMLElement;
    const s = target.dataset.navS;
    const c = target.dataset.navC;
    if (s === undefined || c === undefined) return;
    const key: NavKey | null =
      e.key === ' '
        ? e.shiftKey
          ? 'ShiftSpace'
          : 'Space'
        : ((['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'] as const).find((k) => k === e.key) ?? null);
    if (!key) return;
    e.preventDefault();
    const next = move(cardCounts, { section: Number(s), card: Number(c) }, key);
    const el = root.current?.querySelector<HTMLElement>(`[data-nav-s="${next.section}"][data-nav-c="${next.card}"]`);
    el?.focus({ preventScroll: true });
    el?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };

  return (
    <div className="page dashboard" ref={root} onKeyDown={onKeyDown}>
      <h1 className="page-title">{name ? t('dashboard.headingNamed', { name }) : t('dashboard.heading')}</h1>
      <p className="muted">{t('catalogue.keyboardHint')}</p>
      {sections.map((section, si) => (
        <section
          key={section.id}
          id={section.id}
          data-section={section.id}
          className="dashboard-block"
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`}>{t(`nav.${section.id}`)}</h2>
          <div className="tool-grid">
            {section.id === 'home' ? (
              <>
                <Link className="card tool-card" to={paths.organizationSettings(locale)} data-nav-s={si} data-nav-c={0}>
                  <span className="feature-icon">
                    <Users size={20} aria-hidden="true" />
                  </span>
                  <span className="muted small">{t('catalogue.activeOrganization')}</span>
                  <strong className="tool-card-name" data-testid="home-org">
                    {active?.name ?? '—'}
                  </strong>
                  <span className="small">{t('catalogue.manageTeam')}</span>
                </Link>
                <Link className="card tool-card" to={paths.credits(locale)} data-nav-s={si} data-nav-c={1}>
                  <span className="feature-icon">
                    <Coins size={20} aria-hidden="true" />
                  </span>
                  <span className="muted small">{t('catalogue.balance')}</span>
                  <strong className="tool-card-name big-number">{active ? active.creditBalance.toLocaleString(i18n.language) : '—'}</strong>
                  <span className="small">{t('catalogue.seeCredits')}</span>
                </Link>
                <RecentProjects org={active?.id} nav={{ s: si, c: 2 }} />
              </>
            ) : (
              section.tools.map((tool, ci) => <ToolCard key={tool.id} tool={tool} nav={{ s: si, c: ci }} />)
            )}
          </div>
        </section>
      ))}
    </div>
  );
}
