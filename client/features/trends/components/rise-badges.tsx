// A trend's rise over 7 and 30 days, in words (never colour alone).
import type { TrendRise } from '@src/common/trends/rise';
import { useTrendsT } from '../messages';

export function RiseBadges({ rise }: { rise: TrendRise }) {
  const { t } = useTrendsT();
  return (
    <span className="tt-rises">
      {(['d7', 'd30'] as const).map((w) => (
        <span key={w} className={`badge tt-rise tt-rise-${rise[w]}`} data-rise={`${w}-${rise[w]}`}>
          {t(`rise.${w}`, { rise: t(`rise.${rise[w]}`) })}
        </span>
      ))}
    </span>
  );
}
