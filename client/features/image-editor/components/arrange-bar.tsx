// Align, distribute and group for the selection. Align is to the picture or to
// the selection's own box (a single layer or group always to the picture);
// distribute needs three units. Text blocks are measured with the canvas's own
// font engine, so a text aligns by the block the preview draws.
import { useMemo, useState } from 'react';
import {
  AlignCenterHorizontal,
  AlignCenterVertical,
  AlignEndHorizontal,
  AlignEndVertical,
  AlignHorizontalDistributeCenter,
  AlignStartHorizontal,
  AlignStartVertical,
  AlignVerticalDistributeCenter,
  Group,
  Ungroup,
  type LucideIcon,
} from 'lucide-react';
import { imageOutputSize, type ImageDocument } from '@src/common/contracts/image';
import type { Command } from '@client/editor/history';
import { useImageT } from '../messages';
import { alignLayers, distributeLayers, groupLayers, ungroupLayers, withGroups, type AlignEdge, type AlignTarget } from '../model/layers';
import { measureIn } from '../canvas/draw';
import { IconButton } from './icon-button';

const EDGES: [AlignEdge, LucideIcon][] = [
  ['left', AlignStartVertical],
  ['center', AlignCenterVertical],
  ['right', AlignEndVertical],
  ['top', AlignStartHorizontal],
  ['middle', AlignCenterHorizontal],
  ['bottom', AlignEndHorizontal],
];

interface Props {
  doc: ImageDocument;
  /** Runs a command as an undo step of its own. */
  perform: (c: Command<ImageDocument>) => void;
  selected: readonly string[];
}

export function ArrangeBar({ doc, perform, selected }: Props) {
  const { t } = useImageT();
  const [target, setTarget] = useState<AlignTarget>('canvas');
  const measure = useMemo(() => {
    const ctx = document.createElement('canvas').getContext('2d');
    return ctx ? measureIn(ctx) : () => 0;
  }, []);
  const out = imageOutputSize(doc);
  const ids = withGroups(doc.layers, selected);
  const grouped = doc.layers.some((l) => ids.includes(l.id) && l.group);
  return (
    <div className="img-text-fields" role="group" aria-label={t('layers.arrange')}>
      <div className="img-chips" role="group" aria-label={t('layers.alignTo')}>
        <span className="muted small">{t('layers.alignTo')}</span>
        {(['canvas', 'selection'] as const).map((x) => (
          <button key={x} type="button" className="img-chip" aria-pressed={target === x} onClick={() => setTarget(x)}>
            {t(`layers.targets.${x}`)}
          </button>
        ))}
      </div>
      <div className="img-row">
        {EDGES.map(([edge, icon]) => (
          <IconButton
            key={edge}
            label={t(`layers.edges.${edge}`)}
            icon={icon}
            onClick={() => perform(alignLayers(selected, edge, target, out, measure))}
          />
        ))}
        <IconButton
          label={t('layers.distribute.horizontal')}
          icon={AlignHorizontalDistributeCenter}
          disabled={ids.length < 3}
          onClick={() => perform(distributeLayers(selected, 'horizontal', out, measure))}
        />
        <IconButton
          label={t('layers.distribute.vertical')}
          icon={AlignVerticalDistributeCenter}
          disabled={ids.length < 3}
          onClick={() => perform(distributeLayers(selected, 'vertical', out, measure))}
        />
        <IconButton label={t('layers.group')} icon={Group} disabled={ids.length < 2} onClick={() => perform(groupLayers(selected))} />
        <IconButton label={t('layers.ungroup')} icon={Ungroup} disabled={!grouped} onClick={() => perform(ungroupLayers(selected))} />
      </div>
    </div>
  );
}
