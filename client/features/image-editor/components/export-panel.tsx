// Export: a format (PNG keeps transparency; JPEG and WebP take a quality), the
// file made at full size with its pixels and bytes shown before it is
// downloaded or saved to the library. A change to the image or the format
// discards the prepared file, so what is shown is always what is saved. Once
// saved, "Share" opens the share dialog with the library file (decision 098).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Download, FileImage, Library } from 'lucide-react';
import type { ImageDocument } from '@src/common/contracts/image';
import type { AssetView } from '@src/common/contracts/media';
import { Panel } from '@client/components/ui/panel';
import { Button } from '@client/components/ui/button';
import { download } from '@client/lib/download';
import { showError } from '@client/lib/errors';
import { formatBytes } from '@client/lib/format';
import { useSaveImage } from '@client/services/library/save-export';
import { ShareButton } from '@client/services/share';
import { useImageT } from '../messages';
import { EXPORT_TYPES, exportImage, type ExportFormat, type SourcePicture } from '../canvas/draw';

interface Props {
  org: string;
  /** The project the file is an export of: its activity records it, the approval rule holds it (decision 071). */
  projectId: string;
  name: string;
  doc: ImageDocument;
  picture: SourcePicture;
}

type Prepared = { file: File; width: number; height: number; saved?: AssetView };
const FORMATS = Object.keys(EXPORT_TYPES) as ExportFormat[];
const EXTENSION: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export function ExportPanel({ org, projectId, name, doc, picture }: Props) {
  const { t } = useImageT();
  const { t: tm, i18n } = useTranslation();
  const [format, setFormat] = useState<ExportFormat>('png');
  const [quality, setQuality] = useState(90);
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const [busy, setBusy] = useState<'prepare' | 'save' | null>(null);
  const save = useSaveImage(org, projectId);
  useEffect(() => setPrepared(null), [doc, format, quality]);

  const prepare = async () => {
    setBusy('prepare');
    try {
      const out = await exportImage(picture, doc, format, quality);
      // The browser may encode another type than asked (no WebP encoder): the name says what it is.
      const ext = EXTENSION[out.blob.type] ?? 'png';
      // The size in the name tells an export from its source photo in the library.
      const file = new File([out.blob], `${name}-${out.width}x${out.height}.${ext}`, { type: out.blob.type });
      setPrepared({ file, width: out.width, height: out.height });
    } catch {
      toast.error(t('export.failed'));
    } finally {
      setBusy(null);
    }
  };
  const toLibrary = async (p: Prepared) => {
    setBusy('save');
    try {
      const { asset } = await save(p.file, { width: p.width, height: p.height });
      // Kept on the prepared file: a change to the image drops both, so Share always shows what was saved.
      setPrepared((cur) => (cur === p ? { ...p, saved: asset } : cur));
      toast.success(t('export.saved'));
    } catch (e) {
      showError(e, tm);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Panel className="img-panel" title={t('export.title')}>
      <div className="img-chips" role="group" aria-label={t('export.format')}>
        {FORMATS.map((f) => (
          <button key={f} type="button" className="img-chip" aria-pressed={format === f} onClick={() => setFormat(f)}>
            {f.toUpperCase()}
          </button>
        ))}
      </div>
      {format === 'jpeg' ? <p className="muted small">{t('cutout.jpegWhite')}</p> : null}
      {format !== 'png' ? (
        <label className="img-slider">
          <span>{t('export.quality', { quality })}</span>
          <input type="range" min={10} max={100} value={quality} onChange={(e) => setQuality(Number(e.target.value))} />
        </label>
      ) : null}
      {prepared ? (
        <>
          <p className="small" data-testid="image-export-size">
            {t('export.size', { width: prepared.width, height: prepared.height, bytes: formatBytes(prepared.file.size, i18n.language) })}
          </p>
          <div className="img-row">
            <Button variant="secondary" size="sm" icon={Download} onClick={() => download(prepared.file, prepared.file.name)}>
              {t('export.download')}
            </Button>
            <Button size="sm" icon={Library} loading={busy === 'save'} disabled={busy !== null} onClick={() => void toLibrary(prepared)}>
              {busy === 'save' ? t('export.saving') : t('export.save')}
            </Button>
            {prepared.saved ? <ShareButton org={org} assets={[prepared.saved]} data-testid="image-share" /> : null}
          </div>
        </>
      ) : (
        <Button size="sm" icon={FileImage} loading={busy === 'prepare'} disabled={busy !== null} onClick={() => void prepare()}>
          {busy === 'prepare' ? t('export.preparing') : t('export.prepare')}
        </Button>
      )}
    </Panel>
  );
}
