import { Folder, FolderPlus, Inbox, Layers, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FolderView } from '@src/common/contracts/media';
import { Menu } from '@client/components/ui/menu';

interface Props {
  folders: FolderView[];
  current: string | undefined;
  onSelect: (folder: string | undefined) => void;
  onCreate: () => void;
  onRename: (folder: FolderView) => void;
  onDelete: (folder: FolderView) => void;
}

export function FolderNav({ folders, current, onSelect, onCreate, onRename, onDelete }: Props) {
  const { t } = useTranslation();
  const entry = (id: string | undefined, label: string, icon: React.ReactNode, count?: number) => (
    <button type="button" className="folder-link" aria-current={current === id ? 'true' : undefined} onClick={() => onSelect(id)}>
      {icon}
      <span className="folder-label">{label}</span>
      {count !== undefined ? <span className="muted small">{count}</span> : null}
    </button>
  );
  return (
    <nav className="folder-nav" aria-label={t('library.folders')}>
      <ul>
        <li>{entry(undefined, t('library.allFiles'), <Layers size={16} aria-hidden="true" />)}</li>
        <li>{entry('none', t('library.unfiled'), <Inbox size={16} aria-hidden="true" />)}</li>
      </ul>
      <div className="folder-heading">
        <span>{t('library.folders')}</span>
        <button type="button" className="icon-btn" aria-label={t('library.newFolder')} title={t('library.newFolder')} onClick={onCreate}>
          <FolderPlus size={16} aria-hidden="true" />
        </button>
      </div>
      <ul>
        {folders.map((f) => (
          <li key={f.id} className="folder-item">
            {entry(f.id, f.name, <Folder size={16} aria-hidden="true" />, f.assetCount)}
            <Menu label={t('library.folderActions', { name: f.name })} trigger={<MoreHorizontal size={16} aria-hidden="true" />}>
              {(close) => (
                <>
                  <button type="button" role="menuitem" className="menu-item" onClick={() => (close(), onRename(f))}>
                    <Pencil size={16} aria-hidden="true" />
                    <span>{t('library.renameFolder')}</span>
                  </button>
                  <button type="button" role="menuitem" className="menu-item" onClick={() => (close(), onDelete(f))}>
                    <Trash2 size={16} aria-hidden="true" />
                    <span>{t('library.deleteFolder')}</span>
                  </button>
                </>
              )}
            </Menu>
          </li>
        ))}
      </ul>
    </nav>
  );
}
