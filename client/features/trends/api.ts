// The trend tracker's one call: the stored day of a region (decision 059).
import { queryOptions } from '@tanstack/react-query';
import type { TrendCategory, TrendRegion, TrendsView } from '@src/common/contracts/trends';
import { api } from '@client/lib/api';

export const trendsQuery = (org: string, region: TrendRegion, category: TrendCategory) =>
  queryOptions({
    queryKey: ['orgs', org, 'trends', region, category] as const,
    queryFn: () => api<TrendsView>(`/orgs/${org}/trends?region=${region}&category=${encodeURIComponent(category)}`),
  });
