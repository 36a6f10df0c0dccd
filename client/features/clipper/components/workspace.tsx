// A clipper project, end to end on one page: its analysis (started at once for
// a new project), the moments found, the clips made of them with their editor
// and preview, and the render queue. Every edit is a kernel command (undo and
// redo by keyboard and buttons) and is saved by the kernel's save store.
import { useCallback, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import type { Clip, ClipDocument, ClipMoment } from '@src/common/contracts/clip';
import type { Transcript } from '@src/common/contracts/transcript';
import { paths } from '@src/common/routes';
import { Button } from '@client/components/ui/button';
import { useKeyActions } from '@client/editor/use-key-actions';
import { historyActions, type HistoryContext } from '@client/editor/history-actions';
import { rebase, seal, type Command } from '@client/editor/history';
import { useLocale } from '@client/lib/use-locale';
import { mediaClient } from '@client/media/client';
import { saveTranscript, speechStatusQuery, transcriptQuery } from '../../../services/library/transcripts';
import { kitSnapshotQuery } from '../../../services/brand-kits';
import { rendersQuery, useClipCredits, type ClipProjectView } from '../api';
import { ProjectEditorTop, useProjectEditor } from '@client/projects/project-editor';
import { useClipSource } from '../hooks/use-clip-source';
import { TranscriptKeeper } from '../transcript-keeper';
import { useClipperT } from '../messages';
import { clipsFromMoments } from '../model/commands';
import { clipComposition } from '../model/composition';
import { clipToVideo } from '../model/to-video';
import { useCreateProject } from '@client/projects/api';
import { useNavigate } from 'react-router';
import { AnalysisPanel } from './analysis-panel';
import { ClipsSection } from './clips-section';
import { MomentsPanel, rangeLabel } from './moments-panel';
import { SourceBanner } from './source-banner';
import { useClipAnalysis } from './use-clip-analysis';
import { useClipRenders } from './use-clip-renders';

// Undo and redo by keyboard, the kernel's (labels are this page's message keys).
const ACTIONS = historyActions<ClipDocument, HistoryContext<ClipDocument>>({ undo: 'undo', redo: 'redo' });

export function ClipWorkspace({ org, project }: { org: string; project: ClipProjectView }) {
  const { t } = useClipperT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  const editor = useProjectEditor(org, project);
  const { history, setHistory, doc, perform } = editor;
  // A transcript made while the video was still uploading is stored once the asset exists, whichever finishes first.
  const [keeper] = useState(
    () =>
      new TranscriptKeeper((assetId, made) =>
        saveTranscript(org, assetId, made).then(() => client.setQueryData(transcriptQuery(org, assetId).queryKey, made)),
      ),
  );
  const [heardHere, setHeardHere] = useState<Transcript | null>(null);
  const onAsset = useCallback(
    (assetId: string) => {
      setHistory((h) => rebase(h, (d) => (d.source.assetId ? d : { ...d, source: { ...d.source, assetId } })));
      keeper.asset(assetId);
    },
    [keeper, setHistory],
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
  const onHeard = useCallback(
    (tr: Transcript, stored: boolean) => {
      keeper.heard(tr, stored);
      setHeardHere(tr);
    },
    [keeper],
  );
  const learn = useCallback((c: Command<ClipDocument>) => setHistory((h) => rebase(h, c.apply)), [setHistory]);
  const analysis = useClipAnalysis({
    org,
    doc,
    media,
    speech,
    transcript,
    info: info.data,
    client,
    learn,
    onHeard,
  });
  const { language, progress } = analysis;
  const [selected, setSelected] = useState<string | null>(doc.clips[0]?.id ?? null);
  const [preview, setPreview] = useState<ClipMoment | null>(null);

  useKeyActions(ACTIONS, { history, setHistory });
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
  const { jobs, render } = useClipRenders({
    org,
    project,
    doc,
    source,
    words,
    kit: kit.data ?? null,
    logo: logo.data ?? null,
    perform,
    onSaved: () => void renders.refetch(),
  });

  return (
    <div className="page workspace clipper-workspace">
      <ProjectEditorTop editor={editor} t={t} detail={doc.source.name} />

      {/* Finding moments on one side, shaping the clips on the other: side by side on a desktop, each scrolling. */}
      <div className="clipper-columns">
        <div className="clipper-column" data-testid="clipper-find">
          <SourceBanner org={org} uploadId={doc.source.uploadId} name={doc.source.name} source={media} />

          <AnalysisPanel
            language={language}
            onLanguage={analysis.setLanguage}
            plan={analysis.plan}
            canRead={Boolean(media.ref)}
            serverAllowed={media.assetId ? analysis.allowServer : null}
            onServerAllowed={analysis.setAllowServer}
            progress={progress}
            live={progress ? analysis.live : []}
            analysed={doc.analysis.state === 'complete'}
            onStart={() => void analysis.run()}
            onStop={analysis.stop}
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
        </div>
        <div className="clipper-column" data-testid="clipper-shape">
          <ClipsSection
            doc={doc}
            clip={clip}
            renderedIds={renderedIds}
            paidIds={paidIds}
            renders={renders.data ?? []}
            canRender={Boolean(source)}
            onSelect={setSelected}
            render={render}
            panel={{
              org,
              projectId: project.id,
              transcript: transcript.data ?? null,
              src: media.playUrl,
              composition,
              jobOf: (clipId) => jobs.find((j) => j.clipId === clipId),
              price: credits.price,
              hasKit: Boolean(kit.data),
              kit: kit.data ?? null,
              perform,
              onDragEnd: () => setHistory(seal),
              openInEditor: media.assetId && info.data?.video ? openInEditor : null,
            }}
          />
        </div>
      </div>
    </div>
  );
}
