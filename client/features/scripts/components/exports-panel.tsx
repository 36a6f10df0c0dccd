// The script's outputs: plain text, a PDF (fonts fetched on demand), the
// teleprompter, and a video project whose captions are the on-screen lines.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Clapperboard, FileDown, FileText, MonitorPlay } from 'lucide-react';
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import type { ScriptDocument } from '@src/common/contracts/script';
import { paths } from '@src/common/routes';
import { Button } from '@client/components/ui/button';
import { download } from '@client/lib/download';
import { useLocale } from '@client/lib/use-locale';
import type { useCreateProject } from '@client/projects/api';
import { useScriptsT } from '../messages';
import { fileName } from '../model/file-name';
import { printedParts, scriptText, scriptVideoDocument } from '../model/outputs';
import { Panel } from '@client/components/ui/panel';

type Labels = Parameters<typeof scriptText>[2] & { summary: string };

export function ExportsPanel({
  name,
  doc,
  labels,
  total,
  kit,
  toVideo,
  onTeleprompter,
}: {
  name: string;
  doc: ScriptDocument;
  labels: Labels;
  total: number;
  kit: BrandKitSnapshot | null | undefined;
  toVideo: ReturnType<typeof useCreateProject<'video'>>;
  onTeleprompter: () => void;
}) {
  const { t } = useScriptsT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [pdfBusy, setPdfBusy] = useState(false);

  const exportPdf = async () => {
    setPdfBusy(true);
    try {
      const { scriptPdf } = await import('../model/pdf');
      const bytes = await scriptPdf(name, labels.summary, printedParts(doc, labels), labels);
      download(bytes as Uint8Array<ArrayBuffer>, fileName(name, 'pdf'), 'application/pdf');
    } catch {
      // The font files could not be fetched (offline, say): nothing was downloaded, and the user is told.
      toast.error(t('exports.pdfFailed'));
    } finally {
      setPdfBusy(false);
    }
  };

  const sendToVideo = async () => {
    if (![doc.hook, ...doc.beats, doc.cta].some((p) => p.onScreen.trim())) return void toast.error(t('exports.toVideoEmpty'));
    const video = scriptVideoDocument(doc, {
      fontFamily: kit?.fonts.heading.cssFamily ?? 'Inter',
      color: '#ffffff',
    });
    const created = await toVideo.mutateAsync({ name: name, document: { ...video, brandKitId: doc.brandKitId } });
    toast.success(t('exports.toVideoDone'));
    navigate(paths.videoEditorEdit(locale, created.id));
  };

  return (
    <Panel className="scr-panel" title={t('exports.title')}>
      <div className="scr-exports">
        <Button
          variant="secondary"
          size="sm"
          icon={FileText}
          iconSize={16}
          onClick={() => download(scriptText(name, doc, labels), fileName(name, 'txt'), 'text/plain;charset=utf-8')}
        >
          {t('exports.text')}
        </Button>
        <Button variant="secondary" size="sm" loading={pdfBusy} icon={FileDown} iconSize={16} onClick={() => void exportPdf()}>
          {pdfBusy ? t('exports.pdfWorking') : t('exports.pdf')}
        </Button>
        <Button variant="secondary" size="sm" icon={MonitorPlay} iconSize={16} disabled={total === 0} onClick={onTeleprompter}>
          {t('exports.teleprompter')}
        </Button>
        <Button
          size="sm"
          loading={toVideo.isPending}
          icon={Clapperboard}
          iconSize={16}
          onClick={() => void sendToVideo().catch(() => undefined)}
        >
          {toVideo.isPending ? t('exports.toVideoWorking') : t('exports.toVideo')}
        </Button>
      </div>
    </Panel>
  );
}
