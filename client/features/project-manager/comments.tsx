// A project's comments in its details (decision 058): threads oldest first,
// each with its pin (m:ss, or the slide's number), its replies, and buttons to
// reply, resolve or reopen (any member) and to edit or delete (its author). A
// new comment may mention members (@, with suggestions) and, by the project's
// kind, be pinned to a time or to a slide (at its centre: picking the point on
// the canvas is the editors' part, not built yet).
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  COMMENT_MAX_CHARS,
  PIN_SPOT_CENTRE,
  PIN_SPOT_COUNT,
  pinText,
  SLIDE_PIN_KINDS,
  spotPoint,
  TIME_PIN_KINDS,
  type CommentPin,
  type CommentView,
} from '@src/common/contracts/comments';
import type { MemberView } from '@src/common/contracts/orgs';
import { Button } from '@client/components/ui/button';
import { Field, SelectField } from '@client/components/ui/field';
import type { ProjectItem } from '@client/projects/kinds';
import { useMe } from '@client/services/auth/current-user';
import { commentsQuery, useCommentAction } from './api';
import { keptMentions, parseTime, threads, type Mentionable } from './comments-model';
import { ListedPanel } from './listed-panel';
import { usePmT } from './messages';
import { MentionTextarea } from './mention-textarea';

interface Props {
  org: string;
  project: ProjectItem;
  members: MemberView[];
}

const mentionable = (members: MemberView[]): Mentionable[] => members.map((m) => ({ id: m.userId, name: m.displayName || m.email }));

export function CommentsPanel({ org, project, members }: Props) {
  const comments = useQuery(commentsQuery(org, project.id));
  const [replyTo, setReplyTo] = useState<CommentView | null>(null);
  const list = threads(comments.data ?? []);
  const threadList = (
    <ul className="pm-thread-list">
      {list.map(({ root, replies }) => (
        <li key={root.id} className="pm-thread" data-resolved={root.resolved ? 'true' : 'false'} data-testid="pm-thread">
          <CommentItem org={org} project={project} members={members} comment={root} onReply={() => setReplyTo(root)} />
          {replies.length > 0 ? (
            <ul className="pm-replies">
              {replies.map((r) => (
                <li key={r.id}>
                  <CommentItem org={org} project={project} members={members} comment={r} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <ListedPanel part="comments" pending={comments.isPending} empty={list.length === 0} list={threadList}>
      <CommentForm
        key={replyTo?.id ?? 'new'}
        org={org}
        project={project}
        members={members}
        replyTo={replyTo}
        onDone={() => setReplyTo(null)}
      />
    </ListedPanel>
  );
}

/** A comment's words with @mentions of the project's members, as the new-comment and the edit forms ask for them. */
function CommentText(props: { label: string; value: string; onChange: (v: string) => void; members: MemberView[]; autoFocus: boolean }) {
  const { t } = usePmT();
  return (
    <MentionTextarea
      label={props.label}
      hint={t('comments.hint')}
      listLabel={t('comments.suggestions')}
      value={props.value}
      onChange={props.onChange}
      members={mentionable(props.members)}
      maxLength={COMMENT_MAX_CHARS}
      autoFocus={props.autoFocus}
    />
  );
}

function PinBadge({ pin }: { pin: CommentPin }) {
  const { t } = usePmT();
  const shown = pinText(pin);
  return <span className="badge pm-pin">{'time' in shown ? t('comments.atTime', shown) : t('comments.atSlide', shown)}</span>;
}

function CommentItem({ org, project, members, comment, onReply }: Props & { comment: CommentView; onReply?: () => void }) {
  const { t, i18n } = usePmT();
  const me = useMe().data;
  const action = useCommentAction(org, project.id);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.body);
  const who = comment.guest?.name || comment.author?.name || t('comments.someone');
  const mine = Boolean(me && comment.author?.id === me.id);
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const when = format.format(new Date(comment.createdAt));
  const save = (e: FormEvent) => {
    e.preventDefault();
    action.mutate(
      { edit: { id: comment.id, body: draft, mentions: keptMentions(draft, mentionable(members)) } },
      { onSuccess: () => setEditing(false) },
    );
  };
  return (
    <article className="pm-comment" aria-label={t('comments.thread', { name: who })}>
      <header className="pm-comment-head">
        <strong>{who}</strong>
        {comment.guest ? (
          <span className="badge pm-guest-badge" data-testid="pm-guest-badge">
            {t('comments.guest')}
          </span>
        ) : null}{' '}
        <time dateTime={comment.createdAt}>{when}</time>
        {comment.editedAt ? (
          <>
            {' '}
            <time
              data-testid="pm-edited"
              dateTime={comment.editedAt}
              title={t('comments.editedAt', { when: format.format(new Date(comment.editedAt)) })}
            >
              ({t('comments.edited')})
            </time>
          </>
        ) : null}
        {comment.pin ? <PinBadge pin={comment.pin} /> : null}
      </header>
      {editing ? (
        <form className="stack" onSubmit={save}>
          <CommentText label={t('comments.edit')} value={draft} onChange={setDraft} members={members} autoFocus />
          <div className="pm-details-actions">
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
              {t('comments.cancel')}
            </Button>
            <Button size="sm" type="submit" disabled={!draft.trim() || action.isPending}>
              {t('comments.save')}
            </Button>
          </div>
        </form>
      ) : (
        <p className="pm-comment-body">{comment.body}</p>
      )}
      {comment.resolved ? (
        <p className="small muted">
          {comment.resolved.guest
            ? t('comments.resolvedByGuest', { name: comment.resolved.guest.name })
            : t('comments.resolved', { name: comment.resolved.by?.name || t('comments.someone') })}
        </p>
      ) : null}
      {editing ? null : (
        <div className="pm-comment-actions">
          {onReply ? (
            <Button size="sm" variant="ghost" onClick={onReply} aria-label={t('comments.reply', { name: who })}>
              {t('comments.sendReply')}
            </Button>
          ) : null}
          {onReply ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={action.isPending}
              onClick={() => action.mutate(comment.resolved ? { reopen: comment.id } : { resolve: comment.id })}
            >
              {comment.resolved ? t('comments.reopen') : t('comments.resolve')}
            </Button>
          ) : null}
          {mine ? (
            <>
              <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
                {t('comments.edit')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={action.isPending}
                onClick={() => action.mutate({ remove: comment.id }, { onSuccess: () => toast.success(t('comments.deleted')) })}
              >
                {t('comments.delete')}
              </Button>
            </>
          ) : null}
        </div>
      )}
    </article>
  );
}

function CommentForm({ org, project, members, replyTo, onDone }: Props & { replyTo: CommentView | null; onDone: () => void }) {
  const { t } = usePmT();
  const action = useCommentAction(org, project.id);
  const [body, setBody] = useState('');
  const [time, setTime] = useState('');
  const [slide, setSlide] = useState('');
  const [spot, setSpot] = useState(String(PIN_SPOT_CENTRE));
  const [timeError, setTimeError] = useState<string | undefined>();
  const byTime = !replyTo && TIME_PIN_KINDS.includes(project.kind);
  const bySlide = !replyTo && SLIDE_PIN_KINDS.includes(project.kind);
  const summary = project.summary as { slideCount?: unknown };
  const slideCount = typeof summary.slideCount === 'number' ? summary.slideCount : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    let pin: CommentPin | null = null;
    if (byTime && time.trim()) {
      const seconds = parseTime(time);
      if (seconds === null) return setTimeError(t('comments.pinTimeInvalid'));
      pin = { seconds };
    }
    if (bySlide && slide) pin = { slide: Number(slide) - 1, ...spotPoint(Number(spot)) };
    action.mutate(
      { add: { body, mentions: keptMentions(body, mentionable(members)), pin, parentId: replyTo?.id ?? null } },
      {
        onSuccess: () => {
          setBody('');
          setTime('');
          setSlide('');
          setSpot(String(PIN_SPOT_CENTRE));
          toast.success(t('comments.added'));
          onDone();
        },
      },
    );
  };
  const replyName = replyTo?.guest?.name || replyTo?.author?.name || t('comments.someone');
  return (
    <form className="stack pm-comment-form" onSubmit={submit} noValidate>
      <CommentText
        label={replyTo ? t('comments.replyLabel', { name: replyName }) : t('comments.label')}
        value={body}
        onChange={setBody}
        members={members}
        autoFocus={Boolean(replyTo)}
      />
      {byTime ? (
        <Field
          label={t('comments.pinTime')}
          value={time}
          inputMode="numeric"
          placeholder="0:12"
          error={timeError}
          onChange={(e) => {
            setTime(e.target.value);
            setTimeError(undefined);
          }}
        />
      ) : null}
      {bySlide ? (
        <Field
          label={t('comments.pinSlide')}
          type="number"
          min={1}
          max={slideCount}
          value={slide}
          onChange={(e) => setSlide(e.target.value)}
        />
      ) : null}
      {bySlide && slide ? (
        // One of nine spots of the slide (decision 081): a point chosen without a picture of it.
        <SelectField label={t('comments.pinSpot')} value={spot} onChange={setSpot}>
          {Array.from({ length: PIN_SPOT_COUNT }, (_, i) => (
            <option key={i} value={String(i)}>
              {t(`comments.spots.s${i}`)}
            </option>
          ))}
        </SelectField>
      ) : null}
      <div className="pm-details-actions">
        {replyTo ? (
          <Button variant="ghost" size="sm" onClick={onDone}>
            {t('comments.cancelReply')}
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={!body.trim() || action.isPending}>
          {replyTo ? t('comments.sendReply') : t('comments.send')}
        </Button>
      </div>
    </form>
  );
}
