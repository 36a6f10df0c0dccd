// A guest's controls on their own words (decision 081), on the page drawn
// without script: under each comment written through this link, "Edit or
// delete" (a plain <details> with the words to rewrite, and a delete button
// with what deleting does), and on a thread the guest started, resolve or
// reopen. Each is a plain form posting to the page; a refusal comes back drawn
// here, at that comment.
import type { GuestCommentView } from '../common/contracts/guest-reviews';
import type { ReviewPageMessages } from '../common/review-page-messages';
import { fill } from '../common/share-page-messages';

/** The form refused last time, if it was about this comment: its values and each field's error code. */
export type OwnRefusal = { form: string; values: Record<string, string>; errors: Record<string, string> } | null;

const OWN_FORMS = new Set(['edit', 'delete', 'resolve', 'reopen']);

/** The refusal of a form about comment `id`, if the last form was one. */
export const ownRefusalOf = (refused: OwnRefusal, id: string): OwnRefusal =>
  refused && OWN_FORMS.has(refused.form) && refused.values.commentId === id ? refused : null;

/**
 * A refused form about a comment with no controls of the guest's here (deleted meanwhile, or not
 * theirs): said where the threads are, since there is no place at that comment to say it.
 */
export const isOwnFormFor = (refused: OwnRefusal, comments: GuestCommentView[]): boolean =>
  Boolean(refused && OWN_FORMS.has(refused.form) && !comments.some((c) => c.mine && c.id === refused.values.commentId));

const shortBody = (body: string) => (body.length > 40 ? `${body.slice(0, 39)}…` : body);

export function OwnCommentControls({ m, c, refused }: { m: ReviewPageMessages; c: GuestCommentView; refused: OwnRefusal }) {
  if (!c.mine) return null;
  const mine = ownRefusalOf(refused, c.id);
  const bodyError = mine?.form === 'edit' ? mine.errors.body : undefined;
  const otherError = mine && !bodyError ? (mine.errors.form ?? Object.values(mine.errors)[0]) : undefined;
  const fieldId = `edit-${c.id}-body`;
  return (
    <div className="review-own" data-testid="review-own">
      {otherError ? (
        <p className="field-error" role="alert" data-testid="review-own-error">
          {m.errors[otherError] ?? m.errors.invalid}
        </p>
      ) : null}
      {c.parentId === null ? (
        <form method="post" action={c.resolved ? '?form=reopen' : '?form=resolve'} className="review-inline-form">
          <input type="hidden" name="commentId" value={c.id} />
          <button type="submit" className="btn btn-ghost btn-sm" data-testid={c.resolved ? 'review-reopen' : 'review-resolve'}>
            {c.resolved ? m.reopenOwn : m.resolveOwn}
          </button>
        </form>
      ) : null}
      <details className="review-reply-box" open={mine?.form === 'edit' ? true : undefined}>
        <summary className="small" aria-label={fill(m.editOwnOf, { body: shortBody(c.body) })}>
          {m.editOwn}
        </summary>
        <form method="post" action="?form=edit" className="stack" data-testid="review-edit-form">
          <input type="hidden" name="commentId" value={c.id} />
          <div className={bodyError ? 'field field-invalid' : 'field'}>
            <div className="field-label-row">
              <label htmlFor={fieldId}>{m.comment}</label>
            </div>
            <textarea
              id={fieldId}
              name="body"
              className="input textarea"
              rows={3}
              defaultValue={mine?.form === 'edit' ? (mine.values.body ?? c.body) : c.body}
              aria-invalid={bodyError ? true : undefined}
              aria-describedby={bodyError ? `${fieldId}-error` : undefined}
            />
            {bodyError ? (
              <p id={`${fieldId}-error`} className="field-error" role="alert">
                {m.errors[bodyError] ?? m.errors.invalid}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn btn-secondary btn-sm">
            {m.save}
          </button>
        </form>
        <form method="post" action="?form=delete" className="stack" data-testid="review-delete-form">
          <input type="hidden" name="commentId" value={c.id} />
          <p className="muted small">{m.deleteHint}</p>
          <button type="submit" className="btn btn-danger btn-sm">
            {m.deleteOwn}
          </button>
        </form>
      </details>
    </div>
  );
}
