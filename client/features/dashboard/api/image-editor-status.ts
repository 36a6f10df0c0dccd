import { queryOptions } from '@tanstack/react-query';
import { api } from '@client/lib/api';

export interface ImageEditorStatus {
  status: 'planned' | 'ready';
  checkedAt: string;
}

export const imageEditorStatusQuery = () =>
  queryOptions({
    queryKey: ['tools', 'image-editor', 'status'] as const,
    queryFn: () => api<ImageEditorStatus>('/tools/image-editor/status'),
    staleTime: 0,
  });
