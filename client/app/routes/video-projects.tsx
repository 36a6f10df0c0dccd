// The video editor's projects: cover, length, aspect and date; new (aspect and
// frame rate), rename, duplicate, delete, search and sort; an empty state.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Clapperboard } from 'lucide-react';
import { newVideoDocument, VIDEO_ASPECTS, VIDEO_FRAME_RATES, type VideoAspect, type VideoDocument } from '@src/common/contracts/video';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { aspectKey, useVideoEditorT } from '@client/features/video-editor/messages';
import { formatDuration } from '@client/lib/format';
import { ThumbnailCover } from '@client/projects/covers';
import { projectsRoute } from '@client/projects/projects-page';
import { OptionsField } from '@client/components/ui/options';

export const Component = projectsRoute('video', useVideoEditorT, {
  emptyTestId: 'video-empty',
  coverClassName: 'clip-cover',
  NewDialog: NewVideoDialog,
  cover: (p, { org }) => <ThumbnailCover org={org} assetId={p.summary.coverAssetId} icon={<Clapperboard size={28} aria-hidden="true" />} />,
  card: (p) => ({ aspect: p.summary.aspect, duration: formatDuration(p.summary.durationMs) }),
});

function NewVideoDialog({
  open,
  onClose,
  onCreate,
}: {
  open: boolean;
  onClose: () => void;
  onCreate: (name: string, doc: VideoDocument) => Promise<void>;
}) {
  const { t } = useVideoEditorT();
  const { t: tm } = useTranslation();
  const [name, setName] = useState('');
  const [aspect, setAspect] = useState<VideoAspect>('9:16');
  const [fps, setFps] = useState<VideoDocument['fps']>(30);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await onCreate((name.trim() || t('untitled')).slice(0, 100), newVideoDocument(aspect, fps));
      setName('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} title={t('newTitle')} closeLabel={tm('common.close')}>
      <form onSubmit={(e) => void submit(e)} className="ve-new">
        <label className="field">
          <span className="field-label-text">{t('name')}</span>
          <input
            className="input"
            value={name}
            maxLength={100}
            placeholder={t('untitled')}
            onChange={(e) => setName(e.target.value)}
            autoFocus
          />
        </label>
        <fieldset className="ve-aspects">
          <legend className="field-label-text">{t('aspect')}</legend>
          {VIDEO_ASPECTS.map((a) => (
            <label key={a} className="radio">
              <input type="radio" name="aspect" value={a} checked={aspect === a} onChange={() => setAspect(a)} /> {t(aspectKey(a))}
            </label>
          ))}
        </fieldset>
        <OptionsField label={t('fps')} value={fps} values={VIDEO_FRAME_RATES} onChange={setFps} />
        <div className="dialog-footer">
          <Button variant="ghost" onClick={onClose}>
            {tm('common.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
