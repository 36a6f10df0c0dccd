// /api/v1/orgs/:org/{brand-kits,brand-fonts}: queries and calls.
import { queryOptions } from '@tanstack/react-query';
import type { BrandFontView, BrandKitView, KitFieldsInput } from '../../../src/common/contracts/brand-kits';
import { api } from '../../lib/api';

export const kitsKey = (org: string) => ['orgs', org, 'brand-kits'] as const;
export const fontsKey = (org: string) => ['orgs', org, 'brand-fonts'] as const;

export const kitsQuery = (org: string) => queryOptions({ queryKey: kitsKey(org), queryFn: () => api<BrandKitView[]>(`/orgs/${org}/brand-kits`) });
export const fontsQuery = (org: string) => queryOptions({ queryKey: fontsKey(org), queryFn: () => api<BrandFontView[]>(`/orgs/${org}/brand-fonts`) });

export const createKit = (org: string, name: string) => api<BrandKitView>(`/orgs/${org}/brand-kits`, { method: 'POST', body: { name } });
export const updateKit = (org: string, id: string, changes: Partial<KitFieldsInput>) => api<BrandKitView>(`/orgs/${org}/brand-kits/${id}`, { method: 'PATCH', body: changes });
export const duplicateKit = (org: string, id: string, name: string) => api<BrandKitView>(`/orgs/${org}/brand-kits/${id}/duplicate`, { method: 'POST', body: { name } });
export const setDefaultKit = (org: string, id: string) => api<BrandKitView>(`/orgs/${org}/brand-kits/${id}/default`, { method: 'POST' });
export const deleteKit = (org: string, id: string) => api<null>(`/orgs/${org}/brand-kits/${id}`, { method: 'DELETE' });

export const uploadFont = (org: string, family: string, file: Blob) =>
  api<BrandFontView>(`/orgs/${org}/brand-fonts?family=${encodeURIComponent(family)}`, { method: 'POST', bytes: file });
export const deleteFont = (org: string, id: string) => api<null>(`/orgs/${org}/brand-fonts/${id}`, { method: 'DELETE' });
