// The guest review page (decision 069), drawn by the Worker for a visitor
// without an account, like the share page: no app bundle, no hydration. Its
// two forms post to the Worker and come back here (post/redirect/get), so it
// works without script; a refused form is drawn again with its field errors.
import { renderToReadableStream } from 'react-dom/server';
import { themeBootScript } from '../../client/entry.server';
import { pinText, SLIDE_PIN_KINDS, TIME_PIN_KINDS, type CommentPin } from '../common/contracts/comments';
import type { GuestCommentView, GuestReviewView } from '../common/contracts/guest-reviews';
import { REVIEW_PAGE_MESSAGES, type ReviewPageMessages } from '../common/review-page-messages';
import { fill } from '../common/share-page-messages';
import type { Locale } from '../common/locales';
import type { Env } from '../env';
import { loadManifest, pageAssets } from './assets';
import { reviewLiveScript } from './review-live-script';
import { isOwnFormFor, OwnCommentControls } from './review-own-comment';

export type ReviewNotice = 'comment' | 'reply' | 'approved' | 'changes' | 'edited' | 'deleted' | 'resolved' | 'reopened';
export type ReviewForm = 'comment' | 'decision' | 'reply' | 'edit' | 'delete' | 'resolve' | 'reopen';

export type ReviewPageModel =
  | { state: 'gone' }
  | {
      state: 'open';
      view: GuestReviewView;
      otherLanguageUrl: string;
      /** The link's live channel (decision 076). */
      livePath: string;
      /** Where the project's files are read, a file's id after it (the token's own API, decision 069). */
      fileBase: string;
      name: string;
      notice: ReviewNotice | null;
      /** The form that was refused, what it held, and each field's error code. */
      refused: { form: ReviewForm; values: Record<string, string>; errors: Record<string, string> } | null;
    };

export async function renderReviewPage(
  env: Env,
  locale: Locale,
  nonce: string,
  model: ReviewPageModel,
  status?: number,
): Promise<Response> {
  const css = pageAssets(await loadManifest(env), []).css;
  const body = await renderToReadableStream(<ReviewPage locale={locale} nonce={nonce} css={css} model={model} />, { nonce });
  return new Response(body, {
    status: status ?? (model.state === 'gone' ? 404 : 200),
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' },
  });
}

function ReviewPage({ locale, nonce, css, model }: { locale: Locale; nonce: string; css: string[]; model: ReviewPageModel }) {
  const m = REVIEW_PAGE_MESSAGES[locale];
  const title = model.state === 'open' ? `${model.view.project.name} · ${model.view.org}` : m.goneTitle;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="robots" content="noindex, nofollow" />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        {css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <main className="share-page review-page" data-state={model.state}>
          {model.state === 'open' ? (
            <Review locale={locale} m={m} model={model} />
          ) : (
            <section className="share-card share-message" data-testid="review-gone">
              <h1>{m.goneTitle}</h1>
              <p className="muted">{m.goneText}</p>
            </section>
          )}
          <p className="share-footer muted small">{m.madeWith}</p>
        </main>
        {model.state === 'open' ? (
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: reviewLiveScript(model.livePath, m.liveUpdated) }} />
        ) : null}
      </body>
    </html>
  );
}

type Open = Extract<ReviewPageModel, { state: 'open' }>;

function Review({ locale, m, model }: { locale: Locale; m: ReviewPageMessages; model: Open }) {
  const { view } = model;
  const date = (iso: string, time = true) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...(time ? { timeStyle: 'short' } : {}), timeZone: 'America/Sao_Paulo' }).format(
      new Date(iso),
    );
  const notice = model.notice
    ? {
        comment: m.sentComment,
        reply: m.sentReply,
        approved: m.sentApproved,
        changes: m.sentChanges,
        edited: m.sentEdited,
        deleted: m.sentDeleted,
        resolved: m.sentResolved,
        reopened: m.sentReopened,
      }[model.notice]
    : null;
  return (
    <>
      <section className="share-card">
        <header className="review-top">
          <div>
            <p className="muted small">{fill(m.reviewFor, { org: view.org })}</p>
            <h1 data-testid="review-project">{view.project.name}</h1>
          </div>
          <a className="small" href={model.otherLanguageUrl} hrefLang={locale === 'en' ? 'pt-BR' : 'en'}>
            {m.otherLanguage}
          </a>
        </header>
        <p className="review-facts" data-live="facts">
          <span className="badge">{m.kinds[view.project.kind]}</span>{' '}
          <span className="badge badge-primary" data-testid="review-status">
            {`${m.status}: ${m.statuses[view.project.status]}`}
          </span>
          {view.project.dueDate ? (
            <span className="small muted"> · {fill(m.due, { date: date(`${view.project.dueDate}T12:00:00Z`, false) })}</span>
          ) : null}
        </p>
        <p className="muted small">{fill(m.validUntil, { date: date(view.expiresAt) })}</p>
        <p id="review-live-status" className="review-live-status small muted" role="status" data-testid="review-live-status" />
        {notice ? (
          <p className="review-notice" role="status" data-testid="review-notice">
            {notice}
          </p>
        ) : null}
      </section>
      <section className="share-card" aria-labelledby="review-files" data-testid="review-files">
        <h2 id="review-files">{m.filesHeading}</h2>
        {view.files.length === 0 ? (
          <p className="muted small">{m.noFiles}</p>
        ) : (
          <div className="review-files">
            {view.files.map((f) => (
              <figure key={f.id} className="review-file">
                {f.kind === 'video' ? (
                  <video
                    className="share-media"
                    src={model.fileBase + encodeURIComponent(f.id)}
                    controls
                    playsInline
                    preload="metadata"
                    data-testid="review-video"
                  >
                    {m.videoFallback}
                  </video>
                ) : (
                  <img
                    className="share-media"
                    src={model.fileBase + encodeURIComponent(f.id)}
                    alt={f.name}
                    width={f.width ?? undefined}
                    height={f.height ?? undefined}
                    data-testid="review-image"
                  />
                )}
                <figcaption className="small muted">{f.name}</figcaption>
              </figure>
            ))}
          </div>
        )}
      </section>
      <section className="share-card" aria-labelledby="review-decision-heading">
        <h2 id="review-decision-heading">{m.decisionHeading}</h2>
        <div data-live="decision">
          {view.decision ? (
            <p data-testid="review-decision">
              {fill(view.decision.decision === 'approved' ? m.decidedApproved : m.decidedChanges, {
                name: view.decision.name,
                date: date(view.decision.at),
              })}
            </p>
          ) : null}
        </div>
        <DecisionForm m={m} model={model} />
      </section>
      <section className="share-card" aria-labelledby="review-comments-heading">
        <h2 id="review-comments-heading">{m.commentsHeading}</h2>
        {model.refused &&
        ((model.refused.form === 'reply' && !view.comments.some((c) => c.id === model.refused?.values.parentId)) ||
          isOwnFormFor(model.refused, view.comments)) ? (
          // A reply to a thread, or a change to a comment, the page no longer shows: said where the threads are.
          <p className="field-error" role="alert">
            {m.errors[Object.values(model.refused.errors)[0] ?? 'invalid'] ?? m.errors.invalid}
          </p>
        ) : null}
        <div data-live="comments">
          {view.comments.length === 0 ? (
            <p className="muted small">{m.noComments}</p>
          ) : (
            <ol className="review-comments" data-testid="review-comments">
              {threadsOf(view.comments).map(({ first, replies }) => (
                <li key={first.id} className="review-thread" data-testid="review-thread">
                  <CommentLine m={m} c={first} date={date} />
                  <OwnCommentControls m={m} c={first} refused={model.refused} />
                  {replies.length > 0 ? (
                    <ol className="review-comments">
                      {replies.map((r) => (
                        <li key={r.id} className="review-reply">
                          <CommentLine m={m} c={r} date={date} />
                          <OwnCommentControls m={m} c={r} refused={model.refused} />
                        </li>
                      ))}
                    </ol>
                  ) : null}
                  <ReplyForm m={m} model={model} thread={first} />
                </li>
              ))}
            </ol>
          )}
        </div>
        <CommentForm m={m} model={model} />
      </section>
    </>
  );
}

const refusedOf = (model: Open, form: ReviewForm, parentId?: string) =>
  model.refused?.form === form && (parentId === undefined || model.refused.values.parentId === parentId) ? model.refused : null;

/** The guest's threads in order, each with its replies (a reply's thread is its parent). */
function threadsOf(comments: GuestCommentView[]): { first: GuestCommentView; replies: GuestCommentView[] }[] {
  const threads = comments.filter((c) => !c.parentId).map((first) => ({ first, replies: [] as GuestCommentView[] }));
  const byId = new Map(threads.map((t) => [t.first.id, t]));
  for (const c of comments) if (c.parentId) byId.get(c.parentId)?.replies.push(c);
  return threads;
}

function pinLabel(m: ReviewPageMessages, pin: CommentPin): string {
  const text = pinText(pin);
  return 'time' in text ? fill(m.pinnedTime, { time: text.time }) : fill(m.pinnedSlide, { slide: String(text.slide) });
}

function CommentLine({ m, c, date }: { m: ReviewPageMessages; c: GuestCommentView; date: (iso: string) => string }) {
  return (
    <>
      <strong>{c.author || m.team}</strong> <span className="badge">{c.guest ? m.guest : m.team}</span>{' '}
      {c.pin ? (
        <>
          <span className="badge badge-primary" data-testid="review-pin">
            {pinLabel(m, c.pin)}
          </span>{' '}
        </>
      ) : null}
      {c.resolved ? (
        <>
          <span className="badge" data-testid="review-resolved">
            {c.resolvedByGuest ? fill(m.resolvedByGuest, { name: c.resolvedByGuest }) : m.resolved}
          </span>{' '}
        </>
      ) : null}
      <time className="small muted" dateTime={c.createdAt}>
        {date(c.createdAt)}
      </time>
      {c.editedAt ? (
        <>
          {' '}
          <time
            className="small muted"
            data-testid="review-edited"
            dateTime={c.editedAt}
            title={fill(m.editedAt, { when: date(c.editedAt) })}
          >
            ({m.edited})
          </time>
        </>
      ) : null}
      <p data-testid="review-comment-body">{c.body}</p>
    </>
  );
}

function TextInput(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  multiline?: boolean;
  m: ReviewPageMessages;
}) {
  const { id, name, label, value, error, multiline, m } = props;
  const common = {
    id,
    name,
    defaultValue: value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <div className="field-label-row">
        <label htmlFor={id}>{label}</label>
      </div>
      {multiline ? (
        <textarea className="input textarea" rows={3} {...common} />
      ) : (
        <input className="input" autoComplete="name" {...common} />
      )}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {m.errors[error] ?? m.errors.invalid}
        </p>
      ) : null}
    </div>
  );
}

/** The guest's name and their words: both forms start so, each with its own field names and ids. */
function NameAndWords({
  m,
  model,
  form,
  words,
  parentId,
}: {
  m: ReviewPageMessages;
  model: Open;
  form: ReviewForm;
  words: { name: string; label: string };
  parentId?: string;
}) {
  const refused = refusedOf(model, form, parentId);
  const prefix = parentId ? `${form}-${parentId}` : form;
  return (
    <>
      <TextInput
        id={`${prefix}-name`}
        name="name"
        label={m.yourName}
        value={refused?.values.name ?? model.name}
        error={refused?.errors.name}
        m={m}
      />
      <TextInput
        id={`${prefix}-${words.name}`}
        name={words.name}
        label={words.label}
        value={refused?.values[words.name] ?? ''}
        error={refused?.errors[words.name] ?? refused?.errors.parentId ?? refused?.errors.form}
        multiline
        m={m}
      />
    </>
  );
}

function DecisionForm({ m, model }: { m: ReviewPageMessages; model: Open }) {
  return (
    <form method="post" action="?form=decision" className="stack" data-testid="review-decision-form">
      <NameAndWords m={m} model={model} form="decision" words={{ name: 'comment', label: m.decisionComment }} />
      <p className="muted small">{m.decisionHint}</p>
      <div className="review-actions">
        <button type="submit" name="decision" value="approved" className="btn btn-primary btn-md">
          {m.approve}
        </button>
        <button type="submit" name="decision" value="changes_requested" className="btn btn-secondary btn-md">
          {m.requestChanges}
        </button>
      </div>
    </form>
  );
}

/** A reply in one thread, folded under "Reply" (a plain <details>: no script needed). */
function ReplyForm({ m, model, thread }: { m: ReviewPageMessages; model: Open; thread: GuestCommentView }) {
  const refused = refusedOf(model, 'reply', thread.id);
  return (
    <details className="review-reply-box" open={refused ? true : undefined}>
      <summary className="small">{m.reply}</summary>
      <form
        method="post"
        action="?form=reply"
        className="stack"
        data-testid="review-reply-form"
        aria-label={fill(m.replyTo, { name: thread.author || m.team })}
      >
        <input type="hidden" name="parentId" value={thread.id} />
        <NameAndWords m={m} model={model} form="reply" words={{ name: 'body', label: m.comment }} parentId={thread.id} />
        <button type="submit" className="btn btn-secondary btn-sm">
          {m.sendReply}
        </button>
      </form>
    </details>
  );
}

/** Where a new thread pins: a time for a video, clip or subtitles project; a slide and a spot on it for a carousel or story. */
function PinFields({ m, model }: { m: ReviewPageMessages; model: Open }) {
  const kind = model.view.project.kind;
  const refused = refusedOf(model, 'comment');
  const error = refused?.errors.pin;
  const errorText = error ? (
    <p id="comment-pin-error" className="field-error" role="alert">
      {m.errors[error] ?? m.errors.invalid}
    </p>
  ) : null;
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': 'comment-pin-error' } : {};
  if (TIME_PIN_KINDS.includes(kind))
    return (
      <div className={error ? 'field field-invalid' : 'field'}>
        <div className="field-label-row">
          <label htmlFor="comment-at">{m.pinAt}</label>
        </div>
        <input
          id="comment-at"
          name="at"
          className="input review-pin-input"
          inputMode="numeric"
          placeholder="0:12"
          defaultValue={refused?.values.at ?? ''}
          {...invalid}
        />
        <p className="muted small">{m.pinAtHint}</p>
        {errorText}
      </div>
    );
  if (!SLIDE_PIN_KINDS.includes(kind)) return null;
  return (
    <div className={error ? 'field field-invalid review-pin-row' : 'field review-pin-row'}>
      <div>
        <div className="field-label-row">
          <label htmlFor="comment-slide">{m.pinSlide}</label>
        </div>
        <input
          id="comment-slide"
          name="slide"
          type="number"
          min={1}
          className="input review-pin-input"
          defaultValue={refused?.values.slide ?? ''}
          {...invalid}
        />
      </div>
      <div>
        <div className="field-label-row">
          <label htmlFor="comment-spot">{m.pinSpot}</label>
        </div>
        <select id="comment-spot" name="spot" className="input" defaultValue={refused?.values.spot ?? '4'}>
          {m.spots.map((label, i) => (
            <option key={label} value={String(i)}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {errorText}
    </div>
  );
}

function CommentForm({ m, model }: { m: ReviewPageMessages; model: Open }) {
  return (
    <form method="post" action="?form=comment" className="stack" data-testid="review-comment-form">
      <NameAndWords m={m} model={model} form="comment" words={{ name: 'body', label: m.comment }} />
      <PinFields m={m} model={model} />
      <button type="submit" className="btn btn-primary btn-md">
        {m.send}
      </button>
    </form>
  );
}
