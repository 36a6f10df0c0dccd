// PDF documents in the library (decision 091): the bytes prove a PDF by its
// header, the contract takes application/pdf up to 100 MiB, and the browser's
// page count reads page objects, saying "unknown" rather than a wrong zero.
import { describe, expect, it } from 'vitest';
import { declaredType, kindOf, precheck } from '../../src/common/contracts/media';
import { sniffMedia } from '../../src/features/media/sniff';
import { countPages } from '../../client/services/library/upload/probe';

const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const MiB = 1024 * 1024;

describe('PDF documents', () => {
  it('the %PDF- header with a version proves a PDF; anything else is not one', () => {
    expect(sniffMedia(bytes('%PDF-1.7\n%\xe2\xe3'))).toBe('application/pdf');
    expect(sniffMedia(bytes('%PDF-2.0\n'))).toBe('application/pdf');
    expect(sniffMedia(bytes('%PDF-'))).toBeNull();
    expect(sniffMedia(bytes('%PDF-a.b'))).toBeNull();
    expect(sniffMedia(bytes('\n%PDF-1.4'))).toBeNull();
    expect(sniffMedia(bytes('%!PS-Adobe-3.0'))).toBeNull();
  });

  it('application/pdf and .pdf name a document of at most 100 MiB', () => {
    expect(kindOf('application/pdf')).toBe('document');
    expect(declaredType('Guia.PDF', '')).toBe('application/pdf');
    expect(precheck('application/pdf', 100 * MiB)).toBeNull();
    expect(precheck('application/pdf', 100 * MiB + 1)).toBe('upload_too_large');
    expect(precheck('application/x-pdf', 10)).toBe('unsupported_media_type');
  });

  it('counts /Type /Page objects, not the /Pages tree; none found is unknown', () => {
    const pdf = '<< /Type /Pages /Count 3 >> << /Type /Page >> <</Type/Page/Parent 2 0 R>> << /Type  /Page\n>>';
    expect(countPages(pdf)).toBe(3);
    expect(countPages('%PDF-1.5 objects in a compressed stream only')).toBeNull();
  });
});
