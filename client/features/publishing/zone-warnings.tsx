// The chosen videos' text that sits under the network's buttons (decision 095),
// shown under the file choice while the post is written: each text, its file,
// the zone, when, which way to move it, and a link to its video editor
// project. A warning: the post can still be sent.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import type { AssetView } from '@src/common/contracts/media';
import type { Network } from '@src/common/contracts/publishing';
import { paths } from '@src/common/routes';
import { formatDuration } from '@client/lib/format';
import { useLocale } from '@client/lib/use-locale';
import { zoneCheckQuery } from './api';
import { usePublishT } from './messages';

export function ZoneWarnings({ org, network, chosen }: { org: string; network: Network; chosen: AssetView[] }) {
  const { t } = usePublishT();
  const locale = useLocale();
  const videos = chosen.filter((a) => a.kind === 'video');
  const check = useQuery(
    zoneCheckQuery(
      org,
      network,
      videos.map((a) => a.id),
    ),
  );
  const warnings = check.data?.warnings ?? [];
  if (!warnings.length) return null;
  const nameOf = (id: string) => videos.find((a) => a.id === id)?.name ?? '';
  return (
    <div className="publish-zone-warnings" role="status" data-testid="zone-warnings">
      <p className="publish-zone-warnings-title">
        <TriangleAlert size={16} aria-hidden="true" /> {t('zoneCheck.title')}
      </p>
      <ul>
        {warnings.map((w) => (
          <li key={`${w.assetId}-${w.text}-${w.fromMs}`}>
            {t('zoneCheck.warning', {
              text: w.text,
              file: nameOf(w.assetId),
              network: t(`calendar.network.${network}`),
              zone: t(`zones.${w.side}`),
              from: formatDuration(w.fromMs),
              to: formatDuration(w.toMs),
              way: t(`away.${w.side}`),
            })}{' '}
            <Link to={paths.videoEditorEdit(locale, w.projectId)}>{t('zoneCheck.open')}</Link>
          </li>
        ))}
      </ul>
      <p className="muted small">{t('zoneCheck.note')}</p>
    </div>
  );
}
