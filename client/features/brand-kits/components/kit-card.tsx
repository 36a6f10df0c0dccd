import { Link } from 'react-router';
import { Copy, MoreHorizontal, Pencil, Star, Trash2 } from 'lucide-react';
import { bundledFont } from '@src/common/brand/fonts';
import type { BrandFontView, BrandKitView } from '@src/common/contracts/brand-kits';
import { Menu } from '@client/components/ui/menu';
import { formatDate } from '@client/lib/format';
import { useKitT } from '../messages';
import { draftOf } from '../model';
import { KitPreview } from './kit-preview';

export type KitCommand = 'duplicate' | 'default' | 'delete';

interface Props {
  kit: BrandKitView;
  fonts: readonly BrandFontView[];
  href: string;
  canEdit: boolean;
  onCommand: (kit: BrandKitView, command: KitCommand) => void;
}

/** A kit in the list: its look at a glance (post, palette, fonts) and what can be done with it. */
export function KitCard({ kit, fonts, href, canEdit, onCommand }: Props) {
  const { t, i18n } = useKitT();
  const heading =
    kit.fonts.heading.source === 'bundled'
      ? bundledFont(kit.fonts.heading.id)?.family
      : fonts.find((f) => f.id === kit.fonts.heading.id)?.family;
  return (
    <li className="kit-card" data-testid="kit-card">
      <Link to={href} className="kit-card-open" aria-label={`${canEdit ? t('edit') : t('view')}: ${kit.name}`}>
        <KitPreview draft={draftOf(kit)} uploaded={fonts} compact />
      </Link>
      <div className="kit-card-meta">
        <div className="kit-card-title">
          <span className="kit-card-name" title={kit.name}>
            {kit.name}
          </span>
          {kit.isDefault ? <span className="badge badge-primary">{t('default')}</span> : null}
        </div>
        <span className="muted small">{t('updated', { date: formatDate(kit.updatedAt, i18n.language) })}</span>
        <span className="kit-card-palette" aria-hidden="true">
          {[kit.colors.primary, kit.colors.secondary, kit.colors.accent, kit.colors.background, kit.colors.text].map((c, i) => (
            <span key={i} style={{ background: c }} title={c} />
          ))}
          <span className="muted small kit-card-font">{heading}</span>
        </span>
      </div>
      {canEdit ? (
        <Menu label={t('actions', { name: kit.name })} trigger={<MoreHorizontal size={18} aria-hidden="true" />}>
          {(close) => (
            <>
              <Link role="menuitem" className="menu-item" to={href} onClick={close}>
                <Pencil size={16} aria-hidden="true" />
                <span>{t('edit')}</span>
              </Link>
              <button type="button" role="menuitem" className="menu-item" onClick={() => (close(), onCommand(kit, 'duplicate'))}>
                <Copy size={16} aria-hidden="true" />
                <span>{t('duplicate')}</span>
              </button>
              {kit.isDefault ? null : (
                <button type="button" role="menuitem" className="menu-item" onClick={() => (close(), onCommand(kit, 'default'))}>
                  <Star size={16} aria-hidden="true" />
                  <span>{t('makeDefault')}</span>
                </button>
              )}
              <div className="menu-separator" role="separator" />
              <button type="button" role="menuitem" className="menu-item" data-danger onClick={() => (close(), onCommand(kit, 'delete'))}>
                <Trash2 size={16} aria-hidden="true" />
                <span>{t('delete')}</span>
              </button>
            </>
          )}
        </Menu>
      ) : null}
    </li>
  );
}
