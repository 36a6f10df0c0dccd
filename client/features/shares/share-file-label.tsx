// One shared file as the app names it: its kind's icon, its name and, for a PDF,
// its page count (decision 096); subtitles have their captions icon (097), in the share dialog and the list of links.
import { Captions, FileText, Film, Image as ImageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type Kind = 'video' | 'image' | 'document' | 'subtitles';

const ICONS = { video: Film, image: ImageIcon, document: FileText, subtitles: Captions } as const;

export const shareFileIcon = (kind: Kind | undefined) => ICONS[kind ?? 'video'];

/** "12 pages" for a counted PDF; null for anything else, or a PDF whose count is unknown. */
export function usePagesLabel(): (file: { kind: Kind; pageCount: number | null }) => string | null {
  const { t } = useTranslation();
  return (file) => (file.kind === 'document' && file.pageCount !== null ? t('library.pages', { count: file.pageCount }) : null);
}

export function ShareFileLabel({ file }: { file: { name: string; kind: Kind; pageCount: number | null } }) {
  const pages = usePagesLabel()(file);
  const Icon = shareFileIcon(file.kind);
  return (
    <p className="share-file-label" data-testid="share-file-label">
      <Icon size={18} aria-hidden="true" />
      <span className="share-file-name">{file.name}</span>
      {pages ? <span className="muted small">{pages}</span> : null}
    </p>
  );
}
