// "Remove background": the person in the source photo cut out in the browser,
// saved to the library as a transparent PNG, and made the document's source
// (one undo step). The model knows people only, and the panel says so.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Eraser } from 'lucide-react';
import type { ImageDocument } from '@src/common/contracts/image';
import { Panel } from '@client/components/ui/panel';
import { Button } from '@client/components/ui/button';
import type { Command } from '@client/editor/history';
import { showError } from '@client/lib/errors';
import { useSaveImage } from '@client/services/library/save-export';
import { useImageT } from '../messages';
import type { SourcePicture } from '../canvas/draw';
import { takeCutout } from './command';
import type { CutoutErrorCode, CutoutStage } from './protocol';

interface Props {
  org: string;
  name: string;
  doc: ImageDocument;
  picture: SourcePicture;
  perform: (c: Command<ImageDocument>) => void;
}

type Stage = CutoutStage | 'saving';

const CODES: readonly string[] = ['cutout_no_person', 'cutout_model_failed', 'cutout_failed'] satisfies CutoutErrorCode[];
const isCutoutCode = (e: unknown): e is { code: CutoutErrorCode } =>
  typeof e === 'object' && e !== null && CODES.includes((e as { code?: unknown }).code as string);
const failWith = (code: CutoutErrorCode): never => {
  throw Object.assign(new Error(code), { code });
};

export function CutoutPanel({ org, name, doc, picture, perform }: Props) {
  const { t } = useImageT();
  const { t: tm } = useTranslation();
  // The cut-out is a working file the project draws, like its source photo, not an export of it (decision 071).
  const save = useSaveImage(org, null);
  const [stage, setStage] = useState<Stage | null>(null);
  const [error, setError] = useState<CutoutErrorCode | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const run = async (photo: ImageBitmap) => {
    setError(null);
    setSaved(null);
    setStage('loading');
    try {
      // The runtime and the model are fetched on this first click, never with the page.
      const { removeBackground } = await import('./remove-background').catch(() => failWith('cutout_model_failed'));
      const cut = await removeBackground(photo, setStage).catch((e: unknown) => failWith(isCutoutCode(e) ? e.code : 'cutout_failed'));
      setStage('saving');
      const file = new File([cut.png], `${name}-cutout.png`, { type: 'image/png' });
      const { asset } = await save(file, { width: cut.width, height: cut.height });
      perform(takeCutout({ type: 'asset', assetId: asset.id, width: cut.width, height: cut.height }));
      setSaved(asset.name);
      toast.success(t('cutout.done'));
    } catch (e) {
      // The cut-out's own failures are told in the panel; an upload's like every other.
      if (isCutoutCode(e)) setError(e.code);
      else showError(e, tm);
    } finally {
      setStage(null);
    }
  };

  const photo = doc.source.type === 'asset' ? picture : null;
  return (
    <Panel className="img-panel" title={t('cutout.title')} data-testid="image-cutout">
      <p className="muted small">{t('cutout.peopleOnly')}</p>
      <Button
        size="sm"
        variant="secondary"
        icon={Eraser}
        loading={stage !== null}
        disabled={!photo}
        onClick={() => photo && void run(photo)}
      >
        {stage ? t(`cutout.stages.${stage}`) : t('cutout.remove')}
      </Button>
      {!photo && doc.source.type === 'blank' ? <p className="muted small">{t('cutout.needsPhoto')}</p> : null}
      {error ? (
        <p className="field-error" role="alert">
          {t(`cutout.errors.${error}`)}
        </p>
      ) : null}
      {saved ? (
        <p className="small" role="status">
          {t('cutout.result', { name: saved })}
        </p>
      ) : null}
    </Panel>
  );
}
