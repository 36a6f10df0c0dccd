import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardTarget, type CatalogueTool } from '@src/common/catalogue';
import { localePath } from '@src/common/routes';
import { useLocale } from '@client/lib/use-locale';
import { TOOL_ICONS } from '../icons';

/**
 * One tool: a link when it has a page, otherwise a focusable card that says
 * honestly that it is coming and what it will do.
 */
export function ToolCard({ tool, nav }: { tool: CatalogueTool; nav: { s: number; c: number } }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const Icon = TOOL_ICONS[tool.icon];
  const name = t(`catalogue.${tool.id}.name`);
  const available = tool.status === 'available';
  const body = (
    <>
      <span className="tool-card-top">
        <span className="feature-icon">{Icon ? <Icon size={20} aria-hidden="true" /> : null}</span>
        <span className={`badge ${available ? 'badge-success' : ''}`}>
          {available ? t('catalogue.available') : t('catalogue.comingSoon')}
        </span>
      </span>
      <strong className="tool-card-name">{name}</strong>
      <span className="muted small">{t(`catalogue.${tool.id}.desc`)}</span>
      {!available ? <span className="small tool-card-soon">{t(`catalogue.${tool.id}.soon`)}</span> : null}
    </>
  );
  const data = { 'data-nav-s': nav.s, 'data-nav-c': nav.c, 'data-tool': tool.id };
  const target = cardTarget(tool);
  if (target) {
    return (
      <Link className={`card tool-card${available ? '' : ' soon'}`} to={localePath(locale, target)} {...data}>
        {body}
      </Link>
    );
  }
  return (
    <article
      className="card tool-card soon"
      tabIndex={0}
      aria-disabled="true"
      aria-label={`${name}: ${t('catalogue.comingSoon')}`}
      {...data}
    >
      {body}
    </article>
  );
}
