// The made link and the ways to send it: Copy everywhere, WhatsApp's own link
// (https://wa.me/?text=, which opens the app on phones and WhatsApp Web on
// computers), and the file itself through the Web Share API where the browser
// can share files (phones).
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Copy, ExternalLink, MessageCircle, Share2 } from 'lucide-react';
import type { AssetView } from '@src/common/contracts/media';
import type { ShareView } from '@src/common/contracts/shares';
import { Button, buttonClass } from '@client/components/ui/button';
import { useShareT } from './messages';
import { useShareLink } from './api';

/** Files over this are not fetched ahead for the share sheet: a phone would wait and pay for them. */
const SHARE_FILE_MAX_BYTES = 100 * 1024 * 1024;

export const whatsappUrl = (link: string, caption: string) =>
  `https://wa.me/?text=${encodeURIComponent(caption ? `${caption}\n\n${link}` : link)}`;

/**
 * Whether the system sheet takes these files. A PDF asks the same question: browsers
 * keep their own list of shareable types (Chrome's and Safari's include .pdf), so the
 * browser answers, by name and type, and the button shows only where it can work.
 */
function canShareFiles(assets: AssetView[]): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function') return false;
  if (assets.reduce((n, a) => n + a.size, 0) > SHARE_FILE_MAX_BYTES) return false;
  try {
    return navigator.canShare({ files: assets.map((a) => new File([], a.name, { type: a.contentType })) });
  } catch {
    return false;
  }
}

/**
 * The share sheet must open within the tap that asked for it, so the files are
 * read as soon as the link shows, not on the tap.
 */
function useFilesForSheet(assets: AssetView[], fileUrl: (id: string) => string): File[] | null {
  const [files, setFiles] = useState<File[] | null>(null);
  useEffect(() => {
    if (!canShareFiles(assets)) return;
    let live = true;
    void Promise.all(
      assets.map(
        async (a) => new File([await (await fetch(fileUrl(a.id), { credentials: 'same-origin' })).blob()], a.name, { type: a.contentType }),
      ),
    )
      .then((f) => live && setFiles(f))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [assets, fileUrl]);
  return files;
}

export function ShareLinkActions({
  share,
  assets,
  fileUrl,
  onDone,
}: {
  share: ShareView;
  assets: AssetView[];
  fileUrl: (id: string) => string;
  onDone: () => void;
}) {
  const { t } = useShareT();
  const link = useShareLink(share);
  const files = useFilesForSheet(assets, fileUrl);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('copied'));
    } catch {
      toast.error(t('copyFailed'));
    }
  };
  const shareFiles = async () => {
    try {
      await navigator.share({ files: files!, text: share.caption || undefined, url: link });
    } catch (e) {
      // Closing the sheet is the user's choice, not a failure.
      if ((e as Error).name !== 'AbortError') toast.error(t('shareFileFailed'));
    }
  };

  return (
    <div className="share-made" data-testid="share-made">
      <p className="share-made-status" role="status">
        {t('created')}
      </p>
      <div className="field">
        <label htmlFor="share-link">{t('link')}</label>
        <input id="share-link" className="input" readOnly value={link} onFocus={(e) => e.target.select()} data-testid="share-link" />
      </div>
      <div className="share-made-actions">
        <Button icon={Copy} onClick={() => void copy()}>
          {t('copy')}
        </Button>
        <a
          className={buttonClass('secondary')}
          href={whatsappUrl(link, share.caption)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="share-whatsapp"
        >
          <MessageCircle size={16} aria-hidden="true" />
          <span>{t('whatsapp')}</span>
        </a>
        {files ? (
          <Button variant="secondary" icon={Share2} onClick={() => void shareFiles()}>
            {t('shareFile')}
          </Button>
        ) : null}
        <a className={buttonClass('ghost')} href={link} target="_blank" rel="noopener noreferrer">
          <ExternalLink size={16} aria-hidden="true" />
          <span>{t('open')}</span>
        </a>
      </div>
      <div className="dialog-footer">
        <Button variant="secondary" onClick={onDone}>
          {t('done')}
        </Button>
      </div>
    </div>
  );
}
