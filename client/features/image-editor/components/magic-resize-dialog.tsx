// Magic resize: copies of this image at the networks' other sizes at once, each a
// project of its own (relaid out by `resizedCopy`), listed on the images page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PROJECT_NAME_MAX } from '@src/common/contracts/carousel';
import { SOCIAL_SIZES, type ImageDocument, type SocialSizeId } from '@src/common/contracts/image';
import { Dialog } from '@client/components/ui/dialog';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/field';
import { showError } from '@client/lib/errors';
import { useCreateProject } from '@client/projects/api';
import { useImageT } from '../messages';
import { resizedCopy } from '../model/magic-resize';

interface Props {
  org: string;
  name: string;
  doc: ImageDocument;
  open: boolean;
  onClose: () => void;
}

export function MagicResizeDialog({ org, name, doc, open, onClose }: Props) {
  const { t } = useImageT();
  const { t: tm } = useTranslation();
  const create = useCreateProject(org, 'image');
  const [chosen, setChosen] = useState<SocialSizeId[]>([]);
  const toggle = (id: SocialSizeId, on: boolean) => setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));
  const make = async () => {
    try {
      for (const s of SOCIAL_SIZES.filter((x) => chosen.includes(x.id)))
        await create.mutateAsync({
          name: `${name} · ${t(`sizes.${s.id}`)}`.slice(0, PROJECT_NAME_MAX),
          document: resizedCopy(doc, s.width, s.height),
        });
      toast.success(t('magic.done', { count: chosen.length }));
      setChosen([]);
      onClose();
    } catch (e) {
      showError(e, tm);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('magic.title')}
      description={t('magic.description')}
      closeLabel={tm('common.close')}
      footer={
        <Button loading={create.isPending} disabled={chosen.length === 0 || create.isPending} onClick={() => void make()}>
          {t('magic.create', { count: chosen.length })}
        </Button>
      }
    >
      <div className="img-new" role="group" aria-label={t('magic.sizes')}>
        {SOCIAL_SIZES.map((s) => (
          <Checkbox
            key={s.id}
            label={`${t(`sizes.${s.id}`)} ${s.width}×${s.height}`}
            checked={chosen.includes(s.id)}
            onChange={(e) => toggle(s.id, e.target.checked)}
          />
        ))}
      </div>
    </Dialog>
  );
}
