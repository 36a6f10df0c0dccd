// The public page of a share link (decision 053), drawn by the Worker for a
// visitor who is not signed in: no app bundle, no hydration. The player is the
// browser's own <video>; several images swipe on CSS scroll snapping, with
// links between slides, so the page works without script. The app's stylesheet
// gives it the design system and both themes.
import { renderToReadableStream } from 'react-dom/server';
import { themeBootScript } from '../../client/entry.server';
import { fill, SHARE_PAGE_MESSAGES, type SharePageMessages } from '../common/share-page-messages';
import type { Locale } from '../common/locales';
import type { Env } from '../env';
import { loadManifest, pageAssets } from './assets';
import { DocumentButtons, documentFacts, SharedDocument, soleDocument } from './share-document';
import { subtitlesPreview, SubtitlesTranscript, type SharedSubtitles } from './share-subtitles';

export interface SharedFile {
  id: string;
  kind: 'video' | 'image' | 'document' | 'subtitles';
  name: string;
  /** A PDF's pages, when known. */
  pageCount: number | null;
  contentType: string;
  width: number | null;
  height: number | null;
  /** Absolute URLs: crawlers that draw link previews need them so. */
  url: string;
  downloadUrl: string | null;
  thumbnailUrl: string | null;
}

export type SharePageModel =
  | { state: 'unknown' | 'expired' | 'revoked' }
  | { state: 'locked'; org: string; logoUrl: string | null; error?: 'wrong' | 'limited' }
  | {
      state: 'open';
      org: string;
      logoUrl: string | null;
      caption: string;
      files: SharedFile[];
      pageUrl: string;
      /** A subtitles share's cues, read server-side (decision 097); null when its file could not be read. */
      subtitles?: SharedSubtitles | null;
    };

const STATUS = { unknown: 404, expired: 410, revoked: 410, locked: 200, open: 200 } as const;

export async function renderSharePage(env: Env, locale: Locale, nonce: string, model: SharePageModel): Promise<Response> {
  const css = pageAssets(await loadManifest(env), []).css;
  const status = model.state === 'locked' && model.error ? (model.error === 'limited' ? 429 : 401) : STATUS[model.state];
  const body = await renderToReadableStream(<SharePage locale={locale} nonce={nonce} css={css} model={model} />, { nonce });
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      // Every open is counted, and a revoked link must say so at once: nothing keeps a copy.
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
    },
  });
}

function SharePage({ locale, nonce, css, model }: { locale: Locale; nonce: string; css: string[]; model: SharePageModel }) {
  const m = SHARE_PAGE_MESSAGES[locale];
  const { title, description } = headline(m, model, locale);
  const org = model.state === 'open' || model.state === 'locked' ? model.org : null;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{org ? `${title} · ${org}` : `${title} · Palco`}</title>
        <meta name="description" content={description} />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {model.state === 'open' ? <OpenGraph model={model} title={title} description={description} locale={locale} /> : null}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        {css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <main className="share-page" data-state={model.state}>
          {model.state === 'open' || model.state === 'locked' ? (
            <section className="share-card">
              <OrgHeader org={model.org} logoUrl={model.logoUrl} label={fill(m.sharedBy, { org: model.org })} />
              {model.state === 'locked' ? (
                <PasswordForm locale={locale} error={model.error} />
              ) : (
                <SharedContent locale={locale} model={model} />
              )}
            </section>
          ) : (
            <section className="share-card share-message" data-testid="share-gone">
              <h1>{title}</h1>
              <p className="muted">{description}</p>
            </section>
          )}
          <p className="share-footer muted small">{m.madeWith}</p>
        </main>
      </body>
    </html>
  );
}

/** The page's title and description: also the link preview's, when the share is open. */
function headline(m: SharePageMessages, model: SharePageModel, locale: Locale): { title: string; description: string } {
  if (model.state === 'open') {
    const by = fill(m.sharedBy, { org: model.org });
    const doc = soleDocument(model.files);
    const title = model.caption.split('\n')[0]?.slice(0, 90) || (doc ? doc.name : by);
    // A PDF's preview says what it is and how long: "Documento PDF · 12 páginas · …".
    if (doc) return { title, description: `${documentFacts(m, locale, doc)} · ${model.caption || by}` };
    return { title, description: model.caption || subtitlesPreview(model.subtitles) || by };
  }
  if (model.state === 'locked') return { title: m.lockedTitle, description: fill(m.lockedText, { org: model.org }) };
  return { title: m[`${model.state}Title`], description: m[`${model.state}Text`] };
}

function OpenGraph({
  model,
  title,
  description,
  locale,
}: {
  model: Extract<SharePageModel, { state: 'open' }>;
  title: string;
  description: string;
  locale: Locale;
}) {
  const first = model.files[0];
  const video = first?.kind === 'video' ? first : null;
  // A subtitles file has no picture of its own: the organization's logo stands for it, as a small card (decision 097).
  const subtitles = first?.kind === 'subtitles';
  const image = subtitles ? model.logoUrl : video || first?.kind === 'document' ? (first?.thumbnailUrl ?? null) : (first?.url ?? null);
  return (
    <>
      <meta property="og:site_name" content={model.org} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={model.pageUrl} />
      <meta property="og:locale" content={locale === 'en' ? 'en_US' : 'pt_BR'} />
      <meta property="og:type" content={video ? 'video.other' : 'website'} />
      {image ? <meta property="og:image" content={image} /> : null}
      {first?.kind === 'image' && first.width ? <meta property="og:image:width" content={String(first.width)} /> : null}
      {first?.kind === 'image' && first.height ? <meta property="og:image:height" content={String(first.height)} /> : null}
      {video ? (
        <>
          <meta property="og:video" content={video.url} />
          <meta property="og:video:secure_url" content={video.url} />
          <meta property="og:video:type" content={video.contentType} />
          {video.width ? <meta property="og:video:width" content={String(video.width)} /> : null}
          {video.height ? <meta property="og:video:height" content={String(video.height)} /> : null}
        </>
      ) : null}
      <meta name="twitter:card" content={image && !subtitles ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image ? <meta name="twitter:image" content={image} /> : null}
    </>
  );
}

function OrgHeader({ org, logoUrl, label }: { org: string; logoUrl: string | null; label: string }) {
  return (
    <header className="share-org">
      {logoUrl ? (
        <img className="share-logo" src={logoUrl} alt="" />
      ) : (
        <span className="share-logo share-initial" aria-hidden="true">
          {org.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div>
        <p className="share-org-name" data-testid="share-org">
          {org}
        </p>
        <p className="muted small">{label}</p>
      </div>
    </header>
  );
}

function PasswordForm({ locale, error }: { locale: Locale; error?: 'wrong' | 'limited' }) {
  const m = SHARE_PAGE_MESSAGES[locale];
  return (
    <form method="post" className="share-lock" data-testid="share-password-form">
      <h1>{m.lockedTitle}</h1>
      <div className={error ? 'field field-invalid' : 'field'}>
        <div className="field-label-row">
          <label htmlFor="share-password">{m.password}</label>
        </div>
        <input
          id="share-password"
          className="input"
          type="password"
          name="password"
          required
          autoComplete="off"
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'share-error' : undefined}
        />
        {error ? (
          <p id="share-error" className="field-error" role="alert" data-testid="share-password-error">
            {error === 'limited' ? m.tooManyTries : m.wrongPassword}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn-primary btn-md">
        {m.open}
      </button>
    </form>
  );
}

function SharedContent({ locale, model }: { locale: Locale; model: Extract<SharePageModel, { state: 'open' }> }) {
  const m = SHARE_PAGE_MESSAGES[locale];
  const total = model.files.length;
  return (
    <>
      {total === 0 ? <p className="muted">{m.noFiles}</p> : null}
      {total === 1 && model.files[0]!.kind === 'document' ? <SharedDocument file={model.files[0]!} locale={locale} /> : null}
      {total === 1 && model.files[0]!.kind === 'subtitles' ? (
        <SubtitlesTranscript locale={locale} name={model.files[0]!.name} subtitles={model.subtitles ?? null} />
      ) : null}
      {total === 1 && (model.files[0]!.kind === 'video' || model.files[0]!.kind === 'image') ? (
        <Media file={model.files[0]!} fallback={m.videoFallback} />
      ) : null}
      {total > 1 ? (
        <div className="share-slides" role="region" aria-roledescription="carousel" aria-label={fill(m.slide, { n: 1, total })}>
          {model.files.map((f, i) => (
            <figure key={f.id} id={`slide-${i + 1}`} className="share-slide" aria-label={fill(m.slide, { n: i + 1, total })}>
              <Media file={f} fallback={m.videoFallback} />
              <figcaption className="share-slide-nav">
                {i > 0 ? (
                  <a href={`#slide-${i}`} aria-label={m.previous}>
                    ‹
                  </a>
                ) : (
                  <span />
                )}
                <span className="small muted">{fill(m.slide, { n: i + 1, total })}</span>
                {i < total - 1 ? (
                  <a href={`#slide-${i + 2}`} aria-label={m.next}>
                    ›
                  </a>
                ) : (
                  <span />
                )}
              </figcaption>
            </figure>
          ))}
        </div>
      ) : null}
      {model.caption ? (
        <p className="share-caption" data-testid="share-caption">
          {model.caption}
        </p>
      ) : null}
      <div className="share-downloads">
        {total === 1 && model.files[0]!.kind === 'document' ? <DocumentButtons file={model.files[0]!} locale={locale} /> : null}
        {model.files
          .filter((f) => f.downloadUrl && f.kind !== 'document')
          .map((f) => (
            <a key={f.id} className="btn btn-primary btn-md" href={f.downloadUrl!} download={f.name} data-testid="share-download">
              {total > 1 ? fill(m.downloadAll, { name: f.name }) : m.download}
            </a>
          ))}
      </div>
    </>
  );
}

function Media({ file, fallback }: { file: SharedFile; fallback: string }) {
  return file.kind === 'video' ? (
    <video
      className="share-media"
      src={file.url}
      controls
      playsInline
      preload="metadata"
      poster={file.thumbnailUrl ?? undefined}
      data-testid="share-video"
    >
      {fallback}
    </video>
  ) : (
    <img
      className="share-media"
      src={file.url}
      alt={file.name}
      width={file.width ?? undefined}
      height={file.height ?? undefined}
      data-testid="share-image"
    />
  );
}
