// Past the share limit a carousel cannot be one link of images (decision 098):
// the editor says why and offers the PDF, one file with every slide.
import { useTranslation } from 'react-i18next';
import { FileText } from 'lucide-react';
import { Dialog } from '@client/components/ui/dialog';
import { Button } from '@client/components/ui/button';
import { useCarouselT } from '../messages';

export function ShareTooMany({
  tooMany,
  onClose,
  onPdf,
}: {
  tooMany: { slides: number; max: number } | null;
  onClose: () => void;
  onPdf: () => void;
}) {
  const { t } = useCarouselT();
  const common = useTranslation().t;
  if (!tooMany) return null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('editor.tooManyTitle')}
      description={t('editor.tooManyText', tooMany)}
      closeLabel={common('common.close')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {common('common.cancel')}
          </Button>
          <Button icon={FileText} onClick={onPdf}>
            {t('editor.tooManyPdf')}
          </Button>
        </>
      }
    >
      {null}
    </Dialog>
  );
}
