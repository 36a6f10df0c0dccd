// Layout choices beside the framing (decision 043): with two people on screen,
// a split screen or a framing that cuts to whoever speaks (faces already
// found, the voice heard now); and the gentle auto-zoom on emphasis.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Rows2, Mic } from 'lucide-react';
import type { Clip, ClipDocument } from '@src/common/contracts/clip';
import { Button } from '@client/components/ui/button';
import type { Command } from '@client/editor/history';
import { showError } from '@client/lib/errors';
import { mediaClient } from '@client/media/client';
import type { MediaRef } from '@client/media/protocol';
import { useClipperT } from '../messages';
import { updateClip } from '../model/commands';
import { emphasisPeaks } from '../model/auto-zoom';
import { shotKeys, speakerShots, voiceFromFrames, type Pair, type SpeakerSample } from '../model/speakers';

interface Props {
  clip: Clip;
  source: MediaRef | null;
  perform: (c: Command<ClipDocument>) => void;
}

/** The clip's sound as the signals read it: voicing frames and loudness every 100 ms (4 kHz is plenty for a voice). */
const hear = (source: MediaRef, clip: Clip) =>
  mediaClient().run('audio', { source, startMs: clip.startMs, endMs: clip.endMs, sampleRate: 4000, peaksPerSecond: 1, voice: true });

export function TwoPeople({ clip, source, perform, pair, samples }: Props & { pair: Pair; samples: readonly SpeakerSample[] }) {
  const { t } = useClipperT();
  const { t: tm } = useTranslation();
  const [busy, setBusy] = useState(false);
  const followVoice = async () => {
    if (!source) return;
    setBusy(true);
    try {
      const sound = await hear(source, clip);
      const voiceAt = sound.voice ? voiceFromFrames(sound.voice, sound.startMs) : () => true;
      perform(updateClip(clip.id, { crop: shotKeys(speakerShots(samples, pair, voiceAt), pair), split: null }));
    } catch (error) {
      showError(error, tm);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="clip-framing-actions" data-testid="two-people">
      <span className="muted small">{busy ? t('clips.listening') : t('clips.twoPeople')}</span>
      <Button
        variant={clip.split ? 'primary' : 'secondary'}
        size="sm"
        icon={Rows2}
        iconSize={16}
        aria-pressed={clip.split !== null}
        onClick={() => perform(updateClip(clip.id, { split: clip.split ? null : { top: pair.left, bottom: pair.right } }))}
      >
        {t('clips.split')}
      </Button>
      <Button variant="secondary" size="sm" icon={Mic} iconSize={16} disabled={busy || !source} onClick={() => void followVoice()}>
        {t('clips.followVoice')}
      </Button>
    </div>
  );
}

export function AutoZoom({ clip, source, perform }: Props) {
  const { t } = useClipperT();
  const { t: tm } = useTranslation();
  const [busy, setBusy] = useState(false);
  const toggle = async (on: boolean) => {
    if (!on) return perform(updateClip(clip.id, { autoZoom: null }));
    if (!source) return;
    setBusy(true);
    try {
      const sound = await hear(source, clip);
      const peaks = emphasisPeaks(sound.levels, sound.startMs, 100);
      if (peaks.length) perform(updateClip(clip.id, { autoZoom: { peaks } }));
      else toast(t('clips.noEmphasis'));
    } catch (error) {
      showError(error, tm);
    } finally {
      setBusy(false);
    }
  };
  return (
    <label className="checkbox">
      <input type="checkbox" checked={clip.autoZoom !== null} disabled={busy || !source} onChange={(e) => void toggle(e.target.checked)} />
      {t('clips.autoZoom')}
      {clip.autoZoom ? <span className="muted small"> · {t('clips.autoZoomOn', { count: clip.autoZoom.peaks.length })}</span> : null}
    </label>
  );
}
