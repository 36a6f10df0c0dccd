// A script on one page: the brief (topic, audience, format, target, speaking
// rate), the parts with their live timing, the estimate against the target,
// named versions, and the outputs (text, PDF, teleprompter, a video project).
// The document changes only by commands through the kernel's history (undo,
// redo, autosave); the keyboard runs the same actions as the buttons.
import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { scriptTiming, usesWord, type ScriptDocument } from '@src/common/contracts/script';
import { type Action } from '@client/editor/actions';
import { useKeyActions } from '@client/editor/use-key-actions';
import { historyActions, type HistoryContext } from '@client/editor/history-actions';
import { seal } from '@client/editor/history';
import { kitSnapshot } from '@client/services/brand-kits';
import type { ScriptProjectView } from '../api';
import { useCreateProject } from '@client/projects/api';
import { useScriptsT } from '../messages';
import { clock } from '../model/outputs';
import { ProjectEditorTop, useProjectEditor } from '@client/projects/project-editor';
import { BriefPanel } from './brief-panel';
import { ExportsPanel } from './exports-panel';
import { ScriptParts } from './script-parts';
import { Teleprompter } from './teleprompter';
import { VersionsPanel } from './versions-panel';

type Ctx = HistoryContext<ScriptDocument>;
const ACTIONS: Action<Ctx>[] = [...historyActions<ScriptDocument, Ctx>({ undo: 'undo', redo: 'redo' })];

export function ScriptEditor({ org, project }: { org: string; project: ScriptProjectView }) {
  const { t } = useScriptsT();
  const editor = useProjectEditor(org, project);
  const { history, setHistory, doc, perform } = editor;
  const sealStep = useCallback(() => setHistory(seal), [setHistory]);
  const timing = useMemo(() => scriptTiming(doc), [doc]);
  const [prompter, setPrompter] = useState(false);
  const toVideo = useCreateProject(org, 'video');
  const kit = useQuery({
    queryKey: ['orgs', org, 'brand-kit-snapshot', doc.brandKitId ?? 'default'],
    queryFn: () => kitSnapshot(org, doc.brandKitId ?? undefined),
    staleTime: 60_000,
    enabled: Boolean(org),
  });

  // The brand's voice, checked as the user writes: the same whole-word match the AI draft is held to.
  const avoided = useMemo(() => {
    const all = [doc.hook, ...doc.beats, doc.cta].flatMap((p) => [p.spoken, p.onScreen, p.broll]).join('\n');
    return (kit.data?.voice.wordsToAvoid ?? []).filter((w) => usesWord(all, w));
  }, [doc, kit.data]);

  useKeyActions<Ctx>(ACTIONS, { history, setHistory });

  const labels = {
    hook: t('editor.hook'),
    beat: (n: number) => t('editor.beat', { n }),
    cta: t('editor.cta'),
    onScreen: t('editor.onScreen'),
    broll: t('editor.broll'),
    summary: t('exports.summary', { estimate: clock(timing.total), target: clock(doc.targetSeconds), wpm: doc.wordsPerMinute }),
  };

  return (
    <div className="page workspace scr-editor" data-testid="script-editor">
      <ProjectEditorTop editor={editor} t={t} detail={<>{t(`formats.${doc.format}`)}</>} />

      <div className="side-columns scr-main">
        <ScriptParts doc={doc} timing={timing} avoided={avoided} perform={perform} sealStep={sealStep} />

        <aside className="scr-side">
          <BriefPanel doc={doc} perform={perform} sealStep={sealStep} />
          <ExportsPanel
            name={project.name}
            doc={doc}
            labels={labels}
            total={timing.total}
            kit={kit.data}
            toVideo={toVideo}
            onTeleprompter={() => setPrompter(true)}
          />
          <VersionsPanel doc={doc} perform={perform} />
        </aside>
      </div>
      {prompter ? (
        <Teleprompter
          parts={[doc.hook, ...doc.beats, doc.cta].map((p) => p.spoken).filter((s) => s.trim())}
          totalSeconds={timing.total}
          onClose={() => setPrompter(false)}
        />
      ) : null}
    </div>
  );
}
