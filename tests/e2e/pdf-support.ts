// A small valid PDF for the library's document tests (decisions 091, 096): one Page object per page,
// which the library counts in the browser as it counts a real carousel's.
/** A small valid PDF of `pages` pages. */
export function pdf(pages: number): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ');
  const objects = Array.from(
    { length: pages },
    (_, i) => `${i + 3} 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n`,
  );
  return Buffer.from(
    `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [${kids}] /Count ${pages} >>\nendobj\n${objects.join('')}trailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}
