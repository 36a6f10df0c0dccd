// Every project editor's header, the same way: the project's name, a line of
// detail with the save state (and a retry when saving failed), undo and redo.
import type { ReactNode } from 'react';
import { Redo2, Undo2 } from 'lucide-react';
import { Button } from '../ui/button';

interface Props {
  title: string;
  /** What comes before the save state on the line under the title. */
  detail: ReactNode;
  saveText: string;
  failed: boolean;
  retryLabel: string;
  onRetry: () => void;
  undo: { label: string; enabled: boolean; run: () => void };
  redo: { label: string; enabled: boolean; run: () => void };
  /** Who else has the project open (decision 066), before undo and redo. */
  presence?: ReactNode;
}

export function EditorHeader({ title, detail, saveText, failed, retryLabel, onRetry, undo, redo, presence }: Props) {
  return (
    <header className="clipper-header">
      <div>
        <h1 className="page-title">{title}</h1>
        <p className="muted small">
          {detail} · <span data-testid="save-state">{saveText}</span>
          {failed ? (
            <Button variant="ghost" size="sm" onClick={onRetry}>
              {retryLabel}
            </Button>
          ) : null}
        </p>
      </div>
      <div className="clipper-header-actions">
        {presence}
        <Button variant="ghost" size="sm" icon={Undo2} iconSize={16} disabled={!undo.enabled} onClick={undo.run}>
          {undo.label}
        </Button>
        <Button variant="ghost" size="sm" icon={Redo2} iconSize={16} disabled={!redo.enabled} onClick={redo.run}>
          {redo.label}
        </Button>
      </div>
    </header>
  );
}
