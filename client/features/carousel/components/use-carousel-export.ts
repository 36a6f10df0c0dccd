// The carousel's export controller: one slide as PNG, all as a ZIP of PNGs, or
// one PDF, with progress. The exporter (and fflate) load on the first export,
// not with the editor. Each file downloaded is told to the project's activity
// (decision 071). The PDF can also be saved to the library as a document
// (decision 091), ready for a LinkedIn document post; the save names the
// project, so the approval rule and the activity see it like any export.
// "Share…" saves each slide as a PNG of the project and opens the share dialog
// with them as one link; "Share PDF…" saves the PDF and opens it (decision 098).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { CarouselDocument } from '@src/common/contracts/carousel';
import { showError } from '@client/lib/errors';
import { download } from '@client/lib/download';
import { useRecordDownload } from '@client/projects/api';
import type { AssetView } from '@src/common/contracts/media';
import { saveImageToLibrary, useSaveDocument } from '@client/services/library/save-export';
import { libraryKey } from '@client/services/library/library';
import { useShareDialog } from '@client/services/share';
import { sizeOf } from '../../../slides/model/document';
import { carouselSharePlan, shareProgress, slideShareName } from '../model/share-plan';
import type { DrawContext } from '../../../slides/canvas/elements';
import { useCarouselT } from '../messages';

export function useCarouselExport(org: string, projectId: string, doc: CarouselDocument, ctx: DrawContext, title: string, current: number) {
  const { t } = useCarouselT();
  const { t: tm } = useTranslation();
  /** `sharing`: the slides are drawn and saved for a link, steps rather than slides, which the status line says. */
  const [exporting, setExporting] = useState<{ done: number; total: number; step?: 'sharingSlides' | 'savingPdf' } | null>(null);
  /** The slide count that no share could hold, while the editor offers the PDF instead. */
  const [tooMany, setTooMany] = useState<{ slides: number; max: number } | null>(null);
  const openShare = useShareDialog();
  const client = useQueryClient();
  const recordDownload = useRecordDownload(org, projectId);
  const saveDocument = useSaveDocument(org, projectId);
  const base =
    title
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'carousel';

  /** The PDF, into the library as a document with its slide count and its cover as thumbnail; `share` then opens the dialog with it. */
  const savePdf = async (share = false) => {
    if (exporting) return;
    setTooMany(null);
    // Steps, not slides: each page of the PDF, its cover drawn again, then the save.
    setExporting({ done: 0, total: doc.slides.length + 2, step: 'savingPdf' });
    try {
      const ex = await import('../../../slides/canvas/export');
      const progress = (done: number, total: number) => setExporting({ done, total: total + 1, step: 'savingPdf' });
      const pdf = await (await import('../canvas/pdf')).slidesPdf(doc, ctx, title, progress);
      const [cover] = await ex.slidePngs(doc, ctx, () => {}, 0);
      const file = new File([pdf], `${base}.pdf`, { type: 'application/pdf' });
      const { asset } = await saveDocument(file, doc.slides.length, cover);
      toast.success(t('editor.savedPdf', { name: file.name }));
      if (share) openShare?.(org, [asset]);
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
  /** Each slide as a PNG of the project into the library, then one link of them all; past the share limit, the PDF is offered. */
  const shareImages = async () => {
    if (exporting) return;
    const plan = carouselSharePlan(doc.slides.length);
    if (plan.kind === 'pdfOnly') {
      setTooMany({ slides: plan.slides, max: plan.max });
      return;
    }
    const n = plan.files;
    setExporting({ ...shareProgress(n, 0, 0), step: 'sharingSlides' });
    try {
      const ex = await import('../../../slides/canvas/export');
      const blobs = await ex.slidePngs(doc, ctx, (drawn) => setExporting({ ...shareProgress(n, drawn, 0), step: 'sharingSlides' }));
      const assets: AssetView[] = [];
      // One after another, like the logo's files: each upload is resumable and shows in the count.
      for (const [i, blob] of blobs.entries()) {
        setExporting({ ...shareProgress(n, n, i), step: 'sharingSlides' });
        const file = new File([blob], slideShareName(base, i), { type: 'image/png' });
        assets.push((await saveImageToLibrary(org, file, sizeOf(doc), projectId)).asset);
      }
      void client.invalidateQueries({ queryKey: libraryKey(org) });
      toast.success(t('editor.savedSlides', { n }));
      openShare?.(org, assets, { title });
    } catch (error) {
      // Slides saved before a failure stay in the library, where the user can find and share them.
      void client.invalidateQueries({ queryKey: libraryKey(org) });
      showError(error, tm);
    } finally {
      setExporting(null);
    }
  };

  return { exporting, exportAs, savePdf, shareImages, tooMany, dismissTooMany: () => setTooMany(null), canShare: openShare !== null };
}
