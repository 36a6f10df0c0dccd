// The carousel's export controller: one slide as PNG, all as a ZIP of PNGs, or
// one PDF, with progress. The exporter (and fflate) load on the first export,
// not with the editor. Each file downloaded is told to the project's activity
// (decision 071). The PDF can also be saved to the library as a document
// (decision 091), ready for a LinkedIn document post; the save names the
// project, so the approval rule and the activity see it like any export.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { CarouselDocument } from '@src/common/contracts/carousel';
import { showError } from '@client/lib/errors';
import { download } from '@client/lib/download';
import { useRecordDownload } from '@client/projects/api';
import { useSaveDocument } from '@client/services/library/save-export';
import type { DrawContext } from '../../../slides/canvas/elements';
import { useCarouselT } from '../messages';

export function useCarouselExport(org: string, projectId: string, doc: CarouselDocument, ctx: DrawContext, title: string, current: number) {
  const { t } = useCarouselT();
  const { t: tm } = useTranslation();
  const [exporting, setExporting] = useState<{ done: number; total: number } | null>(null);
  const recordDownload = useRecordDownload(org, projectId);
  const saveDocument = useSaveDocument(org, projectId);
  const base =
    title
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'carousel';

  /** The PDF, into the library as a document with its slide count and its cover as thumbnail. */
  const savePdf = async () => {
    if (exporting) return;
    setExporting({ done: 0, total: doc.slides.length + 2 });
    try {
      const ex = await import('../../../slides/canvas/export');
      const progress = (done: number, total: number) => setExporting({ done, total: total + 1 });
      const pdf = await (await import('../canvas/pdf')).slidesPdf(doc, ctx, title, progress);
      const [cover] = await ex.slidePngs(doc, ctx, () => {}, 0);
      const file = new File([pdf], `${base}.pdf`, { type: 'application/pdf' });
      await saveDocument(file, doc.slides.length, cover);
      toast.success(t('editor.savedPdf', { name: file.name }));
    } catch (error) {
      showError(error, tm);
    } finally {
      setExporting(null);
    }
  };

  const exportAs = async (kind: 'png' | 'zip' | 'pdf') => {
    if (exporting) return;
    setExporting({ done: 0, total: kind === 'png' ? 1 : doc.slides.length + (kind === 'pdf' ? 1 : 0) });
    try {
      const ex = await import('../../../slides/canvas/export');
      const progress = (done: number, total: number) => setExporting({ done, total });
      const [blob, file] =
        kind === 'png'
          ? [(await ex.slidePngs(doc, ctx, progress, current))[0]!, `${base}-${ex.slideFileName(current)}`]
          : kind === 'zip'
            ? [await ex.slidesZip(doc, ctx, progress), `${base}.zip`]
            : [await (await import('../canvas/pdf')).slidesPdf(doc, ctx, title, progress), `${base}.pdf`];
      download(blob, file);
      recordDownload(file);
      toast.success(t('editor.exported', { name: file }));
    } catch (error) {
      showError(error, tm);
    } finally {
      setExporting(null);
    }
  };
  return { exporting, exportAs, savePdf };
}
