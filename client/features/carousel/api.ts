// /api/v1/orgs/:org/carousels and the carousel's AI calls (the draft, a slide's text).
import { queryOptions } from '@tanstack/react-query';
import type { CarouselDraftRequest, CarouselDraftResult, SlideTextRequest, SlideTextResult } from '@src/common/contracts/ai';
import type { CarouselDocument, ProjectSummary, ProjectView } from '@src/common/contracts/carousel';
import { api } from '../../lib/api';
import { useRefreshingMutation } from '../../lib/mutation';
import { creditsKey, orgsQueryKey } from '../orgs/api/orgs';

export const projectsKey = (org: string) => ['orgs', org, 'carousels'] as const;

export const projectsQuery = (org: string, q: string, sort: string) =>
  queryOptions({
    queryKey: [...projectsKey(org), { q, sort }] as const,
    queryFn: () => api<ProjectSummary[]>(`/orgs/${org}/carousels?${new URLSearchParams({ ...(q.trim() ? { q: q.trim() } : {}), sort })}`),
    placeholderData: (previous) => previous,
  });
export const projectQuery = (org: string, id: string) =>
  queryOptions({
    queryKey: [...projectsKey(org), id] as const,
    queryFn: () => api<ProjectView>(`/orgs/${org}/carousels/${id}`),
    staleTime: Infinity,
  });

/** The autosave's call (its save store handles failures itself, so it is not a mutation). */
export const saveProject = (org: string, id: string, changes: { name?: string; document?: CarouselDocument; baseVersion: number }) =>
  api<ProjectView>(`/orgs/${org}/carousels/${id}`, { method: 'PATCH', body: changes });

export const useCreateProject = (org: string) =>
  useRefreshingMutation(
    ({ name, document }: { name: string; document: CarouselDocument }) =>
      api<ProjectView>(`/orgs/${org}/carousels`, { method: 'POST', body: { name, document } }),
    [projectsKey(org)],
  );
export const useRenameProject = (org: string) =>
  useRefreshingMutation(
    ({ id, name, baseVersion }: { id: string; name: string; baseVersion: number }) => saveProject(org, id, { name, baseVersion }),
    [projectsKey(org)],
  );
export const useDuplicateProject = (org: string) =>
  useRefreshingMutation(
    ({ id, name }: { id: string; name: string }) =>
      api<ProjectView>(`/orgs/${org}/carousels/${id}/duplicate`, { method: 'POST', body: { name } }),
    [projectsKey(org)],
  );
export const useDeleteProject = (org: string) =>
  useRefreshingMutation((id: string) => api<null>(`/orgs/${org}/carousels/${id}`, { method: 'DELETE' }), [projectsKey(org)]);

// Paid: each call carries the user action's Idempotency-Key, and spends credits, so the balance is read again.
export const useRewriteSlide = (org: string) =>
  useRefreshingMutation(
    ({ req, idempotencyKey }: { req: SlideTextRequest; idempotencyKey: string }) =>
      api<SlideTextResult>(`/orgs/${org}/ai/slide-text`, { method: 'POST', body: req, idempotencyKey }),
    [creditsKey(org), { queryKey: orgsQueryKey, exact: true }],
  );
export const useDraftCarousel = (org: string) =>
  useRefreshingMutation(
    ({ req, idempotencyKey }: { req: CarouselDraftRequest; idempotencyKey: string }) =>
      api<CarouselDraftResult>(`/orgs/${org}/ai/carousel-draft`, { method: 'POST', body: req, idempotencyKey }),
    [creditsKey(org), { queryKey: orgsQueryKey, exact: true }],
  );
