// The organization's posts and where each stands (decision 057); a queued one can be cancelled.
import { toast } from 'sonner';
import { ExternalLink, Film, Image as ImageIcon, XCircle } from 'lucide-react';
import type { PostView } from '@src/common/contracts/publishing';
import { Button, buttonClass } from '@client/components/ui/button';
import { formatDateTime } from '@client/lib/format';
import { useCancelPost } from './api';
import { usePublishT } from './messages';

const REASONS = [
  'publish_reason_account_disconnected',
  'publish_reason_network_unavailable',
  'publish_reason_files_missing',
  'publish_reason_unexpected',
  'publish_reason_reconnect',
  'publish_reason_refresh_failed',
  'publish_reason_processing_timeout',
  'publish_reason_video_only',
] as const;

export function PostsList({ org, posts }: { org: string; posts: PostView[] }) {
  const { t } = usePublishT();
  const cancel = useCancelPost(org);
  return (
    <ul className="shares-list" data-testid="posts-list">
      {posts.map((p) => (
        <PostRow
          key={p.id}
          post={p}
          cancelling={cancel.isPending && cancel.variables === p.id}
          onCancel={() => cancel.mutate(p.id, { onSuccess: () => toast.success(t('list.cancelled')) })}
        />
      ))}
    </ul>
  );
}

function PostRow({ post, cancelling, onCancel }: { post: PostView; cancelling: boolean; onCancel: () => void }) {
  const { t, i18n } = usePublishT();
  const first = post.files[0];
  const Icon = first?.kind === 'image' ? ImageIcon : Film;
  // Our own reasons are codes; a network's are its own words, shown as they are.
  const known = REASONS.find((r) => r === post.failureReason);
  const reason = known ? t(`list.reasons.${known}`) : post.failureReason;
  // The options the post goes out with (decision 084): its audience when not everyone, its cover frame.
  const facts = [
    post.accountName,
    t('list.at', { date: formatDateTime(post.scheduledAt, i18n.language) }),
    post.privacy !== 'public' ? t(`form.privacyNames.${post.privacy}`) : null,
    post.coverMs !== null ? t('list.cover', { seconds: (post.coverMs / 1000).toLocaleString(i18n.language) }) : null,
    // TikTok's disclosure, as TikTok labels the post (decision 092).
    post.tiktok?.commercial ? t(post.tiktok.brandedContent ? 'tiktok.labelPaidShort' : 'tiktok.labelPromotionalShort') : null,
    post.attempts > 1 ? t('list.attempts', { count: post.attempts }) : null,
  ].filter(Boolean);
  return (
    <li className="share-row" data-testid="post-row" data-state={post.state}>
      <Icon size={20} aria-hidden="true" className="share-row-icon" />
      <div className="share-row-main">
        <p className="share-row-name">
          {post.files.map((f) => f.name).join(', ') || t('list.deletedFile')}
          <span className={`share-state publish-state-${post.state}`} data-testid="post-state">
            {t(`list.state.${post.state}`)}
          </span>
        </p>
        {post.caption ? <p className="share-row-caption muted small">{post.caption}</p> : null}
        {post.hashtags.length ? (
          <p className="muted small" data-testid="post-hashtags">
            {post.hashtags.join(' ')}
          </p>
        ) : null}
        <p className="muted small">{facts.join(' · ')}</p>
        {reason && post.state === 'failed' ? (
          <p className="field-error small" data-testid="post-reason">
            {reason}
          </p>
        ) : null}
      </div>
      <div className="share-row-actions">
        {post.publishedUrl ? (
          <a className={buttonClass('ghost', 'sm')} href={post.publishedUrl} target="_blank" rel="noreferrer">
            <ExternalLink size={16} aria-hidden="true" /> {t('list.open')}
          </a>
        ) : null}
        {post.state === 'queued' ? (
          <Button variant="ghost" size="sm" icon={XCircle} loading={cancelling} onClick={onCancel}>
            {t('list.cancel')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
