import { useRef, useState } from 'react';
import { Image as ImageIcon, Upload, X } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useKitMedia } from '../media';
import { useKitT } from '../messages';

interface Props {
  label: string;
  value: string | null;
  disabled: boolean;
  onChange: (assetId: string | null) => void;
}

/**
 * One logo (or the avatar): an image of the media library, picked there or
 * uploaded here through the library's resumable uploader, so it is also found
 * in the library afterwards. Its progress shows in the editor's upload queue.
 */
export function ImageSlot({ label, value, disabled, onChange }: Props) {
  const { t } = useKitT();
  const media = useKitMedia();
  const [picking, setPicking] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const upload = (file: File | undefined) => (file ? media.upload(file, onChange) : Promise.resolve());

  return (
    <>
      <div className="image-slot" data-testid="image-slot">
        <span className="image-slot-label">{label}</span>
        <div className="image-slot-frame">
          {value ? <img src={media.imageUrl(value)} alt={label} /> : <ImageIcon size={24} aria-hidden="true" />}
        </div>
        {value ? null : <p className="muted small">{t('logo.none')}</p>}
        {disabled ? null : (
          <div className="image-slot-actions">
            <Button size="sm" variant="secondary" onClick={() => setPicking(true)} aria-label={`${t('logo.choose')}: ${label}`}>
              {t('logo.choose')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              icon={Upload}
              onClick={() => input.current?.click()}
              aria-label={`${t('logo.upload')}: ${label}`}
            >
              {t('logo.upload')}
            </Button>
            {value ? (
              <Button size="sm" variant="ghost" icon={X} onClick={() => onChange(null)} aria-label={`${t('logo.remove')}: ${label}`}>
                {t('logo.remove')}
              </Button>
            ) : null}
            <input
              ref={input}
              type="file"
              accept={media.accept}
              hidden
              data-testid="image-slot-input"
              onChange={(e) => {
                void upload(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </div>
        )}
      </div>
      {/* Outside the slot, so the slot holds one file input (its own upload). */}
      <media.Picker
        open={picking}
        title={t('logo.pickTitle')}
        emptyText={t('logo.pickEmpty')}
        onClose={() => setPicking(false)}
        onPick={(id) => {
          onChange(id);
          setPicking(false);
        }}
      />
    </>
  );
}
