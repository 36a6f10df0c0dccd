// The generated variants, one tab per platform, each card with its live count.
import { useRef, type KeyboardEvent } from 'react';
import { Pencil } from 'lucide-react';
import type { PostCaptions } from '@src/common/contracts/caption';
import { measure, type Platform } from '@src/common/contracts/caption-platforms';
import { Button } from '@client/components/ui/button';
import { draftOf, type Draft } from '../model';
import { useCaptionsT } from '../messages';
import { Counter } from './counter';

interface Props {
  captions: PostCaptions;
  tab: Platform;
  onTab: (p: Platform) => void;
  /** Which variant is in the editor (platform and index), if one is. */
  editing: { platform: Platform; index: number } | null;
  onEdit: (d: Draft, index: number) => void;
}

export function VariantList({ captions, tab, onTab, editing, onEdit }: Props) {
  const { t } = useCaptionsT();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const platforms = captions.platforms.map((p) => p.platform);
  const current = captions.platforms.find((p) => p.platform === tab) ?? captions.platforms[0]!;
  // Arrow keys move between tabs (the WAI-ARIA tabs pattern).
  const onKey = (e: KeyboardEvent, i: number) => {
    const next = e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : null;
    if (next === null) return;
    e.preventDefault();
    const j = (next + platforms.length) % platforms.length;
    onTab(platforms[j]!);
    tabs.current[j]?.focus();
  };
  return (
    <div className="cap-variants">
      <div className="cap-tabs" role="tablist" aria-label={t('results.title')}>
        {platforms.map((p, i) => (
          <button
            key={p}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`cap-tab-${p}`}
            aria-controls="cap-tabpanel"
            aria-selected={p === current.platform}
            tabIndex={p === current.platform ? 0 : -1}
            className="cap-tab"
            onClick={() => onTab(p)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {t(`platforms.names.${p}`)}
          </button>
        ))}
      </div>
      <div id="cap-tabpanel" role="tabpanel" aria-labelledby={`cap-tab-${current.platform}`} className="cap-variant-grid">
        {current.variants.map((v, i) => {
          const d = draftOf(current.platform, v);
          const active = editing?.platform === current.platform && editing.index === i;
          return (
            <article key={i} className="card cap-variant" data-testid="cap-variant" data-active={active || undefined}>
              <header className="cap-variant-head">
                <h3 id={`cap-variant-${current.platform}-${i}`}>{t('results.variant', { n: i + 1 })}</h3>
                <Counter platform={current.platform} m={measure(current.platform, d.text, d.title)} />
              </header>
              {d.title ? <p className="cap-variant-title">{d.title}</p> : null}
              <p className="cap-post" data-testid="cap-variant-text">
                {d.text}
              </p>
              <Button
                variant={active ? 'secondary' : 'primary'}
                size="sm"
                icon={Pencil}
                onClick={() => onEdit(d, i)}
                aria-pressed={active}
                aria-describedby={`cap-variant-${current.platform}-${i}`}
              >
                {active ? t('results.editing') : t('results.edit')}
              </Button>
            </article>
          );
        })}
      </div>
    </div>
  );
}
