// A new post (decision 057): library files (one, or several in order for a carousel), the caption counted as the
// network counts it, and now or a date and time. The schema is the server's,
// and so are the network's limits (decision 078), shown and checked here first.
// A TikTok post adds TikTok's own choices, from the creator's creator_info (decision 092).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Send } from 'lucide-react';
import { limitProblem, PUBLISH_LIMITS, takesDocuments, titleRequiredFor } from '@src/common/contracts/publish-limits';
import {
  captionLengthFor,
  captionMaxFor,
  composeCaption,
  COVER_NETWORKS,
  createPostSchema,
  NETWORK_PRIVACY,
  parseHashtags,
  type CreatePostInput,
  type Network,
  type PostPrivacy,
  type SocialAccountView,
} from '@src/common/contracts/publishing';
import type { TiktokOptions } from '@src/common/contracts/tiktok-post';
import type { AssetView } from '@src/common/contracts/media';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { OptionsField } from '@client/components/ui/options';
import { assetsQuery } from '@client/services/library/library';
import { tiktokCreatorInfoQuery, useCreatePost } from './api';
import { CoverPicker } from './cover-picker';
import { FilePicker } from './file-picker';
import { usePublishT } from './messages';
import { NO_TIKTOK_CHOICES, tiktokBlocker } from './tiktok-choices';
import { TiktokOptionsPanel } from './tiktok-options';
import { ZoneWarnings } from './zone-warnings';

const WHEN = ['now', 'scheduled'] as const;

/** "YYYY-MM-DDTHH:mm" in local time, what a datetime-local input holds. */
const localInput = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};

/** Subtitles are never offered: no network posts one (publish_limit_subtitles, decision 097). */
const offerable = (kind: AssetView['kind'], network: Network) => kind !== 'subtitles' && (kind !== 'document' || takesDocuments(network));

export function PublishForm({ org, accounts }: { org: string; accounts: SocialAccountView[] }) {
  const { t } = usePublishT();
  const common = useTranslation().t;
  const files = useQuery(assetsQuery(org, {}));
  const create = useCreatePost(org);
  const [accountId, setAccountId] = useState(accounts[0]?.id ?? '');
  const [picked, setPicked] = useState<string[]>([]);
  const [caption, setCaption] = useState('');
  const [title, setTitle] = useState('');
  const [hashtags, setHashtags] = useState('');
  const [privacy, setPrivacy] = useState<PostPrivacy>('public');
  const [coverMs, setCoverMs] = useState<number | null>(null);
  // TikTok's guidelines: no audience preselected, every interaction and disclosure off until chosen.
  const [tiktokPrivacy, setTiktokPrivacy] = useState<PostPrivacy | null>(null);
  const [tiktok, setTiktok] = useState<TiktokOptions>(NO_TIKTOK_CHOICES);
  const [when, setWhen] = useState<(typeof WHEN)[number]>('now');
  const [at, setAt] = useState(() => localInput(Date.now() + 60 * 60_000));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const account = accounts.find((a) => a.id === accountId) ?? accounts[0];
  const network = account?.network ?? 'test';
  // PDF documents are offered only where the network takes them (LinkedIn, decision 091); a document
  // picked for LinkedIn is dropped from the post when another network's account is chosen.
  const offered = (files.data ?? []).filter((a) => offerable(a.kind, network));
  const assetIds = picked.filter((id) => offered.some((a) => a.id === id));
  const setAssetIds = setPicked;
  // The files ticked, in the order ticked (a carousel posts them so).
  const chosen = assetIds.flatMap((id) => offered.filter((a) => a.id === id));
  const chosenKinds = chosen.map((a) => a.kind);
  const titleRequired = titleRequiredFor(network, chosenKinds);
  const count = captionLengthFor(network, composeCaption(caption, parseHashtags(hashtags)));
  const privacies = NETWORK_PRIVACY[network];
  const shownPrivacy = privacies.includes(privacy) ? privacy : 'public';
  // A cover for one chosen video whose length the library knows, on a network that takes one.
  const single = chosen.length === 1 ? chosen[0] : undefined;
  const coverable = COVER_NETWORKS.includes(network) && single?.kind === 'video' && (single.durationMs ?? 0) > 0 ? single : undefined;
  const max = captionMaxFor(network);
  const creator = useQuery({ ...tiktokCreatorInfoQuery(org, account?.id ?? ''), enabled: network === 'tiktok' });
  const photos = chosen.length > 0 && chosen.every((a) => a.kind === 'image');

  if (!account) return <p className="muted">{t('form.needAccount')}</p>;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (network === 'tiktok') {
      const video = chosen.length === 1 && chosen[0]!.kind === 'video' ? chosen[0]!.durationMs : null;
      const blocker = tiktokBlocker(creator.data, tiktokPrivacy, { photos, videoMs: video ?? null });
      if (blocker) {
        setErrors({ [blocker.field]: t(blocker.key, blocker.values ?? {}) });
        return;
      }
    }
    const input: CreatePostInput = {
      accountId: account.id,
      network,
      assetIds,
      caption,
      title,
      hashtags,
      privacy: network === 'tiktok' ? (tiktokPrivacy ?? 'private') : shownPrivacy,
      coverMs: coverable ? coverMs : null,
      // A photo post has no duet or stitch to allow.
      tiktok: network === 'tiktok' ? (photos ? { ...tiktok, allowDuet: false, allowStitch: false } : tiktok) : null,
      when,
      scheduledAt: when === 'scheduled' && at ? new Date(at).toISOString() : undefined,
    };
    const parsed = createPostSchema.safeParse(input);
    if (!parsed.success) {
      // TikTok's choices answer beside their own control (tiktok.commercial → "commercial").
      const field = (path: PropertyKey[]) => String(path[0] === 'tiktok' ? (path[1] ?? 'tiktok') : path[0]);
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [field(i.path), common(`errors.${i.message}`)])));
      return;
    }
    // The network's own limits, with what the library knows of the file; the server checks them again.
    const problem = chosen.length === assetIds.length ? limitProblem(network, chosen, title) : null;
    if (problem) {
      setErrors({ [problem === 'publish_limit_title_required' ? 'title' : 'assetIds']: common(`errors.${problem}`) });
      return;
    }
    setErrors({});
    create.mutate(input, {
      onSuccess: () => {
        toast.success(when === 'now' ? t('form.queued') : t('form.scheduledToast'));
        setAssetIds([]);
        setCaption('');
        setTitle('');
        setHashtags('');
        setCoverMs(null);
        setTiktokPrivacy(null);
        setTiktok(NO_TIKTOK_CHOICES);
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="publish-panel publish-form"
      aria-labelledby="publish-form-title"
      data-testid="publish-form"
    >
      <h2 id="publish-form-title">{t('form.title')}</h2>
      {accounts.length > 1 ? (
        <OptionsField
          label={t('form.account')}
          value={account.id}
          values={accounts.map((a) => a.id)}
          name={(id) => accounts.find((a) => a.id === id)?.displayName}
          onChange={setAccountId}
        />
      ) : null}
      <FilePicker
        files={files.data ? offered : undefined}
        loading={files.isPending}
        value={assetIds}
        onChange={setAssetIds}
        error={errors.assetIds}
        limits={t(`form.limits.${network}`)}
        max={Math.max(...PUBLISH_LIMITS[network].shapes.map((shape) => shape.maxFiles))}
      />
      <ZoneWarnings org={org} network={network} chosen={chosen} />
      <div className={`field${errors.caption || count > max ? ' field-invalid' : ''}`}>
        <label htmlFor="publish-caption">{t('form.caption')}</label>
        <textarea
          id="publish-caption"
          className="input textarea"
          rows={4}
          value={caption}
          aria-invalid={errors.caption || count > max ? true : undefined}
          aria-describedby="publish-caption-count"
          onChange={(e) => setCaption(e.target.value)}
        />
        <p
          id="publish-caption-count"
          className={count > max ? 'field-error' : 'field-hint'}
          aria-live="polite"
          data-testid="publish-caption-count"
        >
          {errors.caption ? `${errors.caption} ` : ''}
          {t('form.count', { count, max })}
        </p>
      </div>
      <Field
        label={titleRequired ? t(chosenKinds.includes('document') ? 'form.titleDocument' : 'form.titleRequired') : t('form.titleField')}
        value={title}
        maxLength={120}
        error={errors.title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <Field
        label={t('form.hashtags')}
        value={hashtags}
        hint={t('form.hashtagsHint')}
        error={errors.hashtags}
        placeholder="#receita #airfryer"
        onChange={(e) => setHashtags(e.target.value)}
      />
      {network === 'tiktok' ? (
        <TiktokOptionsPanel
          info={creator}
          photos={photos}
          privacy={tiktokPrivacy}
          onPrivacy={setTiktokPrivacy}
          value={tiktok}
          onChange={setTiktok}
          errors={errors}
        />
      ) : privacies.length > 1 ? (
        <OptionsField
          label={t('form.privacy')}
          value={shownPrivacy}
          values={privacies}
          name={(p) => t(`form.privacyNames.${p}`)}
          onChange={setPrivacy}
        />
      ) : (
        <p className="field-hint">{t('form.publicOnly')}</p>
      )}
      {coverable ? (
        <CoverPicker
          org={org}
          assetId={coverable.id}
          durationMs={coverable.durationMs!}
          value={coverMs}
          onChange={setCoverMs}
          error={errors.coverMs}
        />
      ) : null}
      <OptionsField label={t('form.when')} value={when} values={WHEN} name={(v) => t(`form.${v}`)} onChange={setWhen} />
      {when === 'scheduled' ? (
        <Field label={t('form.at')} type="datetime-local" value={at} error={errors.scheduledAt} onChange={(e) => setAt(e.target.value)} />
      ) : null}
      <div className="dialog-footer">
        <Button type="submit" icon={Send} loading={create.isPending}>
          {when === 'now' ? t('form.submitNow') : t('form.submitScheduled')}
        </Button>
      </div>
    </form>
  );
}
