// The selected screen's time on screen and how it comes in, and the story's
// total length; the same timing can be given to every screen at once.
import { useId } from 'react';
import { STORY_DURATION, STORY_TRANSITIONS, type StoryDocument, type StorySlide, type StoryTransition } from '@src/common/contracts/story';
import { formatDuration } from '@client/lib/format';
import { setDuration, setTransition, timeAll, type StoryCommand } from '../model/document';
import { totalMs } from '../model/timing';
import { useStoriesT } from '../messages';
import { Options } from '@client/components/ui/options';
import { Field, SelectField } from '@client/components/ui/field';

interface Props {
  doc: StoryDocument;
  slide: StorySlide;
  first: boolean;
  onCommand: (c: StoryCommand) => void;
  onAppliedAll: () => void;
}

export function TimingPanel({ doc, slide, first, onCommand, onAppliedAll }: Props) {
  const { t } = useStoriesT();
  const ids = { transition: useId(), title: useId() };
  return (
    <section className="story-timing" aria-labelledby={ids.title} data-testid="story-timing">
      <h2 className="story-panel-title" id={ids.title}>
        {t('timing.title')}
      </h2>
      <div className="inspector-grid">
        <Field
          label={t('timing.duration')}
          type="number"
          min={STORY_DURATION.min}
          max={STORY_DURATION.max}
          step={STORY_DURATION.step}
          value={slide.duration}
          onChange={(e) => e.target.value !== '' && onCommand(setDuration(slide.id, Number(e.target.value)))}
        />
        <SelectField
          id={ids.transition}
          label={t('timing.transition')}
          value={first ? 'cut' : slide.transition}
          disabled={first}
          aria-describedby={first ? `${ids.transition}-first` : undefined}
          onChange={(v) => onCommand(setTransition(slide.id, v as StoryTransition))}
        >
          <Options values={STORY_TRANSITIONS} label={(x) => t(`timing.transitions.${x}`)} />
        </SelectField>
      </div>
      {first ? (
        <p className="muted small" id={`${ids.transition}-first`}>
          {t('timing.firstScreen')}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn-ghost btn-sm btn-block"
        onClick={() => {
          onCommand(timeAll(slide.duration, first ? (doc.slides[1]?.transition ?? 'fade') : slide.transition));
          onAppliedAll();
        }}
      >
        {t('timing.applyAll')}
      </button>
      <p className="muted small" data-testid="story-total">
        {t('timing.total', { duration: formatDuration(totalMs(doc.slides)) })}
      </p>
    </section>
  );
}
