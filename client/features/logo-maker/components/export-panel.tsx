// Export: the light, dark and icon-only versions, each shown on the background
// it is made for, downloaded as SVG (text as outlines) or transparent PNG, or
// all six files saved to the organization's library, and the PNGs put in the
// logo slots of the kit the logo's colours came from (light, dark, icon). Once
// saved, "Share" makes one link of the three PNGs (decision 098).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Download, Library } from 'lucide-react';
import type { LogoDocument } from '@src/common/contracts/logo';
import type { AssetView } from '@src/common/contracts/media';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/field';
import { Panel } from '@client/components/ui/panel';
import { download } from '@client/lib/download';
import { showError } from '@client/lib/errors';
import { useSaveImage } from '@client/services/library/save-export';
import { useUpdateKit } from '@client/services/brand-kits';
import { ShareButton } from '@client/services/share';
import { useLogoT } from '../messages';
import type { FontPair } from '../model/outline';
import { EXPORT_VERSIONS, logoSvg, type ExportVersion } from '../model/render';
import { allLogoFiles, fileBase, logoFile } from '../canvas/export';
import { LogoArt } from './logo-art';

interface Props {
  org: string;
  /** The project the files are exports of: its activity records each, the approval rule holds them (decision 071). */
  projectId: string;
  name: string;
  doc: LogoDocument;
  fonts: FontPair;
}

export function ExportPanel({ org, projectId, name, doc, fonts }: Props) {
  const { t } = useLogoT();
  const { t: tm } = useTranslation();
  const save = useSaveImage(org, projectId);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const base = fileBase(name);
  const updateKit = useUpdateKit(org, doc.kitId ?? '');
  const [toKit, setToKit] = useState(true);
  // The PNGs last saved; a change to the logo makes them the old one, so Share goes.
  const [saved, setSaved] = useState<AssetView[]>([]);
  useEffect(() => setSaved([]), [doc]);

  const one = async (version: ExportVersion, type: 'svg' | 'png') => {
    try {
      const { file } = await logoFile(doc, fonts, version, type, base);
      download(file, file.name);
    } catch {
      toast.error(t('export.failed'));
    }
  };
  const toLibrary = async () => {
    setProgress({ done: 0, total: EXPORT_VERSIONS.length * 2 });
    try {
      const files = await allLogoFiles(doc, fonts, base);
      const pngs: Partial<Record<ExportVersion, string>> = {};
      const shareable: AssetView[] = [];
      // One after another: the library's uploads are resumable and each shows in the count.
      for (const [i, f] of files.entries()) {
        const { asset } = await save(f.file, { width: f.width, height: f.height });
        if (f.file.type === 'image/png') {
          pngs[f.version] = asset.id;
          shareable.push(asset);
        }
        setProgress({ done: i + 1, total: files.length });
      }
      toast.success(t('export.saved', { count: files.length }));
      setSaved(shareable);
      // The kit's slots take the PNGs: every tool that draws a kit logo can draw a PNG.
      if (doc.kitId && toKit) {
        await updateKit.mutateAsync({ logos: { light: pngs.light ?? null, dark: pngs.dark ?? null, icon: pngs.icon ?? null } });
        toast.success(t('export.inKit'));
      }
    } catch (e) {
      showError(e, tm);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Panel className="logo-panel" title={t('export.title')}>
      <p className="muted small">{t('export.hint')}</p>
      <ul className="logo-versions">
        {EXPORT_VERSIONS.map((v) => (
          <li key={v} className={`logo-version logo-version-${v}`} data-testid={`logo-version-${v}`}>
            <LogoArt svg={logoSvg(doc, fonts, v).svg} label={t(`export.versions.${v}`)} className="logo-version-art" />
            <span className="small">{t(`export.versions.${v}`)}</span>
            <span className="logo-row">
              <Button variant="ghost" size="sm" icon={Download} iconSize={14} onClick={() => void one(v, 'svg')}>
                SVG
              </Button>
              <Button variant="ghost" size="sm" icon={Download} iconSize={14} onClick={() => void one(v, 'png')}>
                PNG
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {doc.kitId ? <Checkbox label={t('export.toKit')} checked={toKit} onChange={(e) => setToKit(e.target.checked)} /> : null}
      <Button
        icon={Library}
        loading={progress !== null}
        disabled={progress !== null}
        onClick={() => void toLibrary()}
        data-testid="logo-save"
      >
        {progress ? t('export.saving', progress) : t('export.save')}
      </Button>
      {saved.length > 0 && !progress ? <ShareButton org={org} assets={saved} data-testid="logo-share" /> : null}
    </Panel>
  );
}
