// A clipper project, end to end on one page: its analysis (started at once for
// a new project), the moments found, the clips made of them with their editor
// and preview, and the render queue. Every edit is a kernel command (undo and
// redo by keyboard and buttons) and is saved by the kernel's save store.
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import type { Clip, ClipDocument, ClipMoment } from '@src/common/contracts/clip';
import type { Transcript, TranscriptLanguage } from '@src/common/contracts/transcript';
import { paths } from '@src/common/routes';
import { EditorHeader } from '@client/components/projects/editor-header';
import { Breadcrumb } from '@client/components/ui/breadcrumb';
import { Button } from '@client/components/ui/button';
import { runKey } from '@client/editor/actions';
import { historyActions, type HistoryContext } from '@client/editor/history-actions';
import { canRedo, canUndo, perform as performOn, rebase, redo, seal, startHistory, undo, type Command } from '@client/editor/history';
import { isCancellation, showError } from '@client/lib/errors';
import { useLocale } from '@client/lib/use-locale';
import { mediaClient } from '@client/media/client';
import { saveTranscript, speechStatusQuery, transcriptQuery } from '../../library/api/transcripts';
import { creditsKey, orgsQueryKey } from '../../orgs/api/orgs';
import { kitSnapshotQuery } from '../../brand-kits/api';
import { rendersQuery, useClipCredits, type ClipProjectView } from '../api';
import { analyze, type AnalysisProgress } from '../analyze';
import { readProjectBackup, useProjectAutosave } from '@client/projects/autosave';
import { useClipSource } from '../hooks/use-clip-source';
import { useClipperT } from '../messages';
import { analysed, analysisFailed, clipsFromMoments, updateClip } from '../model/commands';
import { clipComposition } from '../model/composition';
import { RenderQueue } from '../render-queue';
import { clipToVideo } from '../model/to-video';
import { useCreateProject } from '@client/projects/api';
import { useNavigate } from 'react-router';
import { AnalysisPanel } from './analysis-panel';
import { ClipPanel } from './clip-panel';
import { MomentsPanel, rangeLabel } from './moments-panel';
import { SourceBanner } from './source-banner';

// Undo and redo by keyboard, the kernel's (labels are this page's message keys).
const ACTIONS = historyActions<ClipDocument, HistoryContext<ClipDocument>>({ undo: 'undo', redo: 'redo' });

export function ClipWorkspace({ org, project }: { org: string; project: ClipProjectView }) {
  const { t, i18n } = useClipperT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  const [history, setHistory] = useState(() => startHistory(readProjectBackup(project)?.document ?? project.document));
  const doc = history.present;
  const perform = useCallback((c: Command<ClipDocument>) => setHistory((h) => performOn(h, c)), []);
  const save = useProjectAutosave(org, project, doc, project.name);
  // A transcript made while the video was still uploading, kept until the asset exists to store it with.
  const unsaved = useRef<Transcript | null>(null);
  const [heardHere, setHeardHere] = useState<Transcript | null>(null);
  const onAsset = useCallback(
    (assetId: string) => {
      setHistory((h) => rebase(h, (d) => (d.source.assetId ? d : { ...d, source: { ...d.source, assetId } })));
      const made = unsaved.current;
      unsaved.current = null;
      if (made)
        void saveTranscript(org, assetId, made)
          .then(() => client.setQueryData(transcriptQuery(org, assetId).queryKey, made))
          .catch(() => {});
    },
    [org, client],
  );
  const media = useClipSource(org, doc.source, onAsset);
  const speech = useQuery(speechStatusQuery());
  const stored = useQuery({ ...transcriptQuery(org, media.assetId ?? ''), enabled: Boolean(media.assetId) });
  const transcript = { data: stored.data ?? heardHere, ready: !media.assetId || stored.isFetched };
  const kit = useQuery(kitSnapshotQuery(org));
  const credits = useClipCredits(org);
  const renders = useQuery(rendersQuery(org, project.id));
  const info = useQuery({
    queryKey: ['media-info', doc.source.assetId ?? doc.source.uploadId],
    queryFn: () => mediaClient().run('inspect', { source: media.ref! }),
    enabled: Boolean(media.ref),
    staleTime: Infinity,
  });
  const logoUrl = kit.data?.logos.light?.url ?? kit.data?.logos.icon?.url ?? null;
  const logo = useQuery({
    queryKey: ['blob', logoUrl],
    queryFn: async () => (await fetch(logoUrl!, { credentials: 'include' })).blob(),
    enabled: Boolean(logoUrl),
    staleTime: Infinity,
  });
  const [language, setLanguage] = useState<TranscriptLanguage>(doc.language ?? (i18n.language.startsWith('pt') ? 'pt' : 'en'));
  const [progress, setProgress] = useState<AnalysisProgress | null>(null);
  const [allowServer, setAllowServer] = useState(false);
  const [live, setLive] = useState<string[]>([]);
  const [selected, setSelected] = useState<string | null>(doc.clips[0]?.id ?? null);
  const [preview, setPreview] = useState<ClipMoment | null>(null);
  const abort = useRef<AbortController | null>(null);
  const started = useRef(false);
  const [queue] = useState(() => new RenderQueue());
  const jobs = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  useEffect(() => () => queue.dispose(), [queue]);
  useEffect(() => () => abort.current?.abort(), []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => void runKey(ACTIONS, e, { history, setHistory });
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [history]);

  const runAnalysis = useCallback(async () => {
    if (!media.ref) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ stage: 'reading', fraction: 0, leftMs: null });
    setLive([]);
    try {
      const result = await analyze({
        org,
        assetId: media.assetId,
        source: media.ref,
        durationMs: doc.source.durationMs,
        language,
        speech: speech.data,
        stored: transcript.data && transcript.data.language === language ? transcript.data : null,
        info: info.data,
        kitId: doc.brandKitId,
        allowServer,
        signal: controller.signal,
        onProgress: setProgress,
        onTranscript: (tr) => {
          if (media.assetId) client.setQueryData(transcriptQuery(org, media.assetId).queryKey, tr);
          else unsaved.current = tr;
          setHeardHere(tr);
        },
        onWords: (heard) => setLive((l) => [...l, heard.map((w) => w.text).join(' ')]),
      });
      perform(
        analysed({
          moments: result.moments,
          language: result.transcript?.language ?? null,
          withTranscript: Boolean(result.transcript),
          rankedBy: result.rankedBy,
          durationMs: result.info.durationMs,
        }),
      );
    } catch (error) {
      if (isCancellation(error)) toast(t('analysis.stopped'));
      else {
        perform(analysisFailed);
        showError(error, tm);
      }
    } finally {
      setProgress(null);
    }
  }, [
    org,
    doc.source,
    doc.brandKitId,
    media.ref,
    media.assetId,
    language,
    speech.data,
    transcript.data,
    info.data,
    allowServer,
    client,
    perform,
    t,
    tm,
  ]);

  // A new project is analysed as soon as the page knows what can hear it.
  useEffect(() => {
    if (started.current || doc.analysis.state !== 'pending' || !media.ref || !speech.isFetched || !transcript.ready) return;
    started.current = true;
    void runAnalysis();
  }, [doc.analysis.state, media.ref, speech.isFetched, transcript.ready, runAnalysis]);

  const clip = doc.clips.find((c) => c.id === selected) ?? doc.clips[0] ?? null;
  const words = useMemo(() => transcript.data?.segments.flatMap((s) => s.words) ?? [], [transcript.data]);
  const source = info.data?.video && media.ref ? { ref: media.ref, width: info.data.video.width, height: info.data.video.height } : null;
  const composition = useMemo(
    () => (clip && source ? clipComposition(clip, { source, words, kit: kit.data ?? null, logo: logo.data ?? null }) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `source` is rebuilt each render from the query's data
    [clip, source?.width, source?.height, media.ref, words, kit.data, logo.data],
  );
  const createVideo = useCreateProject(org, 'video');
  const navigate = useNavigate();
  const openInEditor = (c: Clip) => {
    if (!media.assetId || !info.data?.video) return;
    const { width, height } = info.data.video;
    const document = clipToVideo(c, { assetId: media.assetId, durationMs: doc.source.durationMs, width, height }, words, kit.data ?? null);
    createVideo.mutate(
      { name: `${project.name} - ${c.name}`.slice(0, 100), document },
      { onSuccess: (p) => navigate(paths.videoEditorEdit(locale, p.id)) },
    );
  };
  const renderedIds = new Set((renders.data ?? []).filter((r) => r.status === 'done').map((r) => r.clipId));
  const paidIds = new Set((renders.data ?? []).filter((r) => r.paid).map((r) => r.clipId));

  const render = (clipId: string) => {
    const c = doc.clips.find((x) => x.id === clipId);
    if (!c || !source) return;
    queue.add({
      org,
      projectId: project.id,
      clipId,
      fileName: `${project.name} - ${c.name}.mp4`.replace(/[\\/:*?"<>|]/g, ' '),
      build: async () => clipComposition(c, { source, words, kit: kit.data ?? null, logo: logo.data ?? null }),
      onStarted: (charged) => {
        // Paid at the start: the header's balance and the button's price change now, not at the end.
        if (charged) {
          void client.invalidateQueries({ queryKey: creditsKey(org) });
          void client.invalidateQueries({ queryKey: orgsQueryKey, exact: true });
        }
        void renders.refetch();
      },
      onDone: (id, assetId) => {
        perform(updateClip(id, { render: { state: 'done', assetId } }));
        toast.success(t('clips.saved', { name: `${project.name} - ${c.name}.mp4` }));
        // The header's balance comes with the organizations list.
        void client.invalidateQueries({ queryKey: creditsKey(org) });
        void client.invalidateQueries({ queryKey: orgsQueryKey, exact: true });
        void renders.refetch();
      },
      onError: (error) => {
        showError(error, tm);
        void client.invalidateQueries({ queryKey: creditsKey(org) });
        void renders.refetch();
      },
    });
  };

  return (
    <div className="page clipper-workspace">
      <Breadcrumb
        label={tm('nav.breadcrumb')}
        items={[
          { label: tm('nav.dashboard'), to: paths.dashboard(locale) },
          { label: tm('tools.clipper.title'), to: paths.clipper(locale) },
          { label: project.name },
        ]}
      />
      <EditorHeader
        title={project.name}
        detail={doc.source.name}
        saveText={t(`saveStates.${save.state}`)}
        failed={save.state === 'failed'}
        retryLabel={t('retry')}
        onRetry={() => void save.retry()}
        undo={{ label: t('undo'), enabled: canUndo(history), run: () => setHistory(undo) }}
        redo={{ label: t('redo'), enabled: canRedo(history), run: () => setHistory(redo) }}
      />

      <SourceBanner org={org} uploadId={doc.source.uploadId} name={doc.source.name} source={media} />

      <AnalysisPanel
        language={language}
        onLanguage={setLanguage}
        speech={speech.data}
        hasTranscript={Boolean(transcript.data && transcript.data.language === language)}
        canRead={Boolean(media.ref)}
        serverAllowed={media.assetId ? allowServer : null}
        onServerAllowed={setAllowServer}
        durationMs={doc.source.durationMs}
        progress={progress}
        live={progress ? live : []}
        analysed={doc.analysis.state === 'complete'}
        onStart={() => void runAnalysis()}
        onStop={() => abort.current?.abort()}
      />

      {preview && media.playUrl ? (
        <figure className="moment-preview" aria-label={rangeLabel(preview)}>
          <video
            key={preview.id}
            src={`${media.playUrl}#t=${preview.startMs / 1000},${preview.endMs / 1000}`}
            controls
            autoPlay
            data-testid="moment-preview"
          />
          <Button variant="ghost" size="sm" onClick={() => setPreview(null)}>
            {tm('common.close')}
          </Button>
        </figure>
      ) : null}

      {doc.analysis.state === 'complete' ? (
        <MomentsPanel
          doc={doc}
          balance={credits.balance}
          price={credits.price}
          onPreview={setPreview}
          onCreate={(ids) => {
            const before = new Set(doc.clips.map((c) => c.id));
            const command = clipsFromMoments(ids, (n) => t('clips.clip', { n }));
            const first = command.apply(doc).clips.find((c) => !before.has(c.id));
            perform(command);
            if (first) setSelected(first.id);
            toast.success(t('moments.created'));
          }}
        />
      ) : null}

      <section className="clipper-panel" aria-labelledby="clips-title" data-testid="clipper-clips">
        <div className="clipper-panel-head">
          <h2 className="clipper-panel-title" id="clips-title">
            {t('clips.title')}
          </h2>
          {doc.clips.length > 1 ? (
            <Button variant="secondary" size="sm" disabled={!source} onClick={() => doc.clips.forEach((c) => render(c.id))}>
              {t('clips.renderAll')}
            </Button>
          ) : null}
        </div>
        {doc.clips.length === 0 ? (
          <p className="muted">{t('clips.empty')}</p>
        ) : (
          <>
            <div className="clip-tabs" role="tablist">
              {doc.clips.map((c) => (
                <button
                  key={c.id}
                  type="button"
                  role="tab"
                  aria-selected={c.id === clip?.id}
                  className="clip-tab"
                  onClick={() => setSelected(c.id)}
                  data-testid="clip-tab"
                >
                  {c.name}
                  {renderedIds.has(c.id) ? ' ✓' : ''}
                </button>
              ))}
            </div>
            {clip ? (
              <ClipPanel
                key={clip.id}
                org={org}
                doc={doc}
                clip={clip}
                transcript={transcript.data ?? null}
                src={media.playUrl}
                composition={composition}
                job={jobs.find((j) => j.clipId === clip.id)}
                paid={paidIds.has(clip.id)}
                price={credits.price}
                hasKit={Boolean(kit.data)}
                perform={perform}
                onDragEnd={() => setHistory(seal)}
                onRender={() => render(clip.id)}
                onOpenInEditor={media.assetId && info.data?.video ? () => openInEditor(clip) : null}
              />
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
