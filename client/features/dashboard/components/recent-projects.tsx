// The home section's "Recent projects" card: the last three projects edited in
// the active organization, of any tool, each a link to its editor. Its list is
// in the projects' one key tree, so any project made, saved, renamed or deleted
// shows here the next time the dashboard is seen (decision 029).
import { useQuery } from '@tanstack/react-query';
import { FolderKanban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { recentProjectsQuery } from '@client/projects/api';
import { PROJECT_KIND_INFO } from '@client/projects/kinds';

export const RECENT_PROJECTS_SHOWN = 3;

export function RecentProjects({ org, nav }: { org: string | undefined; nav: { s: number; c: number } }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const recent = useQuery({ ...recentProjectsQuery(org ?? '', RECENT_PROJECTS_SHOWN), enabled: Boolean(org) });
  const items = recent.data ?? [];
  return (
    <article
      className="card tool-card"
      tabIndex={0}
      data-nav-s={nav.s}
      data-nav-c={nav.c}
      aria-labelledby="recent-title"
      aria-busy={Boolean(org) && recent.isPending}
      data-testid="recent-projects"
    >
      <span className="feature-icon">
        <FolderKanban size={20} aria-hidden="true" />
      </span>
      <strong id="recent-title" className="tool-card-name">
        {t('catalogue.recentProjects')}
      </strong>
      {items.length ? (
        <ul className="recent-projects">
          {items.map((p) => (
            <li key={p.id}>
              <Link to={PROJECT_KIND_INFO[p.kind].editor(locale, p.id)} className="recent-project">
                <span className="recent-project-name">{p.name}</span>
                <span className="muted small">
                  {t(`catalogue.${PROJECT_KIND_INFO[p.kind].tool}.name`)} · {formatDate(p.updatedAt, i18n.language)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        // Loading while the list is pending: a status the server's render and the browser's first one share.
        <span className="muted small">{org && recent.isPending ? t('app.loading') : t('catalogue.noProjects')}</span>
      )}
    </article>
  );
}
