// Where the caption comes from: a brief typed here, or a carousel, a clip of a
// clipper project, or a library video's stored transcript, read into text.
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CAPTION_SOURCE_KINDS, CAPTION_SOURCE_MAX } from '@src/common/contracts/caption';
import { ClipPicker } from '@client/projects/clip-picker';
import { RecordSelect } from '@client/components/ui/options';
import { Segmented } from '@client/components/ui/segmented';
import { projectListQuery } from '@client/projects/api';
import { videosQuery } from '../api';
import { useCaptionsT } from '../messages';
import type { SourceChoice, SourceState } from '../use-source';

interface Props {
  org: string;
  choice: SourceChoice;
  onChange: (c: SourceChoice) => void;
  state: SourceState;
  /** A field error from the last generate (an i18n key). */
  error: string | undefined;
}

export function SourcePicker({ org, choice, onChange, state, error }: Props) {
  const { t, i18n } = useCaptionsT();
  const { t: tm } = useTranslation();
  const ids = { brief: useId(), status: useId() };
  const set = (patch: Partial<SourceChoice>) => onChange({ ...choice, ...patch });
  const carousels = useQuery({ ...projectListQuery(org, 'carousel'), enabled: Boolean(org) && choice.kind === 'carousel' });
  const videos = useQuery({ ...videosQuery(org), enabled: Boolean(org) && choice.kind === 'transcript' });
  // The two sources chosen from a list: a carousel project, or a library video.
  const listed =
    choice.kind === 'carousel'
      ? ({ query: carousels, field: 'carouselId', label: 'source.carouselLabel', none: 'source.noCarousels' } as const)
      : choice.kind === 'transcript'
        ? ({ query: videos, field: 'videoId', label: 'source.videoLabel', none: 'source.noVideos' } as const)
        : null;

  const status =
    state.status === 'reading'
      ? t('source.reading')
      : state.status === 'empty'
        ? t('source.empty')
        : state.status === 'no-transcript'
          ? t('source.noTranscript')
          : state.status === 'failed'
            ? tm('errors.network_error')
            : null;

  return (
    <fieldset className="bare-fieldset">
      <legend>{t('source.title')}</legend>
      <Segmented
        label={t('source.title')}
        className="cap-kinds"
        values={CAPTION_SOURCE_KINDS}
        value={choice.kind}
        name={(k) => t(`source.kinds.${k}`)}
        onChange={(kind) => set({ kind })}
      />
      {choice.kind === 'brief' ? (
        <div className={`field${error ? ' field-invalid' : ''}`}>
          <label htmlFor={ids.brief}>{t('source.briefLabel')}</label>
          <textarea
            id={ids.brief}
            className="input cap-brief"
            rows={4}
            maxLength={CAPTION_SOURCE_MAX}
            placeholder={t('source.briefPlaceholder')}
            value={choice.brief}
            aria-invalid={error ? true : undefined}
            aria-describedby={ids.status}
            onChange={(e) => set({ brief: e.target.value })}
          />
          <p className="field-hint cap-count">
            {t('source.count', { count: choice.brief.length, max: CAPTION_SOURCE_MAX.toLocaleString(i18n.language) })}
          </p>
        </div>
      ) : null}
      {listed ? (
        <RecordSelect
          key={choice.kind}
          placeholder={t('source.choose')}
          describedBy={ids.status}
          label={t(listed.label)}
          value={choice[listed.field]}
          records={listed.query.data ?? []}
          none={listed.query.isPending ? t('loading') : t(listed.none)}
          onChange={(v) => set({ [listed.field]: v })}
        />
      ) : null}
      {choice.kind === 'clip' ? <ClipPicker org={org} value={choice} onChange={set} describedBy={ids.status} /> : null}
      <div id={ids.status} aria-live="polite">
        {error ? (
          <p className="field-error" role="alert">
            {tm(error)}
          </p>
        ) : status ? (
          <p className="muted small">{status}</p>
        ) : null}
        {state.source && choice.kind !== 'brief' ? (
          <details className="cap-source-preview">
            <summary className="small">{t('source.used', { count: state.source.text.length })}</summary>
            <p className="small">{state.source.text}</p>
          </details>
        ) : null}
        {state.truncated ? (
          <p className="muted small">{t('source.truncated', { max: CAPTION_SOURCE_MAX.toLocaleString(i18n.language) })}</p>
        ) : null}
      </div>
    </fieldset>
  );
}
