// A subtitles file in the library's preview (decision 097): the file is fetched
// (2 MiB at most) and read with the same reader as the share page, its cues
// listed with their times in a scrolling list.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageFromName, parseSubtitles, readableTime, type ParsedSubtitles } from '@src/common/subtitle-files';

/** Cues drawn at most: past this the list is long enough to read, and the DOM stays light on a phone. */
export const PREVIEW_CUES_MAX = 1000;

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; parsed: ParsedSubtitles };

export function SubtitlesPreview({ src, name }: { src: string; name: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    setState({ status: 'loading' });
    fetch(src, { signal: abort.signal, credentials: 'same-origin' })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const parsed = parseSubtitles(new TextDecoder('utf-8').decode(await res.arrayBuffer()));
        setState(parsed ? { status: 'ready', parsed } : { status: 'failed' });
      })
      .catch(() => {
        if (!abort.signal.aborted) setState({ status: 'failed' });
      });
    return () => abort.abort();
  }, [src]);

  if (state.status === 'loading') return <p className="muted small">{t('library.subtitlesLoading')}</p>;
  if (state.status === 'failed') return <p className="muted">{t('library.previewUnavailable')}</p>;
  const { parsed } = state;
  const language = parsed.language ?? languageFromName(name);
  const shown = parsed.cues.slice(0, PREVIEW_CUES_MAX);
  return (
    <div className="preview-subtitles" data-testid="preview-subtitles">
      <p className="muted small">
        {[
          parsed.format === 'vtt' ? 'WebVTT' : 'SRT',
          language ? t('library.subtitlesLanguage', { language }) : null,
          t('library.cues', { count: parsed.cues.length }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {shown.length > 0 ? (
        <ol className="subtitle-cues" aria-label={t('library.subtitlesText')} tabIndex={0}>
          {shown.map((cue, i) => (
            <li key={i}>
              <time className="muted small">{readableTime(cue.startMs)}</time>
              <span>{cue.text}</span>
            </li>
          ))}
        </ol>
      ) : null}
      {parsed.cues.length > shown.length ? (
        <p className="muted small">{t('library.subtitlesCapped', { shown: shown.length, total: parsed.cues.length })}</p>
      ) : null}
    </div>
  );
}
