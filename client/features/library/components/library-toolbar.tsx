// The library's search box, kind filter and grid/list switch.
import { useTranslation } from 'react-i18next';
import { LayoutGrid, List } from 'lucide-react';
import type { AssetKind } from '@src/common/contracts/media';
import { SearchInput } from '@client/components/ui/field';

const FILTER_LABEL = {
  all: 'library.all',
  video: 'library.videos',
  image: 'library.images',
  document: 'library.documents',
  subtitles: 'library.subtitles',
} as const;

export function LibraryToolbar({
  q,
  setQ,
  kind,
  setKind,
  view,
  setView,
}: {
  q: string;
  setQ: (q: string) => void;
  kind: AssetKind | undefined;
  setKind: (k: AssetKind | undefined) => void;
  view: 'grid' | 'list';
  setView: (v: 'grid' | 'list') => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="library-toolbar">
      <SearchInput label={t('library.search')} value={q} onChange={setQ} />
      <div className="segmented segmented-text" role="group" aria-label={t('library.filter')}>
        {([undefined, 'video', 'image', 'document', 'subtitles'] as const).map((k) => (
          <button key={k ?? 'all'} type="button" className="segmented-item" aria-pressed={kind === k} onClick={() => setKind(k)}>
            {t(FILTER_LABEL[k ?? 'all'])}
          </button>
        ))}
      </div>
      <div className="segmented" role="group" aria-label={t('library.view')}>
        {(
          [
            ['grid', LayoutGrid],
            ['list', List],
          ] as const
        ).map(([v, Icon]) => (
          <button
            key={v}
            type="button"
            className="segmented-item"
            aria-pressed={view === v}
            aria-label={t(`library.${v}`)}
            title={t(`library.${v}`)}
            onClick={() => setView(v)}
          >
            <Icon size={16} aria-hidden="true" />
          </button>
        ))}
      </div>
    </div>
  );
}
