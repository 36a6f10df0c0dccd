// The teleprompter: the words to say, large, on a dark full-screen page that
// scrolls at the speaking rate (the whole text passes in the script's estimated
// time at speed 1), with play and pause, speed, a mirror for a beam-splitter
// glass, and keys for all of it. The reading line stays a third from the top.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { FlipHorizontal2, Maximize, Pause, Play, RotateCcw, X } from 'lucide-react';
import { Button, buttonClass } from '@client/components/ui/button';
import { useScriptsT } from '../messages';
import { clock, teleprompterOffset } from '../model/outputs';

const SPEEDS = { min: 0.5, max: 2, step: 0.1 } as const;

export function Teleprompter({ parts, totalSeconds, onClose }: { parts: string[]; totalSeconds: number; onClose: () => void }) {
  const { t } = useScriptsT();
  const scroller = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  const [mirror, setMirror] = useState(false);
  // Reading time elapsed at speed 1: a speed change keeps the place in the text.
  const [elapsed, setElapsed] = useState(0);
  const closeButton = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  // The page fills the window; the screen's full-screen mode is the user's choice (a browser asks for a gesture).
  const fullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void root.current?.requestFullscreen?.().catch(() => undefined);
  };
  const close = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    onClose();
  };

  useEffect(() => {
    closeButton.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => void (document.body.style.overflow = previous);
  }, []);

  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const dt = (now - last) / 1000;
      last = now;
      setElapsed((e) => {
        const next = Math.min(totalSeconds, e + dt * speed);
        if (next >= totalSeconds) setPlaying(false);
        return next;
      });
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, speed, totalSeconds]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    el.scrollTop = teleprompterOffset(elapsed, totalSeconds, el.scrollHeight - el.clientHeight, 1);
  }, [elapsed, totalSeconds]);

  const faster = (d: number) => setSpeed((s) => Math.round(Math.min(SPEEDS.max, Math.max(SPEEDS.min, s + d)) * 10) / 10);
  const restart = () => (setElapsed(0), setPlaying(false));

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const map: Record<string, () => void> = {
        ' ': () => setPlaying((p) => !p),
        ArrowUp: () => faster(SPEEDS.step),
        ArrowDown: () => faster(-SPEEDS.step),
        m: () => setMirror((m) => !m),
        M: () => setMirror((m) => !m),
        f: fullScreen,
        F: fullScreen,
        Home: restart,
        Escape: close,
      };
      const run = map[e.key];
      if (!run || e.ctrlKey || e.metaKey || e.altKey) return;
      // Space on a focused button would also click it: the key's meaning is the prompter's.
      e.preventDefault();
      e.stopPropagation();
      run();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `close` and `fullScreen` only read refs and onClose
  }, [onClose]);

  return createPortal(
    <div ref={root} className="scr-prompter" role="dialog" aria-modal="true" aria-label={t('prompter.title')} data-testid="teleprompter">
      <div className="scr-prompter-bar">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setPlaying((p) => !p)}
          icon={playing ? <Pause size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" />}
        >
          {playing ? t('prompter.pause') : t('prompter.play')}
        </Button>
        <Button size="sm" variant="ghost" onClick={restart} icon={RotateCcw} iconSize={16}>
          {t('prompter.restart')}
        </Button>
        <label className="scr-prompter-speed small">
          {t('prompter.speed')}
          <input
            type="range"
            min={SPEEDS.min}
            max={SPEEDS.max}
            step={SPEEDS.step}
            value={speed}
            onChange={(e) => setSpeed(Number(e.target.value))}
          />
          <output data-testid="prompter-speed">{speed.toFixed(1)}×</output>
        </label>
        <Button
          size="sm"
          variant="ghost"
          aria-pressed={mirror}
          onClick={() => setMirror((m) => !m)}
          icon={<FlipHorizontal2 size={16} aria-hidden="true" />}
        >
          {t('prompter.mirror')}
        </Button>
        <Button size="sm" variant="ghost" onClick={fullScreen} icon={Maximize} iconSize={16}>
          {t('prompter.fullScreen')}
        </Button>
        <span className="small scr-prompter-time" data-testid="prompter-time">
          {t('prompter.time', { elapsed: clock(elapsed), total: clock(totalSeconds) })}
        </span>
        <span className="small scr-prompter-keys">{t('prompter.keys')}</span>
        <button ref={closeButton} type="button" className={buttonClass('ghost', 'sm')} onClick={close}>
          <X size={16} aria-hidden="true" />
          {t('prompter.close')}
        </button>
      </div>
      <div className="scr-prompter-guide" aria-hidden="true" />
      <div ref={scroller} className="scr-prompter-text" data-testid="prompter-scroll">
        <div className={mirror ? 'scr-prompter-mirror' : undefined} data-testid="prompter-content">
          {parts.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      </div>
    </div>,
    document.body,
  );
}
