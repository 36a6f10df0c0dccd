// The generated variants, a skeleton while the AI layer writes, or the empty state.
import type { ComponentProps } from 'react';
import { Sparkles } from 'lucide-react';
import { useCaptionsT } from '../messages';
import { VariantList } from './variant-list';

type ListProps = ComponentProps<typeof VariantList>;

export function CaptionResults({
  pending,
  result,
  tab,
  onTab,
  editing,
  onEdit,
}: {
  pending: boolean;
  result: { captions: ListProps['captions'] } | null;
  tab: ListProps['tab'];
  onTab: ListProps['onTab'];
  editing: ListProps['editing'];
  onEdit: ListProps['onEdit'];
}) {
  const { t } = useCaptionsT();
  return (
    <section className="cap-results" aria-labelledby="cap-results-h" aria-busy={pending}>
      <h2 id="cap-results-h" className="cap-h2">
        {t('results.title')}
      </h2>
      {pending ? (
        <div className="cap-skeletons" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className="card cap-skeleton" />
          ))}
        </div>
      ) : result ? (
        <VariantList captions={result.captions} tab={tab} onTab={onTab} editing={editing} onEdit={onEdit} />
      ) : (
        <div className="empty-state cap-empty">
          <Sparkles size={24} aria-hidden="true" />
          <p>{t('results.empty')}</p>
        </div>
      )}
    </section>
  );
}
