// The cues of the shown track, one editable row each: its time, who speaks,
// its text (lines as typed), and split at the cursor, merge with the next,
// delete. Typing is one undo step per cue; the keyboard runs the same commands
// (the editor's action table).
import { useEffect, useRef, useState } from 'react';
import { Combine, Scissors, Trash2 } from 'lucide-react';
import type { SubtitleCue } from '@src/common/contracts/subtitles';
import { formatMs } from '../model/time';
import { useSubtitlesT } from '../messages';

interface Props {
  cues: readonly SubtitleCue[];
  selected: string | null;
  onSelect: (id: string, cursor: number) => void;
  onText: (id: string, text: string) => void;
  onSpeaker: (id: string, speaker: string) => void;
  onSplit: (id: string, at: number) => void;
  onMerge: (id: string) => void;
  onDelete: (id: string) => void;
  onSeek: (ms: number) => void;
}

export function CueList(p: Props) {
  const { t } = useSubtitlesT();
  const list = useRef<HTMLOListElement>(null);
  // The selected cue kept in view (a click on the waveform, or playing past it).
  useEffect(() => {
    const el = list.current?.querySelector<HTMLElement>(`[data-cue="${p.selected}"]`);
    if (el && !el.contains(document.activeElement)) el.scrollIntoView({ block: 'nearest' });
  }, [p.selected]);

  if (p.cues.length === 0) return <p className="muted small">{t('cues.empty')}</p>;
  return (
    <ol className="st-cues" ref={list} data-testid="st-cues">
      {p.cues.map((cue, i) => (
        <CueRow key={cue.id} n={i + 1} cue={cue} last={i === p.cues.length - 1} {...p} />
      ))}
    </ol>
  );
}

function CueRow({
  n,
  cue,
  last,
  selected,
  onSelect,
  onText,
  onSpeaker,
  onSplit,
  onMerge,
  onDelete,
  onSeek,
}: Props & { n: number; cue: SubtitleCue; last: boolean }) {
  const { t } = useSubtitlesT();
  const area = useRef<HTMLTextAreaElement>(null);
  // A blank text is kept here while typing; the document never holds an empty cue.
  const [draft, setDraft] = useState(cue.text);
  useEffect(() => setDraft(cue.text), [cue.text]);
  const cursor = () => area.current?.selectionStart ?? 0;
  return (
    <li className={`st-cue${selected === cue.id ? ' is-selected' : ''}`} data-cue={cue.id} data-testid="st-cue">
      <div className="st-cue-head">
        <button type="button" className="st-cue-time" onClick={() => onSeek(cue.startMs)} title={t('cues.item', { n })}>
          <span className="st-cue-n">{n}</span> {t('cues.time', { start: formatMs(cue.startMs), end: formatMs(cue.endMs) })}
        </button>
        <input
          className="input st-speaker"
          value={cue.speaker ?? ''}
          maxLength={40}
          placeholder={t('cues.speaker')}
          aria-label={`${t('cues.speaker')} · ${t('cues.item', { n })}`}
          title={t('cues.speakerHint')}
          onChange={(e) => onSpeaker(cue.id, e.target.value)}
        />
      </div>
      <textarea
        ref={area}
        className="input st-cue-text"
        value={draft}
        rows={Math.max(1, draft.split('\n').length)}
        aria-label={t('cues.text', { n })}
        onFocus={() => onSelect(cue.id, cursor())}
        onSelect={() => onSelect(cue.id, cursor())}
        onChange={(e) => {
          setDraft(e.target.value);
          onText(cue.id, e.target.value);
        }}
        onBlur={() => setDraft(cue.text)}
      />
      <div className="st-cue-actions">
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => onSplit(cue.id, cursor())}>
          <Scissors size={14} aria-hidden="true" /> <span>{t('cues.split')}</span>
        </button>
        <button type="button" className="btn btn-ghost btn-sm" disabled={last} onClick={() => onMerge(cue.id)}>
          <Combine size={14} aria-hidden="true" /> <span>{t('cues.merge')}</span>
        </button>
        <button type="button" className="btn btn-ghost btn-sm" aria-label={`${t('cues.remove')} ${n}`} onClick={() => onDelete(cue.id)}>
          <Trash2 size={14} aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
