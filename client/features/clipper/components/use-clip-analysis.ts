// The clipper's analysis controller: the language and server choice, the
// progress and the words heard so far, a stop button, and the first run started
// by itself for a new project once the page knows what can hear it, unless
// there is a choice to make first: no browser model hears the language and the
// server would, for credits (decision 037).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ClipDocument } from '@src/common/contracts/clip';
import type { MediaInfo } from '@client/media/protocol';
import { speechPlan, type SpeechStatus, type Transcript, type TranscriptLanguage } from '@src/common/contracts/transcript';
import type { Command } from '@client/editor/history';
import { isCancellation, showError } from '@client/lib/errors';
import { formatDuration } from '@client/lib/format';
import { serverMinutes } from '@client/services/library/transcribe';
import { transcriptQuery } from '@client/services/library/transcripts';
import { analyze, type AnalysisProgress } from '../analyze';
import type { useClipSource } from '../hooks/use-clip-source';
import { useClipperT } from '../messages';
import { analysed, analysisFailed } from '../model/commands';

interface Inputs {
  org: string;
  doc: ClipDocument;
  media: ReturnType<typeof useClipSource>;
  speech: { data: SpeechStatus | undefined; isFetched: boolean };
  transcript: { data: Transcript | null; ready: boolean };
  info: MediaInfo | undefined;
  client: QueryClient;
  /**
   * Writes what the analysis found. A finding, not an edit: it is written into
   * every undo state (the kernel's rebase), so a new project's Undo stays off
   * until the user changes something, and Undo never takes the moments away.
   */
  learn: (c: Command<ClipDocument>) => void;
  /** A transcript was heard; not `stored` when the upload had not become an asset when the analysis began: the caller stores it. */
  onHeard: (tr: Transcript, stored: boolean) => void;
}

export function useClipAnalysis({ org, doc, media, speech, transcript, info, client, learn, onHeard }: Inputs) {
  const { t, i18n } = useClipperT();
  const { t: tm } = useTranslation();
  const [language, setLanguage] = useState<TranscriptLanguage>(doc.language ?? (i18n.language.startsWith('pt') ? 'pt' : 'en'));
  const [progress, setProgress] = useState<AnalysisProgress | null>(null);
  const [allowServer, setAllowServer] = useState(false);
  const [live, setLive] = useState<string[]>([]);
  const abort = useRef<AbortController | null>(null);
  const started = useRef(false);
  useEffect(() => () => abort.current?.abort(), []);
  const stored = transcript.data && transcript.data.language === language ? transcript.data : null;
  const durationMs = doc.source.durationMs;
  const plan = useMemo(
    () => speechPlan(speech.data, language, { stored: Boolean(stored), billedMinutes: serverMinutes(durationMs) }),
    [speech.data, language, stored, durationMs],
  );

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
        info,
        kitId: doc.brandKitId,
        allowServer,
        signal: controller.signal,
        onProgress: setProgress,
        onTranscript: (tr, stored) => {
          if (stored && media.assetId) client.setQueryData(transcriptQuery(org, media.assetId).queryKey, tr);
          onHeard(tr, stored);
        },
        onWords: (heard) => setLive((l) => [...l, heard.map((w) => w.text).join(' ')]),
        signalTitle: (key, atMs) => t('signalTitles.at', { what: t(`signalTitles.${key}`), time: formatDuration(atMs) }),
      });
      learn(
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
        learn(analysisFailed);
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
    info,
    allowServer,
    onHeard,
    client,
    learn,
    t,
    tm,
  ]);

  // A new project is analysed as soon as the page knows what can hear it, unless the user must first
  // choose between the server's paid transcript and none (then the panel asks, and Start runs it).
  const waitsForChoice = plan.kind === 'server';
  useEffect(() => {
    if (started.current || doc.analysis.state !== 'pending' || !media.ref || !speech.isFetched || !transcript.ready) return;
    if (waitsForChoice) return;
    started.current = true;
    void runAnalysis();
  }, [doc.analysis.state, media.ref, speech.isFetched, transcript.ready, waitsForChoice, runAnalysis]);

  return {
    language,
    setLanguage,
    plan,
    progress,
    allowServer,
    setAllowServer,
    live,
    run: () => {
      started.current = true;
      return runAnalysis();
    },
    stop: () => abort.current?.abort(),
  };
}
