import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Image as ImageIcon, Upload, X } from 'lucide-react';
import { MEDIA_RULES } from '../../../../src/common/contracts/media';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PageSpinner } from '../../../components/ui/spinner';
import * as lib from '../../library/api/library';
import { addFiles } from '../../library/upload/uploads-store';
import { useKitT } from '../messages';

interface Props {
  org: string;
  label: string;
  value: string | null;
  disabled: boolean;
  onChange: (assetId: string | null) => void;
}

const ACCEPT = [...MEDIA_RULES.image.types, '.svg'].join(',');

/**
 * One logo (or the avatar): an image of the media library, picked there or
 * uploaded here through the library's resumable uploader, so it is also found
 * in the library afterwards. Its progress shows in the editor's upload queue.
 */
export function ImageSlot({ org, label, value, disabled, onChange }: Props) {
  const { t } = useKitT();
  const { t: tm } = useTranslation();
  const client = useQueryClient();
  const [picking, setPicking] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const refused = await addFiles([file], {
      org,
      folderId: null,
      onDone: (asset) => {
        onChange(asset.id);
        void client.invalidateQueries({ queryKey: lib.libraryKey(org) });
      },
    });
    for (const r of refused) toast.error(tm('library.refused', { name: r.name, reason: tm(`errors.${r.code}`) }));
  };

  return (
    <div className="image-slot" data-testid="image-slot">
      <span className="image-slot-label">{label}</span>
      <div className="image-slot-frame">
        {value ? <img src={lib.contentUrl(org, value)} alt={label} /> : <ImageIcon size={24} aria-hidden="true" />}
      </div>
      {value ? null : <p className="muted small">{t('logo.none')}</p>}
      {disabled ? null : (
        <div className="image-slot-actions">
          <Button size="sm" variant="secondary" onClick={() => setPicking(true)} aria-label={`${t('logo.choose')}: ${label}`}>
            {t('logo.choose')}
          </Button>
          <Button size="sm" variant="ghost" icon={<Upload size={14} aria-hidden="true" />} onClick={() => input.current?.click()} aria-label={`${t('logo.upload')}: ${label}`}>
            {t('logo.upload')}
          </Button>
          {value ? (
            <Button size="sm" variant="ghost" icon={<X size={14} aria-hidden="true" />} onClick={() => onChange(null)} aria-label={`${t('logo.remove')}: ${label}`}>
              {t('logo.remove')}
            </Button>
          ) : null}
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            hidden
            data-testid="image-slot-input"
            onChange={(e) => {
              void upload(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </div>
      )}
      <ImagePicker
        org={org}
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(id) => {
          onChange(id);
          setPicking(false);
        }}
      />
    </div>
  );
}

function ImagePicker({ org, open, onClose, onPick }: { org: string; open: boolean; onClose: () => void; onPick: (id: string) => void }) {
  const { t } = useKitT();
  const { t: tm } = useTranslation();
  const images = useQuery({ ...lib.assetsQuery(org, { kind: 'image' }), enabled: open && Boolean(org) });
  const list = images.data ?? [];
  return (
    <Dialog open={open} onClose={onClose} title={t('logo.pickTitle')} closeLabel={tm('common.close')}>
      {images.isPending ? (
        <PageSpinner label={tm('library.loading')} />
      ) : list.length === 0 ? (
        <p className="muted">{t('logo.pickEmpty')}</p>
      ) : (
        <ul className="image-picker">
          {list.map((a) => (
            <li key={a.id}>
              <button type="button" onClick={() => onPick(a.id)} title={a.name}>
                <img src={a.hasThumbnail ? lib.thumbnailUrl(org, a.id) : lib.contentUrl(org, a.id)} alt="" loading="lazy" />
                <span>{a.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
