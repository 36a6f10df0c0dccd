// Starting uploads from any page that offers them (library, brand kit logos,
// carousel images): files refused before sending are told to the user the same way.
import type { TFunction } from 'i18next';
import { toast } from 'sonner';
import { addFiles, type AddOptions } from './uploads-store';

export async function sendFiles(files: File[], opts: AddOptions, t: TFunction): Promise<void> {
  const refused = await addFiles(files, opts);
  for (const r of refused) toast.error(t('library.refused', { name: r.name, reason: t(`errors.${r.code}`) }));
}
