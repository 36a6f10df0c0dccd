// /api/v1/orgs/:org/carousels, the AI draft, and the brand kits a carousel can take.
import { queryOptions } from '@tanstack/react-query';
import type { AiStatus, CarouselDraftRequest, CarouselDraftResult, SlideTextRequest, SlideTextResult } from '../../../src/common/contracts/ai';
import type { BrandKitSnapshot } from '../../../src/common/contracts/brand-kits';
import type { CarouselDocument, ProjectSummary, ProjectView } from '../../../src/common/contracts/carousel';
import { api } from '../../lib/api';

export const projectsKey = (org: string) => ['orgs', org, 'carousels'] as const;

export const projectsQuery = (org: string, q: string, sort: string) =>
  queryOptions({
    queryKey: [...projectsKey(org), { q, sort }] as const,
    queryFn: () => api<ProjectSummary[]>(`/orgs/${org}/carousels?${new URLSearchParams({ ...(q.trim() ? { q: q.trim() } : {}), sort })}`),
    placeholderData: (previous) => previous,
  });
export const projectQuery = (org: string, id: string) => queryOptions({ queryKey: [...projectsKey(org), id] as const, queryFn: () => api<ProjectView>(`/orgs/${org}/carousels/${id}`), staleTime: Infinity });

export const createProject = (org: string, name: string, document: CarouselDocument) => api<ProjectView>(`/orgs/${org}/carousels`, { method: 'POST', body: { name, document } });
export const saveProject = (org: string, id: string, changes: { name?: string; document?: CarouselDocument; baseVersion: number }) => api<ProjectView>(`/orgs/${org}/carousels/${id}`, { method: 'PATCH', body: changes });
export const duplicateProject = (org: string, id: string, name: string) => api<ProjectView>(`/orgs/${org}/carousels/${id}/duplicate`, { method: 'POST', body: { name } });
export const deleteProject = (org: string, id: string) => api<null>(`/orgs/${org}/carousels/${id}`, { method: 'DELETE' });

export const aiStatusQuery = () => queryOptions({ queryKey: ['ai', 'status'] as const, queryFn: () => api<AiStatus>('/ai/status'), staleTime: 5 * 60_000 });
// Paid: each call carries the user action's Idempotency-Key.
export const rewriteSlide = (org: string, req: SlideTextRequest, idempotencyKey: string) =>
  api<SlideTextResult>(`/orgs/${org}/ai/slide-text`, { method: 'POST', body: req, idempotencyKey });
export const draftCarousel = (org: string, req: CarouselDraftRequest, idempotencyKey: string) =>
  api<CarouselDraftResult>(`/orgs/${org}/ai/carousel-draft`, { method: 'POST', body: req, idempotencyKey });

export const kitNamesQuery = (org: string) => queryOptions({ queryKey: ['orgs', org, 'brand-kits'] as const, queryFn: () => api<{ id: string; name: string; isDefault: boolean }[]>(`/orgs/${org}/brand-kits`) });
export const kitSnapshot = async (org: string, kitId?: string) => (await api<{ snapshot: BrandKitSnapshot | null }>(`/orgs/${org}/brand-kit-snapshot${kitId ? `?kit=${encodeURIComponent(kitId)}` : ''}`)).snapshot;
