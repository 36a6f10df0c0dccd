// Where the caption comes from: a brief typed here, or a carousel, a clip of a
// clipper project, or a library video's stored transcript, read into text.
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CAPTION_SOURCE_KINDS, CAPTION_SOURCE_MAX } from '@src/common/contracts/caption';
import type { ClipDocument } from '@src/common/contracts/clip';
import { projectListQuery, projectQuery } from '@client/projects/api';
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
  const ids = { brief: useId(), carousel: useId(), project: useId(), clip: useId(), video: useId(), status: useId() };
  const set = (patch: Partial<SourceChoice>) => onChange({ ...choice, ...patch });
  const carousels = useQuery({ ...projectListQuery(org, 'carousel'), enabled: Boolean(org) && choice.kind === 'carousel' });
  const projects = useQuery({ ...projectListQuery(org, 'clip'), enabled: Boolean(org) && choice.kind === 'clip' });
  const project = useQuery({
    ...projectQuery(org, 'clip', choice.clipProjectId),
    enabled: Boolean(org && choice.clipProjectId) && choice.kind === 'clip',
  });
  const videos = useQuery({ ...videosQuery(org), enabled: Boolean(org) && choice.kind === 'transcript' });
  const clips: ClipDocument['clips'] = project.data?.document.clips ?? [];

  const select = (
    id: string,
    label: string,
    value: string,
    onValue: (v: string) => void,
    options: { id: string; name: string }[],
    none: string,
  ) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {options.length === 0 ? (
        <p className="muted small">{none}</p>
      ) : (
        <select id={id} className="input" value={value} onChange={(e) => onValue(e.target.value)} aria-describedby={ids.status}>
          <option value="">{t('source.choose')}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      )}
    </div>
  );

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
    <fieldset className="cap-fieldset">
      <legend>{t('source.title')}</legend>
      <div className="segmented segmented-text cap-kinds" role="group" aria-label={t('source.title')}>
        {CAPTION_SOURCE_KINDS.map((k) => (
          <button key={k} type="button" className="segmented-item" aria-pressed={choice.kind === k} onClick={() => set({ kind: k })}>
            {t(`source.kinds.${k}`)}
          </button>
        ))}
      </div>
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
      {choice.kind === 'carousel'
        ? select(
            ids.carousel,
            t('source.carouselLabel'),
            choice.carouselId,
            (v) => set({ carouselId: v }),
            carousels.data ?? [],
            carousels.isPending ? t('loading') : t('source.noCarousels'),
          )
        : null}
      {choice.kind === 'clip' ? (
        <>
          {select(
            ids.project,
            t('source.clipProjectLabel'),
            choice.clipProjectId,
            (v) => set({ clipProjectId: v, clipId: '' }),
            projects.data ?? [],
            projects.isPending ? t('loading') : t('source.noClipProjects'),
          )}
          {choice.clipProjectId && project.data
            ? select(
                ids.clip,
                t('source.clipLabel'),
                choice.clipId,
                (v) => set({ clipId: v }),
                clips.map((c, i) => ({ id: c.id, name: c.name || c.headline || `${t('source.clipLabel')} ${i + 1}` })),
                t('source.noClips'),
              )
            : null}
        </>
      ) : null}
      {choice.kind === 'transcript'
        ? select(
            ids.video,
            t('source.videoLabel'),
            choice.videoId,
            (v) => set({ videoId: v }),
            videos.data ?? [],
            videos.isPending ? t('loading') : t('source.noVideos'),
          )
        : null}
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
