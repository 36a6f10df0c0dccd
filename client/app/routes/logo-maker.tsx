// The logo maker's projects (issue 34): each card its icon in the logo's
// colours and the layout chosen; a new logo from the brand's name.
import { NewLogoDialog } from '@client/features/logo-maker/components/new-logo-dialog';
import { LogoArt } from '@client/features/logo-maker/components/logo-art';
import { useLogoT } from '@client/features/logo-maker/messages';
import { iconSvg } from '@client/features/logo-maker/model/render';
import { projectsRoute } from '@client/projects/projects-page';

export const Component = projectsRoute('logo', useLogoT, {
  emptyTestId: 'logos-empty',
  coverClassName: 'logo-cover',
  NewDialog: NewLogoDialog,
  cover: (p) => (
    <span className="logo-cover-art" style={{ background: p.summary.colors.background }}>
      <LogoArt svg={iconSvg(p.summary.icon, p.summary.colors.primary)} className="logo-cover-icon" />
    </span>
  ),
  card: (p, { t }) => ({ layout: t(`layouts.${p.summary.layout}`) }),
});
