import { Download, Eye, FolderInput, MoreHorizontal, Pencil, Share2, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AssetView, FolderView } from '@src/common/contracts/media';
import { Menu } from '@client/components/ui/menu';

export type AssetCommand = { type: 'preview' | 'rename' | 'delete' | 'download' | 'share' } | { type: 'move'; folderId: string | null };

/** Every action on one asset, from the keyboard as well as the mouse. */
export function AssetMenu({
  asset,
  folders,
  onCommand,
}: {
  asset: AssetView;
  folders: FolderView[];
  onCommand: (asset: AssetView, c: AssetCommand) => void;
}) {
  const { t } = useTranslation();
  const item = (close: () => void, command: AssetCommand, icon: React.ReactNode, label: string, extra?: Record<string, unknown>) => (
    <button
      type="button"
      role="menuitem"
      className="menu-item"
      {...extra}
      onClick={() => {
        close();
        onCommand(asset, command);
      }}
    >
      {icon}
      <span>{label}</span>
    </button>
  );
  const targets = [{ id: null as string | null, name: t('library.noFolder') }, ...folders].filter((f) => f.id !== asset.folderId);
  return (
    <Menu label={t('library.actions', { name: asset.name })} trigger={<MoreHorizontal size={18} aria-hidden="true" />}>
      {(close) => (
        <>
          {item(close, { type: 'preview' }, <Eye size={16} aria-hidden="true" />, t('library.preview'))}
          {item(close, { type: 'rename' }, <Pencil size={16} aria-hidden="true" />, t('library.rename'))}
          {item(close, { type: 'download' }, <Download size={16} aria-hidden="true" />, t('library.download'))}
          {/* Every kind is shared: a PDF alone on its own link (decision 096). */}
          {item(close, { type: 'share' }, <Share2 size={16} aria-hidden="true" />, t('library.share'))}
          {targets.length > 0 ? <div className="menu-label">{t('library.moveTo')}</div> : null}
          {targets.map((f) => (
            <span key={f.id ?? 'none'}>
              {item(close, { type: 'move', folderId: f.id }, <FolderInput size={16} aria-hidden="true" />, f.name)}
            </span>
          ))}
          <div className="menu-separator" role="separator" />
          {item(close, { type: 'delete' }, <Trash2 size={16} aria-hidden="true" />, t('library.delete'), { 'data-danger': true })}
        </>
      )}
    </Menu>
  );
}
