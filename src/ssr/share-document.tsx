// A shared PDF on the public share page (decision 096), drawn without script.
// On a computer the browser's own viewer shows it in <object>, with the first
// page's picture as the fallback a browser without a viewer shows instead; on a
// phone (most have no inline viewer) the picture and the buttons show. The
// <object> is `display: none` there, and an object that is not rendered is never
// fetched (HTML's object element steps), so a phone does not pull the whole PDF.
import { countedPages, fill, SHARE_PAGE_MESSAGES, type SharePageMessages } from '../common/share-page-messages';
import type { Locale } from '../common/locales';

/** What this view reads of a shared file (share-page.tsx's SharedFile has it all; named here so neither file imports the other). */
export interface SharedDocumentFile {
  kind: string;
  name: string;
  pageCount: number | null;
  /** Absolute URLs, as the page's. */
  url: string;
  downloadUrl: string | null;
  thumbnailUrl: string | null;
}

/** The share's one file when it is a PDF: a document is always shared alone (share_file_kind). */
export const soleDocument = <F extends SharedDocumentFile>(files: readonly F[]): F | null =>
  files.length === 1 && files[0]!.kind === 'document' ? files[0]! : null;

/** "Documento PDF · 12 páginas": the card's line, and the link preview's description. */
export function documentFacts(m: SharePageMessages, locale: Locale, file: SharedDocumentFile): string {
  return file.pageCount === null ? m.pdf : `${m.pdf} · ${countedPages(m, locale, file.pageCount)}`;
}

export function SharedDocument({ file, locale }: { file: SharedDocumentFile; locale: Locale }) {
  const m = SHARE_PAGE_MESSAGES[locale];
  return (
    <div className="share-document" data-testid="share-document">
      <object
        className="share-document-view"
        type="application/pdf"
        // Chromium's viewer: fit the page's width and leave the thumbnails panel closed in a 720 px card.
        data={`${file.url}#view=FitH&navpanes=0`}
        aria-label={fill(m.pdfView, { name: file.name })}
        data-testid="share-pdf-object"
      >
        <FirstPage file={file} />
      </object>
      <div className="share-document-phone">
        <FirstPage file={file} />
      </div>
      <div>
        <p className="share-document-name">{file.name}</p>
        <p className="muted small" data-testid="share-pages">
          {documentFacts(m, locale, file)}
        </p>
      </div>
    </div>
  );
}

/** "Open the PDF" (the browser's viewer, a new tab) and, when the sharer allows it, Download: below the caption, as a video's. */
export function DocumentButtons({ file, locale }: { file: SharedDocumentFile; locale: Locale }) {
  const m = SHARE_PAGE_MESSAGES[locale];
  return (
    <>
      <a className="btn btn-primary btn-md" href={file.url} target="_blank" rel="noopener noreferrer" data-testid="share-open-pdf">
        {m.openPdf}
      </a>
      {file.downloadUrl ? (
        <a className="btn btn-secondary btn-md" href={file.downloadUrl} download={file.name} data-testid="share-download">
          {m.download}
        </a>
      ) : null}
    </>
  );
}

/** The first page's picture (the carousel saves it as the thumbnail), else a plain document card. */
function FirstPage({ file }: { file: SharedDocumentFile }) {
  if (file.thumbnailUrl) {
    return <img className="share-document-picture" src={file.thumbnailUrl} alt={file.name} data-testid="share-document-picture" />;
  }
  return (
    <div className="share-document-card" role="img" aria-label={file.name} data-testid="share-document-card">
      <svg width="64" height="64" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
        <path d="M6 2.75h8l4.25 4.25v13.25a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V3.75a1 1 0 0 1 1-1Z" strokeLinejoin="round" />
        <path d="M13.75 2.75V7.25h4.5M8.5 12.5h7M8.5 15.5h7M8.5 18.5h4" strokeLinecap="round" />
      </svg>
      <span>PDF</span>
    </div>
  );
}
