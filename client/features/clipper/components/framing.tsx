// The clip's framing: follow the speaker (faces found in the browser, turned
// into keyframes), back to a centred fixed framing, and how it stands. The
// preview itself takes drags and arrow keys to correct it at any moment.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Crosshair, ScanFace } from 'lucide-react';
import type { Clip, ClipDocument } from '@src/common/contracts/clip';
import { Button } from '@client/components/ui/button';
import { Progress } from '@client/components/ui/progress';
import type { Command } from '@client/editor/history';
import { showError } from '@client/lib/errors';
import { mediaClient } from '@client/media/client';
import type { MediaRef } from '@client/media/protocol';
import { faceDetectorUrl } from '@client/services/face-detector';
import { useClipperT } from '../messages';
import { updateClip } from '../model/commands';
import { speakerPath } from '../model/crop-path';
import { findPair, type Pair, type SpeakerSample } from '../model/speakers';
import { AutoZoom, TwoPeople } from './layout-choices';

interface Props {
  clip: Clip;
  source: MediaRef | null;
  perform: (c: Command<ClipDocument>) => void;
}

export function Framing({ clip, source, perform }: Props) {
  const { t } = useClipperT();
  const { t: tm } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  // Two people seen by the last search: offered a split screen or a framing that follows the voice.
  const [people, setPeople] = useState<{ pair: Pair; samples: SpeakerSample[] } | null>(null);

  const follow = async () => {
    if (!source) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    try {
      const modelUrl = await faceDetectorUrl();
      if (!modelUrl) return void toast.error(t('clips.noDetector'));
      const { samples } = await mediaClient().run(
        'faces',
        { source, startMs: clip.startMs, endMs: clip.endMs, intervalMs: 250, modelUrl },
        { signal: controller.signal, onProgress: (done, total) => setProgress(total ? done / total : 0) },
      );
      const keys = speakerPath(samples);
      const pair = findPair(samples);
      setPeople(pair ? { pair, samples } : null);
      if (keys) perform(updateClip(clip.id, { crop: keys }));
      else toast(t('clips.noFace'));
    } catch (error) {
      showError(error, tm);
    } finally {
      setProgress(null);
    }
  };

  const state = clip.split
    ? t('clips.splitOn')
    : clip.crop.length > 1
      ? t('clips.followed', { count: clip.crop.length })
      : clip.crop.length === 1
        ? t('clips.fixed')
        : null;
  return (
    <fieldset className="clip-framing" data-testid="clip-framing">
      <legend>{t('clips.framing')}</legend>
      {progress !== null ? (
        <div role="status" className="small">
          <Progress value={progress} label={t('clips.following', { percent: Math.round(progress * 100) })} />
          {t('clips.following', { percent: Math.round(progress * 100) })}{' '}
          <Button variant="ghost" size="sm" onClick={() => abort.current?.abort()}>
            {t('analysis.cancel')}
          </Button>
        </div>
      ) : (
        <div className="clip-framing-actions">
          <Button variant="secondary" size="sm" icon={ScanFace} iconSize={16} disabled={!source} onClick={() => void follow()}>
            {t('clips.follow')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            icon={Crosshair}
            iconSize={16}
            disabled={clip.crop.length === 0 && !clip.split}
            onClick={() => perform(updateClip(clip.id, { crop: [], split: null }))}
          >
            {t('clips.centre')}
          </Button>
          {state ? (
            <span className="muted small" data-testid="framing-state">
              {state}
            </span>
          ) : null}
        </div>
      )}
      {people && progress === null ? <TwoPeople clip={clip} source={source} perform={perform} {...people} /> : null}
      <AutoZoom clip={clip} source={source} perform={perform} />
      <p className="muted small">{t('clips.dragHint')}</p>
    </fieldset>
  );
}
