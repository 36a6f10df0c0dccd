// The caption generator: a source (brief, carousel, clip or transcript), the
// platforms, language and kit; three variants per platform from the AI layer
// (1 credit a generation, "offline mode" said when it is); one picked and
// edited with its live count and the brand's words checked; copied; saved to
// the history below, which opens an entry again or deletes it.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Sparkles } from 'lucide-react';
import { toast } from 'sonner';
import { CAPTION_SOURCE_MAX, postCaptionsRequestSchema, type CaptionSource, type PostCaptionsResult } from '@src/common/contracts/caption';
import type { Platform } from '@src/common/contracts/caption-platforms';
import type { Locale } from '@src/common/locales';
import { PageHeader } from '@client/components/ui/page-header';
import { Button } from '@client/components/ui/button';
import { kitsQuery } from '@client/services/brand-kits';
import { aiStatusQuery } from '@client/services/ai-status';
import { useGenerateCaptions, useTextCredits, type CaptionItem } from '@client/features/captions/api';
import { CaptionEditor } from '@client/features/captions/components/caption-editor';
import { GenerateOptions } from '@client/features/captions/components/generate-options';
import { CaptionHistory } from '@client/features/captions/components/history';
import { PlatformPicker } from '@client/features/captions/components/platform-picker';
import { SourcePicker } from '@client/features/captions/components/source-picker';
import { CaptionResults } from '@client/features/captions/components/results';
import { useCaptionsT } from '@client/features/captions/messages';
import { captionDocument, checkDraft, defaultName, type Draft } from '@client/features/captions/model';
import { NO_SOURCE, useSourceText, type SourceChoice } from '@client/features/captions/use-source';
import { videosQuery } from '@client/features/captions/api';
import { useActiveOrg } from '@client/services/orgs';
import { useActionKey } from '@client/lib/action-key';
import { editingOf, type Editing } from '@client/features/captions/editing';
import { copyText } from '@client/features/captions/copy-text';
import { ApiRequestError } from '@client/lib/api';
import { useLocale } from '@client/lib/use-locale';
import { readProject, useCreateProject, useUpdateProject } from '@client/projects/api';

export function Component() {
  const { t } = useCaptionsT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const { org } = useActiveOrg();
  // A brief handed in (the trend tracker's "Make content from this"), read once; the address drops it.
  const [search, setSearch] = useSearchParams();
  const [choice, setChoice] = useState<SourceChoice>(() => ({
    ...NO_SOURCE,
    brief: (search.get('brief') ?? '').slice(0, CAPTION_SOURCE_MAX),
  }));
  useEffect(() => {
    if (search.has('brief')) setSearch((s) => (s.delete('brief'), s), { replace: true });
  }, [search, setSearch]);
  const [platforms, setPlatforms] = useState<Platform[]>(['instagram']);
  const [language, setLanguage] = useState<Locale>(locale);
  const [kitId, setKitId] = useState('');
  const [errors, setErrors] = useState<{ source?: string; platforms?: string }>({});
  const [result, setResult] = useState<(PostCaptionsResult & { source: CaptionSource; language: Locale }) | null>(null);
  const [tab, setTab] = useState<Platform>('instagram');
  const [editing, setEditing] = useState<Editing | null>(null);
  const editorRef = useRef<HTMLTextAreaElement>(null);
  const focusEditor = useRef(false);

  const kits = useQuery({ ...kitsQuery(org), enabled: Boolean(org) });
  const status = useQuery(aiStatusQuery());
  const videos = useQuery({ ...videosQuery(org), enabled: Boolean(org) && choice.kind === 'transcript' });
  const videoName = videos.data?.find((v) => v.id === choice.videoId)?.name ?? '';
  const source = useSourceText(org, choice, { video: videoName });
  const credits = useTextCredits(org);
  const generate = useGenerateCaptions(org);
  const save = useCreateProject(org, 'caption');
  const update = useUpdateProject(org, 'caption');
  const actionKey = useActionKey();

  // The default kit is chosen once the kits arrive; the server would take it for "none" anyway.
  useEffect(() => {
    const def = kits.data?.find((k) => k.isDefault) ?? kits.data?.[0];
    if (def) setKitId((k) => k || def.id);
  }, [kits.data]);
  const kit = kits.data?.find((k) => k.id === kitId) ?? null;
  const check = useMemo(() => (editing ? checkDraft(editing.draft, kit?.voice ?? null) : null), [editing, kit]);

  useEffect(() => {
    if (editing && focusEditor.current) {
      focusEditor.current = false;
      editorRef.current?.focus();
      editorRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }
  }, [editing]);

  const onGenerate = async (e: FormEvent) => {
    e.preventDefault();
    const req = {
      source: source.source ?? { kind: choice.kind, label: '', text: choice.kind === 'brief' ? choice.brief : '' },
      platforms,
      language,
      kitId: kitId || null,
    };
    const parsed = postCaptionsRequestSchema.safeParse(req);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'source') next.source ??= issue.message;
        if (issue.path[0] === 'platforms') next.platforms ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const r = await generate.mutateAsync({ req, idempotencyKey: actionKey.for([org, req]) }).catch(() => null);
    if (!r) return;
    actionKey.done();
    setResult({ ...r, source: parsed.data.source, language });
    // A caption being edited stays, but no longer stands for a card of the new variants.
    setEditing((ed) => (ed ? { ...ed, variant: null } : ed));
    setTab(r.captions.platforms[0]!.platform);
  };

  const editVariant = (draft: Draft, index: number) => {
    if (!result) return;
    focusEditor.current = true;
    setEditing({
      draft,
      name: defaultName(draft, result.source, t(`platforms.names.${draft.platform}`)),
      source: result.source,
      language: result.language,
      generationId: result.generationId,
      variant: { platform: draft.platform, index },
      entry: null,
    });
  };

  const openEntry = async (item: CaptionItem) => {
    const view = await readProject(org, 'caption', item.id).catch(() => null);
    if (!view) return;
    focusEditor.current = true;
    setEditing(editingOf(view));
    toast.success(t('history.opened'));
  };

  const onSave = async () => {
    if (!editing || !check?.canSave) return;
    const document = captionDocument(editing.draft, editing.source, editing.language, editing.generationId);
    const name = editing.name.trim().slice(0, 100);
    const view = editing.entry
      ? await update.mutateAsync({ id: editing.entry.id, name, document, baseVersion: editing.entry.version }).catch((error: unknown) => {
          // Someone else changed (or deleted) that entry meanwhile: what was typed stays, and the next save makes a new entry.
          if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404))
            setEditing((e) => (e ? { ...e, entry: null } : e));
          return null;
        })
      : await save.mutateAsync({ name, document }).catch(() => null);
    if (!view) return;
    setEditing((e) => (e ? { ...e, entry: { id: view.id, version: view.version } } : e));
    toast.success(t('editor.saved'));
  };

  // The post text and YouTube's title go to separate fields on the network, so each is copied on its own;
  // without clipboard permission the text is selected, so Ctrl+C finishes the job.
  const copy = async (what: 'text' | 'title') =>
    editing &&
    copyText(
      what === 'text' ? editing.draft.text : editing.draft.title,
      t(what === 'text' ? 'editor.copied' : 'editor.titleCopied'),
      t('editor.copyFailed'),
      () => {
        if (what === 'text') editorRef.current?.select();
      },
    );

  return (
    <div className="page workspace captions-page">
      <PageHeader className="cap-header" title={tm('tools.captions.title')} subtitle={t('subtitle')} />
      <div className="tool-split">
        <div className="cap-side">
          <form className="card stack-card" onSubmit={(e) => void onGenerate(e)} noValidate aria-label={t('generate')}>
            <SourcePicker org={org} choice={choice} onChange={setChoice} state={source} error={errors.source} />
            <PlatformPicker
              value={platforms}
              onChange={(p) => {
                setPlatforms(p);
                setErrors((e) => ({ ...e, platforms: undefined }));
              }}
              error={errors.platforms}
            />
            <GenerateOptions
              language={language}
              setLanguage={setLanguage}
              kitId={kitId}
              setKitId={setKitId}
              kits={kits.data}
              credits={credits}
              offline={status.data?.offline === true}
            />
            <Button type="submit" className="btn-block" loading={generate.isPending} icon={Sparkles} disabled={!org}>
              {generate.isPending ? t('generating') : t('generate')}
            </Button>
          </form>
          {editing && check ? (
            <CaptionEditor
              ref={editorRef}
              draft={editing.draft}
              check={check}
              onDraft={(draft) => setEditing((e) => (e ? { ...e, draft } : e))}
              name={editing.name}
              onName={(name) => setEditing((e) => (e ? { ...e, name } : e))}
              sourceLabel={editing.source.label || t(`source.kinds.${editing.source.kind}`)}
              saved={editing.entry !== null}
              saving={save.isPending || update.isPending}
              onSave={() => void onSave()}
              onCopy={() => void copy('text')}
              onCopyTitle={() => void copy('title')}
            />
          ) : null}
        </div>
        <CaptionResults
          pending={generate.isPending}
          result={result}
          tab={tab}
          onTab={setTab}
          editing={editing?.variant ?? null}
          onEdit={editVariant}
        />
      </div>
      <CaptionHistory
        org={org}
        openId={editing?.entry?.id ?? null}
        onOpen={(item) => void openEntry(item)}
        onDeleted={(id) => setEditing((e) => (e?.entry?.id === id ? null : e))}
      />
    </div>
  );
}
