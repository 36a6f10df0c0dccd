// The words said around a clip, as buttons: a click sets the clip's start or
// end there, cuts the word out, or edits its caption text (shift for the end,
// alt to cut, whatever the mode).
import { useState } from 'react';
import { Scissors } from 'lucide-react';
import type { Clip, ClipDocument } from '@src/common/contracts/clip';
import type { Transcript, TranscriptWord } from '@src/common/contracts/transcript';
import { Button } from '@client/components/ui/button';
import type { Command } from '@client/editor/history';
import { cutFillers, editCaptionWord, setInAtWord, setOutAtWord, toggleWordCut, wordIsCut } from '../model/commands';
import { useClipperT } from '../messages';
import { Options } from '@client/components/ui/options';

type WordMode = 'start' | 'end' | 'cut' | 'text';

export function ClipWords({
  clip,
  transcript,
  words,
  perform,
}: {
  clip: Clip;
  transcript: Transcript | null;
  words: TranscriptWord[];
  perform: (c: Command<ClipDocument>) => void;
}) {
  const { t } = useClipperT();
  const [mode, setMode] = useState<WordMode>('start');
  const [editing, setEditing] = useState<{ word: TranscriptWord; text: string } | null>(null);
  const captionOf = (w: TranscriptWord) => clip.captions.edits.find((e) => e.startMs === w.startMs)?.text ?? w.text;
  const onWord = (w: TranscriptWord, e: React.MouseEvent) => {
    const m: WordMode = e.altKey ? 'cut' : e.shiftKey ? 'end' : mode;
    if (m === 'start') perform(setInAtWord(clip.id, w));
    else if (m === 'end') perform(setOutAtWord(clip.id, w));
    else if (m === 'cut') perform(toggleWordCut(clip.id, w));
    else setEditing({ word: w, text: captionOf(w) });
  };
  return (
    <div className="clip-words-box">
      <div className="clip-words-head">
        <strong className="small">{t('clips.words')}</strong>
        <label className="small">
          {t('clips.wordMode')}{' '}
          <select className="input input-auto" value={mode} onChange={(e) => setMode(e.target.value as WordMode)}>
            <Options values={['start', 'end', 'cut', 'text'] as const} label={(m) => t(`clips.wordModes.${m}`)} />
          </select>
        </label>
        <Button variant="ghost" size="sm" icon={Scissors} onClick={() => perform(cutFillers(clip.id, transcript))}>
          {t('clips.fillers')}
        </Button>
      </div>
      <p className="muted small">{t('clips.wordsHelp')}</p>
      <p className="clip-words" data-testid="clip-words">
        {words.map((w) => {
          const inside = w.startMs >= clip.startMs && w.endMs <= clip.endMs;
          const cut = inside && wordIsCut(clip, w);
          return (
            <button
              key={w.startMs}
              type="button"
              className={`word${inside ? '' : ' word-outside'}${cut ? ' word-cut' : ''}`}
              aria-pressed={cut || undefined}
              data-start={w.startMs}
              onClick={(e) => onWord(w, e)}
            >
              {captionOf(w)}
            </button>
          );
        })}
      </p>
      {editing ? (
        <form
          className="clip-word-edit"
          onSubmit={(e) => {
            e.preventDefault();
            perform(editCaptionWord(clip.id, editing.word, editing.text));
            setEditing(null);
          }}
        >
          <label className="small">
            {t('clips.captionText', { word: editing.word.text })}{' '}
            <input
              className="input input-auto"
              autoFocus
              maxLength={100}
              value={editing.text}
              onChange={(e) => setEditing({ ...editing, text: e.target.value })}
              onKeyDown={(e) => e.key === 'Escape' && setEditing(null)}
            />
          </label>
          <Button size="sm" type="submit">
            {t('clips.apply')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
