// The text to post with a clip: written by the AI layer from what is said in
// the clip, in the brand's voice (1 credit; "offline mode" when no model is
// configured), then the user's to edit and copy. Saved with the project.
import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Copy, Sparkles } from 'lucide-react';
import { toast } from 'sonner';
import type { Clip, ClipDocument } from '@src/common/contracts/clip';
import type { TranscriptWord } from '@src/common/contracts/transcript';
import { Button } from '@client/components/ui/button';
import type { Command } from '@client/editor/history';
import { useLocale } from '@client/lib/use-locale';
import { aiStatusQuery } from '../../../services/ai-status';
import { useClipCaption } from '../api';
import { updateClip } from '../model/commands';
import { useClipperT } from '../messages';

interface Props {
  org: string;
  clip: Clip;
  words: TranscriptWord[];
  perform: (c: Command<ClipDocument>) => void;
}

export function PostCaption({ org, clip, words, perform }: Props) {
  const { t } = useClipperT();
  const locale = useLocale();
  const write = useClipCaption(org);
  const ai = useQuery(aiStatusQuery());
  // One key per user action: a retry after a failure is not charged twice.
  const action = useRef(crypto.randomUUID());
  const post = clip.post;
  const text = post ? [post.caption, post.hashtags.join(' ')].filter(Boolean).join('\n\n') : '';
  const said = words.map((w) => w.text).join(' ');

  return (
    <div className="clip-post" data-testid="clip-post">
      <div className="clip-words-head">
        <strong className="small">{t('post.title')}</strong>
        {ai.data?.offline ? <span className="badge">{t('post.offline')}</span> : null}
      </div>
      <Button
        variant="secondary"
        size="sm"
        icon={Sparkles}
        loading={write.isPending}
        disabled={!said}
        onClick={() =>
          write.mutate(
            { req: { transcript: said.slice(0, 6000), title: clip.headline, locale }, idempotencyKey: action.current },
            {
              onSuccess: (r) => {
                action.current = crypto.randomUUID();
                perform(updateClip(clip.id, { post: { caption: r.text.caption, hashtags: r.text.hashtags } }));
              },
            },
          )
        }
      >
        {post ? t('post.again') : t('post.write')}
      </Button>
      {post ? (
        <>
          <label className="field">
            <span className="field-label-text">{t('post.caption')}</span>
            <textarea
              className="input"
              rows={5}
              maxLength={2200}
              value={post.caption}
              onChange={(e) => perform(updateClip(clip.id, { post: { ...post, caption: e.target.value } }, `post-${clip.id}`))}
            />
          </label>
          <p className="small muted">{post.hashtags.join(' ')}</p>
          <Button
            variant="ghost"
            size="sm"
            icon={Copy}
            onClick={() => void navigator.clipboard?.writeText(text).then(() => toast.success(t('post.copied')))}
          >
            {t('post.copy')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
