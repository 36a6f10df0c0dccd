// The cover of a video post (issue 36): off, the network picks its frame; on, a
// slider over the video's length shows the chosen frame in a small player (the
// library file itself, seeked, so what is seen is what the network is told).
import { useEffect, useRef } from 'react';
import { contentUrl } from '@client/services/library/library';
import { usePublishT } from './messages';

interface Props {
  org: string;
  assetId: string;
  durationMs: number;
  /** Null: the network chooses. */
  value: number | null;
  onChange: (ms: number | null) => void;
  error?: string;
}

const clock = (ms: number) => {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}.${Math.floor((ms % 1000) / 100)}`;
};

export function CoverPicker({ org, assetId, durationMs, value, onChange, error }: Props) {
  const { t } = usePublishT();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current && value !== null) video.current.currentTime = value / 1000;
  }, [value]);
  return (
    <fieldset className={`field publish-cover${error ? ' field-invalid' : ''}`} data-testid="publish-cover">
      <legend>{t('form.cover')}</legend>
      <label className="checkbox">
        <input type="checkbox" checked={value !== null} onChange={(e) => onChange(e.target.checked ? 0 : null)} />
        {t('form.chooseCover')}
      </label>
      {value !== null ? (
        <div className="publish-cover-pick">
          <video ref={video} src={contentUrl(org, assetId)} muted playsInline preload="metadata" aria-label={t('form.coverPreview')} />
          <label className="publish-cover-slider">
            <span className="sr-only">{t('form.coverAt')}</span>
            <input
              type="range"
              min={0}
              max={durationMs}
              step={100}
              value={value}
              aria-valuetext={clock(value)}
              onChange={(e) => onChange(Number(e.target.value))}
            />
            <output className="muted small" data-testid="publish-cover-time">
              {clock(value)}
            </output>
          </label>
        </div>
      ) : (
        <p className="field-hint">{t('form.coverAuto')}</p>
      )}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
