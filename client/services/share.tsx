// "Share" from any editor (decision 098): the share dialog belongs to the shares
// feature, and editors may not import a feature (decision 031), so the app shell
// hosts the one dialog and hands its opener down through this context. An editor
// calls `useShareDialog()` (or draws a `ShareButton`) with the library files its
// export saved; the same link, form and approval rule as the library's "Share".
import { createContext, useContext } from 'react';
import { Share2 } from 'lucide-react';
import type { AssetView } from '@src/common/contracts/media';
import { bilingual } from '@client/lib/bilingual';
import { useNamespace } from '@client/lib/i18n-namespace';
import { Button, type ButtonProps } from '@client/components/ui/button';

/**
 * Opens the share dialog for `assets` of `org`, in order (a carousel's slides make one link);
 * `title` names what is shared where it is more than one file (the carousel's name).
 */
export type OpenShare = (org: string, assets: AssetView[], opts?: { title?: string }) => void;

const ShareContext = createContext<OpenShare | null>(null);
export const ShareDialogContext = ShareContext.Provider;

/** The opener, or null outside the signed-in shell (a page with no host offers no Share). */
export const useShareDialog = (): OpenShare | null => useContext(ShareContext);

const messages = bilingual({
  share: ['Compartilhar', 'Share'],
  shareHint: ['Criar um link público para este arquivo', 'Make a public link to this file'],
});
export const useShareActionT = () => useNamespace('share-action', messages);

/** "Share" beside an export's Download: opens the dialog with the saved file(s). */
export function ShareButton({
  org,
  assets,
  variant = 'secondary',
  size = 'sm',
  ...rest
}: { org: string; assets: AssetView[] } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const open = useShareDialog();
  const { t } = useShareActionT();
  if (!open || assets.length === 0) return null;
  return (
    <Button variant={variant} size={size} icon={Share2} title={t('shareHint')} onClick={() => open(org, assets)} {...rest}>
      {t('share')}
    </Button>
  );
}
