// The one share dialog of the signed-in app (decision 098): the shell wraps its
// pages in this host, and any editor opens the dialog through
// `useShareDialog()` from client/services/share. The dialog's code loads on the
// first Share, not with the shell.
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import type { AssetView } from '@src/common/contracts/media';
import { contentUrl } from '@client/services/library/library';
import { ShareDialogContext, type OpenShare } from '@client/services/share';

const ShareDialog = lazy(() => import('./share-dialog').then((m) => ({ default: m.ShareDialog })));

export function ShareDialogHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<{ org: string; assets: AssetView[]; title?: string } | null>(null);
  const openShare = useCallback<OpenShare>((org, assets, opts) => setOpen({ org, assets, title: opts?.title }), []);
  const fileUrl = useCallback((id: string) => (open ? contentUrl(open.org, id) : ''), [open]);
  return (
    <ShareDialogContext value={openShare}>
      {children}
      {open ? (
        <Suspense fallback={null}>
          <ShareDialog org={open.org} assets={open.assets} title={open.title} fileUrl={fileUrl} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </ShareDialogContext>
  );
}
