// A shared subtitles file (decision 097): the Worker reads it from R2 (2 MiB at
// most, MEDIA_RULES.subtitles), parses it with the library's own reader, and
// the page shows its cues as a transcript with timestamps. No player: the file
// is the product, and a transcript is what a visitor can read on a phone.
import type { R2Bucket } from '@cloudflare/workers-types';
import { MEDIA_RULES } from '../common/contracts/media';
import { counted, fill, SHARE_PAGE_MESSAGES } from '../common/share-page-messages';
import { languageFromName, parseSubtitles, readableTime, type SubtitleCue, type SubtitleFormat } from '../common/subtitle-files';
import type { Locale } from '../common/locales';

/** Cues drawn on the page at most: a feature film has ~1,500; past this the page is long and the file is the place to read. */
export const SHARE_CUES_MAX = 400;

export interface SharedSubtitles {
  format: SubtitleFormat;
  language: string | null;
  /** The first SHARE_CUES_MAX cues. */
  cues: SubtitleCue[];
  total: number;
}

/** The file's cues, or null when its bytes are gone or no longer read as subtitles. */
export async function readSharedSubtitles(bucket: R2Bucket, file: { r2Key: string; name: string }): Promise<SharedSubtitles | null> {
  const object = await bucket.get(file.r2Key);
  if (!object) return null;
  const bytes = new Uint8Array(await object.arrayBuffer());
  if (bytes.byteLength > MEDIA_RULES.subtitles.maxBytes) return null;
  const parsed = parseSubtitles(new TextDecoder('utf-8').decode(bytes));
  if (!parsed) return null;
  return {
    format: parsed.format,
    language: parsed.language ?? languageFromName(file.name),
    cues: parsed.cues.slice(0, SHARE_CUES_MAX),
    total: parsed.cues.length,
  };
}

/** The link preview's description when the sharer wrote no caption: the first lines spoken. */
export function subtitlesPreview(subs: SharedSubtitles | null | undefined): string {
  if (!subs) return '';
  let out = '';
  for (const cue of subs.cues) {
    out = out ? `${out} ${cue.text.replace(/\s+/g, ' ')}` : cue.text.replace(/\s+/g, ' ');
    if (out.length >= 160) break;
  }
  return out.length > 200 ? `${out.slice(0, 199)}…` : out;
}

export function SubtitlesTranscript({ locale, name, subtitles }: { locale: Locale; name: string; subtitles: SharedSubtitles | null }) {
  const m = SHARE_PAGE_MESSAGES[locale];
  return (
    <section className="share-subtitles" data-testid="share-subtitles">
      <header className="share-subtitles-head">
        <h1 className="share-subtitles-name">{name}</h1>
        {subtitles ? (
          <p className="muted small" data-testid="share-subtitles-facts">
            {[
              subtitles.format === 'vtt' ? m.subtitlesVtt : m.subtitlesSrt,
              subtitles.language ? fill(m.subtitlesLanguage, { language: subtitles.language }) : null,
              counted(m.subtitlesCues, locale, subtitles.total),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        ) : null}
      </header>
      {!subtitles ? (
        <p className="muted">{m.subtitlesUnreadable}</p>
      ) : subtitles.cues.length === 0 ? (
        <p className="muted">{m.subtitlesEmpty}</p>
      ) : (
        <ol className="share-cues" aria-label={m.subtitlesTranscript}>
          {subtitles.cues.map((cue, i) => (
            <li key={i} className="share-cue">
              <time className="share-cue-time muted small">{readableTime(cue.startMs)}</time>
              <span className="share-cue-text">{cue.text}</span>
            </li>
          ))}
        </ol>
      )}
      {subtitles && subtitles.total > subtitles.cues.length ? (
        <p className="muted small" data-testid="share-subtitles-capped">
          {fill(m.subtitlesCapped, { shown: subtitles.cues.length, total: subtitles.total })}
        </p>
      ) : null}
    </section>
  );
}
