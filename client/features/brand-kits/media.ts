// What the kit editor needs from the media library, handed in by the page that
// composes both features (features do not import each other): image URLs, the
// library's one picker, an uploader and its progress.
import { createContext, useContext, type ComponentType } from 'react';

export interface KitPickerProps {
  open: boolean;
  title: string;
  emptyText: string;
  onClose: () => void;
  onPick: (assetId: string) => void;
}

export interface KitMedia {
  imageUrl: (assetId: string) => string;
  /** The media library's picker (browse, search, upload), for images. */
  Picker: ComponentType<KitPickerProps>;
  /** Uploads one image; `onDone` gets the new asset's id. Refusals are shown by the uploader. */
  upload: (file: File, onDone: (assetId: string) => void) => Promise<void>;
  accept: string;
  /** Progress of the uploads under way. */
  Queue: ComponentType;
}

const KitMediaContext = createContext<KitMedia | null>(null);
export const KitMediaProvider = KitMediaContext.Provider;

export function useKitMedia(): KitMedia {
  const media = useContext(KitMediaContext);
  if (!media) throw new Error('useKitMedia outside KitMediaProvider');
  return media;
}
