// Crop ratio, quarter turns and flips, and the network sizes to export at.
import { FlipHorizontal2, FlipVertical2, RotateCw, Undo2 } from 'lucide-react';
import { CROP_RATIOS, SOCIAL_SIZES, type ImageDocument } from '@src/common/contracts/image';
import { Panel } from '@client/components/ui/panel';
import { Button } from '@client/components/ui/button';
import type { Command } from '@client/editor/history';
import { useImageT } from '../messages';
import { flipX, flipY, keepCroppedSize, resetCrop, resizeTo, setRatio, turn } from '../model/commands';

interface Props {
  doc: ImageDocument;
  perform: (c: Command<ImageDocument>) => void;
}

export function CropPanel({ doc, perform }: Props) {
  const { t } = useImageT();
  const sized = (w: number, h: number) => doc.resize?.width === w && doc.resize.height === h;
  return (
    <Panel className="img-panel" title={t('editor.crop')}>
      <div className="img-chips" role="group" aria-label={t('editor.ratio')}>
        {CROP_RATIOS.map((r) => (
          <button key={r} type="button" className="img-chip" aria-pressed={doc.ratio === r} onClick={() => perform(setRatio(r))}>
            {r === 'free' ? t('editor.free') : r}
          </button>
        ))}
      </div>
      <p className="muted small">{t('editor.cropHint')}</p>
      <div className="img-row">
        <Button variant="secondary" size="sm" icon={RotateCw} onClick={() => perform(turn)}>
          {t('editor.rotate')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon={FlipHorizontal2}
          onClick={() => perform(flipX)}
          aria-label={t('editor.flipX')}
          title={t('editor.flipX')}
        />
        <Button
          variant="secondary"
          size="sm"
          icon={FlipVertical2}
          onClick={() => perform(flipY)}
          aria-label={t('editor.flipY')}
          title={t('editor.flipY')}
        />
        <Button variant="ghost" size="sm" icon={Undo2} onClick={() => perform(resetCrop)}>
          {t('editor.resetCrop')}
        </Button>
      </div>
      <h3 className="img-subtitle">{t('editor.resize')}</h3>
      <div className="img-chips" role="group" aria-label={t('editor.resize')}>
        <button type="button" className="img-chip" aria-pressed={doc.resize === null} onClick={() => perform(keepCroppedSize)}>
          {t('editor.keepSize')}
        </button>
        {SOCIAL_SIZES.map((s) => (
          <button
            key={s.id}
            type="button"
            className="img-chip"
            aria-pressed={sized(s.width, s.height)}
            onClick={() => perform(resizeTo(s.width, s.height))}
          >
            {t(`sizes.${s.id}`)} {s.width}×{s.height}
          </button>
        ))}
      </div>
    </Panel>
  );
}
