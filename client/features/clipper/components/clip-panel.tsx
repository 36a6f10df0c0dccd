// The selected clip: its range (typed, or set by clicking the words said),
// words cut out, aspect, captions in the brand's style, headline and logo, the
// live preview, and its render.
import { Trash2 } from 'lucide-react';
import { CLIP_ASPECTS, CLIP_LOGO_CORNERS, type Clip, type ClipDocument, type ClipRenderView } from '@src/common/contracts/clip';
import type { Transcript } from '@src/common/contracts/transcript';
import { Button } from '@client/components/ui/button';
import type { Command } from '@client/editor/history';
import { formatDuration } from '@client/lib/format';
import type { Composition } from '@client/media/render/composition';
import { clipWords, reframeAt, removeClip, trimClip, updateClip, wordIsCut } from '../model/commands';
import { captionsOffReason } from '../model/captions';
import { clipDurationMs } from '../model/composition';
import type { RenderJob } from '../render-queue';
import { useClipperT } from '../messages';
import { ClipPreview } from './clip-preview';
import { ClipWords } from './clip-words';
import { Framing } from './framing';
import { PostCaption } from './post-caption';
import { RenderBox } from './render-box';
import { KitCaptionLookFields } from '@client/components/captions/kit-look-fields';
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import { TrimBar } from './trim-bar';
import { Options, OptionsField } from '@client/components/ui/options';

interface Props {
  org: string;
  /** The project's comments pinned to a time show on the trim bar and the player. */
  projectId: string;
  doc: ClipDocument;
  clip: Clip;
  transcript: Transcript | null;
  /** What the preview plays; null while this tab cannot read the video. */
  src: string | null;
  composition: Composition | null;
  job: RenderJob | undefined;
  /** The server's record of the clip's render (a reopened project has no job in this tab). */
  server: ClipRenderView | undefined;
  /** The video can be read here, so a render can start. */
  canRender: boolean;
  /** Its credits were taken at its first render: rendering it again, after a failure too, is free. */
  paid: boolean;
  /** A clip's price, from the server. */
  price: number | null;
  hasKit: boolean;
  kit: BrandKitSnapshot | null;
  perform: (c: Command<ClipDocument>) => void;
  /** A drag ended: its many moves were one undo step. */
  onDragEnd: () => void;
  /** Renders the clip with this headline (the reviewed one on a first render). */
  onRender: (headline: string) => void;
  /** Opens the clip as a video editor project; null while the video is not in the library yet. */
  onOpenInEditor: (() => void) | null;
}

export function ClipPanel({
  org,
  projectId,
  doc,
  price,
  onDragEnd,
  clip,
  transcript,
  src,
  composition,
  job,
  server,
  canRender,
  paid,
  hasKit,
  kit,
  perform,
  onRender,
  onOpenInEditor,
}: Props) {
  const source = composition?.clips[0]?.source ?? null;
  const { t } = useClipperT();
  const words = clipWords(transcript, { startMs: Math.max(0, clip.startMs - 15_000), endMs: clip.endMs + 15_000 });
  const kept = clipWords(transcript, clip).filter((w) => !wordIsCut(clip, w));
  const captionsOff = captionsOffReason(transcript, kept);

  return (
    <section className="clip-panel" aria-label={clip.name} data-testid="clip-panel">
      <div className="clip-panel-preview">
        {composition && src ? (
          <ClipPreview
            src={src}
            clip={clip}
            composition={composition}
            comments={{ org, projectId }}
            onReframe={(atMs, centre) => perform(reframeAt(clip.id, atMs, centre, `reframe-${clip.id}`))}
            onReframeEnd={onDragEnd}
          />
        ) : null}
        <RenderBox
          org={org}
          clip={clip}
          job={job}
          server={server}
          paid={paid}
          price={price}
          canRender={canRender}
          onRender={onRender}
          onOpenInEditor={onOpenInEditor}
        />
      </div>
      <div className="clip-panel-fields">
        <div className="clip-range">
          <TrimSeconds clip={clip} edge="start" perform={perform} />
          <TrimSeconds clip={clip} edge="end" perform={perform} />
          <span className="muted small" data-testid="clip-duration">
            {t('clips.duration', { duration: formatDuration(clipDurationMs(clip)) })}
          </span>
        </div>
        <TrimBar
          clip={clip}
          durationMs={doc.source.durationMs}
          words={words}
          perform={perform}
          onDragEnd={onDragEnd}
          comments={{ org, projectId }}
        />
        {words.length ? <ClipWords clip={clip} transcript={transcript} words={words} perform={perform} /> : null}
        <OptionsField
          label={t('clips.aspect')}
          value={clip.aspect}
          values={CLIP_ASPECTS}
          onChange={(aspect) => perform(updateClip(clip.id, { aspect }))}
        />
        <Framing clip={clip} source={source} perform={perform} />
        <fieldset className="clip-captions">
          <legend>{t('clips.captions')}</legend>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={clip.captions.enabled && !captionsOff}
              disabled={Boolean(captionsOff)}
              aria-describedby={captionsOff ? `captions-off-${clip.id}` : undefined}
              onChange={(e) => perform(updateClip(clip.id, { captions: { ...clip.captions, enabled: e.target.checked } }))}
            />
            {t('clips.captionsOn')}
          </label>
          {captionsOff ? (
            <p className="muted small" id={`captions-off-${clip.id}`} data-testid="captions-off">
              {t(captionsOff === 'noTranscript' ? 'clips.captionsNoTranscript' : 'clips.captionsNoWords')}
            </p>
          ) : null}
          <label className="checkbox">
            <input
              type="checkbox"
              checked={clip.captions.allCaps}
              onChange={(e) => perform(updateClip(clip.id, { captions: { ...clip.captions, allCaps: e.target.checked } }))}
            />
            {t('clips.allCaps')}
          </label>
          <label className="field">
            <span className="field-label-text">{t('clips.position')}</span>
            <select
              className="input"
              value={clip.captions.position}
              onChange={(e) =>
                perform(updateClip(clip.id, { captions: { ...clip.captions, position: e.target.value as Clip['captions']['position'] } }))
              }
            >
              <Options values={['top', 'middle', 'bottom'] as const} label={(p) => t(`clips.positions.${p}`)} />
            </select>
          </label>
          {clip.captions.enabled && !captionsOff ? (
            <KitCaptionLookFields
              kit={kit}
              presetId={clip.captions.presetId ?? null}
              style={clip.captions.style}
              onChange={({ uppercase, ...change }) =>
                perform(
                  updateClip(clip.id, {
                    captions: { ...clip.captions, ...change, ...(uppercase === undefined ? {} : { allCaps: uppercase }) },
                  }),
                )
              }
            />
          ) : null}
          {!hasKit ? <p className="muted small">{t('clips.noKit')}</p> : null}
        </fieldset>
        <label className="field">
          <span className="field-label-text">{t('clips.headline')}</span>
          <input
            className="input"
            maxLength={200}
            value={clip.headline}
            onChange={(e) => perform(updateClip(clip.id, { headline: e.target.value }, `headline-${clip.id}`))}
          />
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={clip.logo} onChange={(e) => perform(updateClip(clip.id, { logo: e.target.checked }))} />
          {t('clips.logo')}
        </label>
        {clip.logo ? (
          <OptionsField
            label={t('clips.logoCorner')}
            value={clip.logoCorner}
            values={CLIP_LOGO_CORNERS}
            name={(c) => t(`clips.corners.${c}`)}
            onChange={(logoCorner) => perform(updateClip(clip.id, { logoCorner }))}
          />
        ) : null}
        <PostCaption org={org} clip={clip} words={kept} perform={perform} />
        <Button variant="ghost" size="sm" icon={Trash2} onClick={() => perform(removeClip(clip.id))}>
          {t('clips.remove')}
        </Button>
      </div>
    </section>
  );
}

/** The clip's start or its end, typed in seconds (to a tenth): a trim of that side alone. */
function TrimSeconds({ clip, edge, perform }: { clip: Clip; edge: 'start' | 'end'; perform: (c: Command<ClipDocument>) => void }) {
  const { t } = useClipperT();
  const trim = (ms: number) =>
    edge === 'start'
      ? trimClip(clip.id, ms, clip.endMs, `trim-start-${clip.id}`)
      : trimClip(clip.id, clip.startMs, ms, `trim-end-${clip.id}`);
  return (
    <label className="field">
      <span className="field-label-text">{t(`clips.${edge}`)}</span>
      <input
        className="input"
        type="number"
        step={0.1}
        min={0}
        value={Math.round((edge === 'start' ? clip.startMs : clip.endMs) / 100) / 10}
        onChange={(e) => perform(trim(Number(e.target.value) * 1000))}
      />
    </label>
  );
}
