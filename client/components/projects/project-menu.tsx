// A project card's "…" menu on every tool's projects page: rename, the page's
// own items (duplicate…), then delete apart from the rest.
import type { ReactNode } from 'react';
import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { Menu } from '../ui/menu';

interface Props {
  label: string;
  renameLabel: string;
  deleteLabel: string;
  onRename: () => void;
  onDelete: () => void;
  /** Items between rename and delete; each gets the function that closes the menu. */
  extra?: (close: () => void) => ReactNode;
}

export function ProjectMenu({ label, renameLabel, deleteLabel, onRename, onDelete, extra }: Props) {
  return (
    <Menu label={label} trigger={<MoreHorizontal size={18} aria-hidden="true" />}>
      {(close) => (
        <>
          <button type="button" role="menuitem" className="menu-item" onClick={() => (close(), onRename())}>
            <Pencil size={16} aria-hidden="true" />
            <span>{renameLabel}</span>
          </button>
          {extra?.(close)}
          <div className="menu-separator" role="separator" />
          <button type="button" role="menuitem" className="menu-item" data-danger onClick={() => (close(), onDelete())}>
            <Trash2 size={16} aria-hidden="true" />
            <span>{deleteLabel}</span>
          </button>
        </>
      )}
    </Menu>
  );
}
