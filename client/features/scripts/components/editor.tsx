// A script on one page: the brief (topic, audience, format, target, speaking
// rate), the parts with their live timing, the estimate against the target,
// named versions, and the outputs (text, PDF, teleprompter, a video project).
// The document changes only by commands through the kernel's history (undo,
// redo, autosave); the keyboard runs the same actions as the buttons.
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Clapperboard, FileDown, FileText, MonitorPlay, Plus, RotateCcw, Save, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import {
  DEFAULT_WPM,
  SCRIPT_BEATS_MAX,
  SCRIPT_FORMATS,
  SCRIPT_SECONDS,
  SCRIPT_VERSIONS_MAX,
  SCRIPT_WPM,
  scriptTiming,
  targetFit,
  usesWord,
  type ScriptDocument,
  type ScriptFormat,
} from '@src/common/contracts/script';
import { paths } from '@src/common/routes';
import { EditorHeader } from '@client/components/projects/editor-header';
import { Breadcrumb } from '@client/components/ui/breadcrumb';
import { Button } from '@client/components/ui/button';
import { runKey, type Action } from '@client/editor/actions';
import { historyActions, type HistoryContext } from '@client/editor/history-actions';
import { canRedo, canUndo, perform as performOn, redo, seal, startHistory, undo, type Command } from '@client/editor/history';
import { useLocale } from '@client/lib/use-locale';
import { kitSnapshot } from '../../brand-kits/api';
import type { ScriptProjectView } from '../api';
import { useCreateProject } from '@client/projects/api';
import { useScriptsT } from '../messages';
import {
  addBeat,
  deleteVersion,
  moveBeat,
  removeBeat,
  restoreVersion,
  saveVersion,
  setMeta,
  setPartField,
  type PartField,
  type PartRef,
} from '../model/commands';
import { clock, printedParts, scriptText, scriptVideoDocument } from '../model/outputs';
import { fileName } from '../model/file-name';
import { download } from '@client/lib/download';
import { readProjectBackup, useProjectAutosave } from '@client/projects/autosave';
import { randomId } from './new-script-dialog';
import { PartEditor } from './part-editor';
import { Teleprompter } from './teleprompter';

type Ctx = HistoryContext<ScriptDocument>;
const ACTIONS: Action<Ctx>[] = [...historyActions<ScriptDocument, Ctx>({ undo: 'undo', redo: 'redo' })];

export function ScriptEditor({ org, project }: { org: string; project: ScriptProjectView }) {
  const { t, i18n } = useScriptsT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const ids = { format: useId(), target: useId(), rate: useId(), version: useId() };
  const [history, setHistory] = useState(() => startHistory(readProjectBackup(project)?.document ?? project.document));
  const doc = history.present;
  const perform = useCallback((c: Command<ScriptDocument>) => setHistory((h) => performOn(h, c)), []);
  const sealStep = useCallback(() => setHistory(seal), []);
  const save = useProjectAutosave(org, project, doc, project.name);
  const timing = useMemo(() => scriptTiming(doc), [doc]);
  const fit = targetFit(timing.total, doc.targetSeconds);
  const [prompter, setPrompter] = useState(false);
  const [versionName, setVersionName] = useState('');
  const [pdfBusy, setPdfBusy] = useState(false);
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

  const ctx: Ctx = { history, setHistory };
  const latest = useRef(ctx);
  useLayoutEffect(() => {
    latest.current = ctx;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => void runKey(ACTIONS, e, latest.current);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const change = (ref: PartRef) => (field: PartField, value: string) => perform(setPartField(ref, field, value));
  const labels = {
    hook: t('editor.hook'),
    beat: (n: number) => t('editor.beat', { n }),
    cta: t('editor.cta'),
    onScreen: t('editor.onScreen'),
    broll: t('editor.broll'),
    summary: t('exports.summary', { estimate: clock(timing.total), target: clock(doc.targetSeconds), wpm: doc.wordsPerMinute }),
  };
  // A new beat's id, then its spoken field focused, so the keyboard carries on writing.
  const focusBeat = (id: string) =>
    requestAnimationFrame(() => document.querySelector<HTMLTextAreaElement>(`[data-beat="${id}"] textarea`)?.focus());
  const add = (index = -1) => {
    const id = randomId();
    perform(addBeat(id, index));
    focusBeat(id);
  };

  const onSaveVersion = (e: FormEvent) => {
    e.preventDefault();
    const name = versionName.trim() || t('versions.defaultName', { n: doc.versions.length + 1 });
    perform(saveVersion(randomId(), name, new Date().toISOString()));
    setVersionName('');
    toast.success(t('versions.saved', { name }));
  };

  const exportPdf = async () => {
    setPdfBusy(true);
    try {
      const { scriptPdf } = await import('../model/pdf');
      const bytes = await scriptPdf(project.name, labels.summary, printedParts(doc, labels), labels);
      download(bytes as Uint8Array<ArrayBuffer>, fileName(project.name, 'pdf'), 'application/pdf');
    } catch {
      // The font files could not be fetched (offline, say): nothing was downloaded, and the user is told.
      toast.error(t('exports.pdfFailed'));
    } finally {
      setPdfBusy(false);
    }
  };

  const sendToVideo = async () => {
    if (![doc.hook, ...doc.beats, doc.cta].some((p) => p.onScreen.trim())) return void toast.error(t('exports.toVideoEmpty'));
    const video = scriptVideoDocument(doc, {
      fontFamily: kit.data?.fonts.heading.cssFamily ?? 'Inter',
      color: '#ffffff',
    });
    const created = await toVideo.mutateAsync({ name: project.name, document: { ...video, brandKitId: doc.brandKitId } });
    toast.success(t('exports.toVideoDone'));
    navigate(paths.videoEditorEdit(locale, created.id));
  };

  return (
    <div className="page scr-editor" data-testid="script-editor">
      <Breadcrumb
        label={tm('nav.breadcrumb')}
        items={[
          { label: tm('nav.dashboard'), to: paths.dashboard(locale) },
          { label: tm('tools.scripts.title'), to: paths.scripts(locale) },
          { label: project.name },
        ]}
      />
      <EditorHeader
        title={project.name}
        detail={<>{t(`formats.${doc.format}`)}</>}
        saveText={t(`saveStates.${save.state}`)}
        failed={save.state === 'failed'}
        retryLabel={t('retry')}
        onRetry={() => void save.retry()}
        undo={{ label: t('undo'), enabled: canUndo(history), run: () => setHistory(undo) }}
        redo={{ label: t('redo'), enabled: canRedo(history), run: () => setHistory(redo) }}
      />

      <div className="scr-main">
        <div className="scr-body">
          <div className={`scr-estimate scr-fit-${fit}`} role="status" data-testid="scr-estimate">
            <strong>{t('editor.total', { estimate: clock(timing.total), target: clock(doc.targetSeconds) })}</strong>
            <span className="badge">{t(`editor.fit.${fit}`)}</span>
            <span className="muted small">{t('editor.words', { count: timing.words, wpm: doc.wordsPerMinute })}</span>
            {avoided.length ? (
              <span className="scr-avoided" data-testid="scr-avoided">
                {t('editor.avoided', { words: avoided.join(', ') })}
              </span>
            ) : null}
            <span className="scr-bar" aria-hidden="true">
              <span style={{ width: `${Math.min(100, (timing.total / Math.max(1, doc.targetSeconds)) * 100)}%` }} />
            </span>
          </div>
          <PartEditor
            kind="hook"
            title={t('editor.hook')}
            part={doc.hook}
            start={timing.starts[0]!}
            seconds={timing.parts[0]!}
            onChange={change('hook')}
            onBlur={sealStep}
          />
          {doc.beats.length === 0 ? <p className="muted small scr-no-beats">{t('editor.noBeats')}</p> : null}
          {doc.beats.map((b, i) => (
            <div key={b.id} data-beat={b.id}>
              <PartEditor
                kind="beat"
                n={i + 1}
                title={t('editor.beat', { n: i + 1 })}
                part={b}
                start={timing.starts[i + 1]!}
                seconds={timing.parts[i + 1]!}
                isFirst={i === 0}
                isLast={i === doc.beats.length - 1}
                onChange={change({ beat: b.id })}
                onBlur={sealStep}
                onMove={(d) => perform(moveBeat(b.id, d))}
                onAddAfter={() => add(i)}
                onRemove={() => {
                  perform(removeBeat(b.id));
                  const next = doc.beats[i + 1] ?? doc.beats[i - 1];
                  if (next) focusBeat(next.id);
                }}
              />
            </div>
          ))}
          <div className="scr-add">
            <Button
              variant="secondary"
              size="sm"
              icon={<Plus size={16} aria-hidden="true" />}
              disabled={doc.beats.length >= SCRIPT_BEATS_MAX}
              onClick={() => add()}
            >
              {t('editor.addBeat')}
            </Button>
            <span className="muted small">{t('editor.shortcuts')}</span>
          </div>
          <PartEditor
            kind="cta"
            title={t('editor.cta')}
            part={doc.cta}
            start={timing.starts.at(-1)!}
            seconds={timing.parts.at(-1)!}
            onChange={change('cta')}
            onBlur={sealStep}
          />
        </div>

        <aside className="scr-side">
          <section className="scr-panel" aria-labelledby="scr-brief-title">
            <h2 className="scr-panel-title" id="scr-brief-title">
              {t('editor.brief')}
            </h2>
            <div className="field">
              <label htmlFor={`${ids.format}-topic`}>{t('editor.topic')}</label>
              <input
                id={`${ids.format}-topic`}
                className="input"
                maxLength={200}
                value={doc.topic}
                onChange={(e) => perform(setMeta('topic', e.target.value))}
                onBlur={sealStep}
              />
            </div>
            <div className="field">
              <label htmlFor={`${ids.format}-aud`}>{t('editor.audience')}</label>
              <input
                id={`${ids.format}-aud`}
                className="input"
                maxLength={200}
                value={doc.audience}
                onChange={(e) => perform(setMeta('audience', e.target.value))}
                onBlur={sealStep}
              />
            </div>
            <div className="field">
              <label htmlFor={ids.format}>{t('editor.format')}</label>
              <select
                id={ids.format}
                className="input"
                value={doc.format}
                onChange={(e) => perform(setMeta('format', e.target.value as ScriptFormat))}
              >
                {SCRIPT_FORMATS.map((f) => (
                  <option key={f} value={f}>
                    {t(`formats.${f}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="two-cols">
              <NumberField
                id={ids.target}
                label={t('editor.target')}
                value={doc.targetSeconds}
                min={SCRIPT_SECONDS.min}
                max={SCRIPT_SECONDS.max}
                onCommit={(v) => perform(setMeta('targetSeconds', v))}
              />
              <NumberField
                id={ids.rate}
                label={t('editor.rate')}
                value={doc.wordsPerMinute}
                min={SCRIPT_WPM.min}
                max={SCRIPT_WPM.max}
                onCommit={(v) => perform(setMeta('wordsPerMinute', v))}
              />
            </div>
            <p className="muted small">
              {t('editor.rateHint', { language: tm(`languages.${doc.language}`), wpm: DEFAULT_WPM[doc.language] })}
            </p>
          </section>

          <section className="scr-panel" aria-labelledby="scr-export-title">
            <h2 className="scr-panel-title" id="scr-export-title">
              {t('exports.title')}
            </h2>
            <div className="scr-exports">
              <Button
                variant="secondary"
                size="sm"
                icon={<FileText size={16} aria-hidden="true" />}
                onClick={() => download(scriptText(project.name, doc, labels), fileName(project.name, 'txt'), 'text/plain;charset=utf-8')}
              >
                {t('exports.text')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                loading={pdfBusy}
                icon={<FileDown size={16} aria-hidden="true" />}
                onClick={() => void exportPdf()}
              >
                {pdfBusy ? t('exports.pdfWorking') : t('exports.pdf')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                icon={<MonitorPlay size={16} aria-hidden="true" />}
                disabled={timing.total === 0}
                onClick={() => setPrompter(true)}
              >
                {t('exports.teleprompter')}
              </Button>
              <Button
                size="sm"
                loading={toVideo.isPending}
                icon={<Clapperboard size={16} aria-hidden="true" />}
                onClick={() => void sendToVideo().catch(() => undefined)}
              >
                {toVideo.isPending ? t('exports.toVideoWorking') : t('exports.toVideo')}
              </Button>
            </div>
          </section>

          <section className="scr-panel" aria-labelledby="scr-versions-title" data-testid="scr-versions">
            <h2 className="scr-panel-title" id="scr-versions-title">
              {t('versions.title')}
            </h2>
            <form className="scr-version-form" onSubmit={onSaveVersion}>
              <div className="field">
                <label htmlFor={ids.version}>{t('versions.name')}</label>
                <input
                  id={ids.version}
                  className="input"
                  maxLength={80}
                  placeholder={t('versions.placeholder')}
                  value={versionName}
                  onChange={(e) => setVersionName(e.target.value)}
                />
              </div>
              <Button type="submit" size="sm" variant="secondary" icon={<Save size={16} aria-hidden="true" />}>
                {t('versions.save')}
              </Button>
            </form>
            {doc.versions.length === 0 ? (
              <p className="muted small">{t('versions.empty')}</p>
            ) : (
              <ol className="scr-versions" reversed>
                {[...doc.versions].reverse().map((v) => (
                  <li key={v.id} className="scr-version">
                    <div>
                      <strong>{v.name}</strong>
                      <span className="muted small">
                        {t('versions.when', {
                          date: savedWhen(v.savedAt, i18n.language),
                          estimate: clock(scriptTiming(v.content).total),
                        })}
                      </span>
                    </div>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('versions.restoreLabel', { name: v.name })}
                      icon={<RotateCcw size={16} aria-hidden="true" />}
                      onClick={() => {
                        perform(restoreVersion(v.id));
                        toast.success(t('versions.restored', { name: v.name }));
                      }}
                    >
                      {t('versions.restore')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('versions.remove', { name: v.name })}
                      title={t('versions.remove', { name: v.name })}
                      icon={<Trash2 size={16} aria-hidden="true" />}
                      onClick={() => perform(deleteVersion(v.id))}
                    />
                  </li>
                ))}
              </ol>
            )}
            {doc.versions.length >= SCRIPT_VERSIONS_MAX ? (
              <p className="muted small">{t('versions.limit', { count: SCRIPT_VERSIONS_MAX })}</p>
            ) : null}
          </section>
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

/** A number typed freely and committed when valid (on change within range, or clamped on leaving the field). */
function NumberField(p: { id: string; label: string; value: number; min: number; max: number; onCommit: (v: number) => void }) {
  const [text, setText] = useState(String(p.value));
  useEffect(() => setText(String(p.value)), [p.value]);
  const commit = (raw: string, clamp: boolean) => {
    const n = Math.round(Number(raw));
    if (!Number.isFinite(n) || raw.trim() === '') return clamp && setText(String(p.value));
    if (n >= p.min && n <= p.max) p.onCommit(n);
    else if (clamp) {
      const v = Math.min(p.max, Math.max(p.min, n));
      setText(String(v));
      p.onCommit(v);
    }
  };
  return (
    <div className="field">
      <label htmlFor={p.id}>{p.label}</label>
      <input
        id={p.id}
        className="input"
        type="number"
        inputMode="numeric"
        min={p.min}
        max={p.max}
        value={text}
        onChange={(e) => (setText(e.target.value), commit(e.target.value, false))}
        onBlur={(e) => commit(e.target.value, true)}
      />
    </div>
  );
}

/** Versions are often saved minutes apart: the day and the time. */
const savedWhen = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
