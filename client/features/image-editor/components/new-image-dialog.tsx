// A new image: a photo from the computer (JPEG, PNG or WebP, or HEIC where the
// browser decodes it, re-encoded as JPEG; sent to the library
// first, since a project names library images, never holds pixels), one from the
// library, one made by the AI layer from a prompt, or a blank canvas at a network's size. The photo is decoded here to
// learn its size in pixels; a file the browser cannot decode is refused in words.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ImagePlus, Library, Square } from 'lucide-react';
import { SOCIAL_SIZES, type ImageSource } from '@src/common/contracts/image';
import { assetContentPath } from '@src/common/contracts/media';
import { Dialog } from '@client/components/ui/dialog';
import { Button } from '@client/components/ui/button';
import { showError } from '@client/lib/errors';
import { useSaveImage } from '@client/services/library/save-export';
import type { NewProjectProps } from '@client/projects/draft-dialog';
import { useImageT } from '../messages';
import { newImageDocument } from '../model/new-document';
import { asJpeg, decodePicture, isHeic } from '../canvas/decode';
import { PromptImage } from './prompt-image';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/** HEIC photos are offered too; they are decoded here and sent as JPEG. */
const HEIC_ACCEPT = ['image/heic', 'image/heif', '.heic', '.heif'];
const baseName = (file: string) => file.replace(/\.[^.]+$/, '').slice(0, 100);

interface Props extends NewProjectProps<'image'> {
  /** The library's image picker: the chosen image, or null when closed. */
  pickFromLibrary: () => Promise<{ id: string; name: string } | null>;
}

export function NewImageDialog({ org, open, onClose, onCreate, pickFromLibrary }: Props) {
  const { t } = useImageT();
  const { t: tm } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  // A photo from the computer is the project's source, not an export of one (decision 071).
  const save = useSaveImage(org, null);

  const run = async (make: () => Promise<[string, ImageSource] | null>) => {
    setBusy(true);
    try {
      const made = await make();
      if (made) await onCreate(made[0], newImageDocument(made[1]));
    } catch (e) {
      showError(e, tm);
    } finally {
      setBusy(false);
    }
  };
  const fromFile = (file: File) =>
    run(async () => {
      const heic = isHeic(file);
      const picture = heic || IMAGE_TYPES.includes(file.type) ? await decodePicture(file) : null;
      // A HEIC photo opens only where the browser decodes it (Safari); elsewhere it is said, and nothing is sent.
      if (!picture) return (toast.error(t(heic ? 'create.heicUnsupported' : 'create.unsupported')), null);
      const size = { width: picture.width, height: picture.height };
      const upload = heic ? await asJpeg(picture, file.name) : file;
      picture.close();
      const { asset } = await save(upload, size);
      return [baseName(file.name), { type: 'asset', assetId: asset.id, ...size }];
    });
  const fromLibrary = () =>
    run(async () => {
      const asset = await pickFromLibrary();
      if (!asset) return null;
      const res = await fetch(assetContentPath(org, asset.id), { credentials: 'same-origin' });
      const picture = res.ok ? await decodePicture(await res.blob()) : null;
      if (!picture) return (toast.error(t('create.unsupported')), null);
      const size = { width: picture.width, height: picture.height };
      picture.close();
      return [baseName(asset.name), { type: 'asset', assetId: asset.id, ...size }];
    });

  return (
    <Dialog open={open} onClose={onClose} title={t('create.title')} closeLabel={tm('common.close')}>
      <div className="img-new" aria-busy={busy}>
        <div className="img-row">
          <Button icon={ImagePlus} loading={busy} disabled={busy || !org} onClick={() => input.current?.click()}>
            {busy ? t('create.opening') : t('create.computer')}
          </Button>
          <Button variant="secondary" icon={Library} disabled={busy || !org} onClick={() => void fromLibrary()}>
            {t('create.library')}
          </Button>
        </div>
        <p className="muted small">{t('create.computerHint')}</p>
        <input
          ref={input}
          type="file"
          hidden
          accept={[...IMAGE_TYPES, ...HEIC_ACCEPT].join(',')}
          data-testid="image-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void fromFile(file);
          }}
        />
        <PromptImage org={org} disabled={busy} onMade={run} />
        <h3 className="img-subtitle">{t('create.blank')}</h3>
        <div className="img-sizes">
          {SOCIAL_SIZES.map((s) => (
            <Button
              key={s.id}
              variant="secondary"
              size="sm"
              icon={Square}
              disabled={busy || !org}
              onClick={() =>
                void run(async () => [t('create.untitled'), { type: 'blank', width: s.width, height: s.height, color: '#ffffff' }])
              }
            >
              {t(`sizes.${s.id}`)} {s.width}×{s.height}
            </Button>
          ))}
        </div>
      </div>
    </Dialog>
  );
}
