// The one media picker (issue 18): the organization's library to browse and
// search, and an upload with its progress and refusals, for every feature that
// takes a file from the library (brand kit logos, carousel images, and the
// video tools next). Pages hand it to features that must not import this one.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEDIA_RULES, assetContentPath, type AssetKind, type AssetView } from '@src/common/contracts/media';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { PageSpinner } from '@client/components/ui/spinner';
import { assetsQuery, libraryKey, thumbnailUrl } from '@client/services/library/library';
import { sendFiles } from '@client/services/library/upload/send';
import type { AddOptions } from '@client/services/library/upload/uploads-store';
import { UploadQueue } from '@client/services/library/upload-queue';
import { SearchInput } from '@client/components/ui/field';

export interface MediaPickerProps {
  org: string;
  open: boolean;
  kind: AssetKind;
  title: string;
  /** Shown when the library has no file of this kind. */
  emptyText?: string;
  onClose: () => void;
  /** A file chosen from the list, or one just uploaded here. */
  onPick: (asset: AssetView) => void;
}

const acceptOf = (kind: AssetKind) => [...MEDIA_RULES[kind].types, ...(kind === 'image' ? ['.svg'] : [])].join(',');

export function MediaPicker({ org, open, kind, title, emptyText, onClose, onPick }: MediaPickerProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [q, setQ] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const opts: AddOptions = { org, folderId: null, onDone: () => void client.invalidateQueries({ queryKey: libraryKey(org) }) };
  const assets = useQuery({ ...assetsQuery(org, { kind, q }), enabled: open && Boolean(org) });
  const list = assets.data ?? [];

  return (
    <Dialog open={open} onClose={onClose} title={title} closeLabel={t('common.close')}>
      <div className="media-picker-tools">
        <SearchInput label={t('library.search')} value={q} maxLength={200} onChange={setQ} />
        <Button variant="secondary" size="sm" icon={Upload} onClick={() => input.current?.click()}>
          {t('library.upload')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept={acceptOf(kind)}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void sendFiles([file], { ...opts, onDone: (asset) => (opts.onDone(asset), onPick(asset)) }, t);
          }}
        />
      </div>
      <UploadQueue opts={opts} />
      {assets.isPending ? (
        <PageSpinner label={t('library.loading')} />
      ) : list.length === 0 ? (
        <p className="muted">{q.trim() ? t('library.noResults') : (emptyText ?? t('library.empty'))}</p>
      ) : (
        <ul className="image-picker">
          {list.map((a) => (
            <li key={a.id}>
              <button type="button" onClick={() => onPick(a)} title={a.name}>
                <img src={a.hasThumbnail ? thumbnailUrl(org, a.id) : assetContentPath(org, a.id)} alt="" loading="lazy" />
                <span>{a.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

/** The picker as a promise, for editors that ask for a file in the middle of a command. */
export function useMediaPicker(org: string, kind: AssetKind, title: string) {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((asset: AssetView | null) => void) | null>(null);
  const finish = (asset: AssetView | null) => {
    resolver.current?.(asset);
    resolver.current = null;
    setOpen(false);
  };
  const pick = useCallback(() => new Promise<AssetView | null>((resolve) => ((resolver.current = resolve), setOpen(true))), []);
  const dialog = <MediaPicker org={org} open={open} kind={kind} title={title} onClose={() => finish(null)} onPick={finish} />;
  return { pick, dialog };
}
