import { describe, expect, it } from 'vitest';
import { SNIFF_BYTES, sameFamily, sniffMedia } from '../../src/features/media/sniff';
import { sanitizeSvg } from '../../src/features/media/svg';

// Byte fixtures are built here, so each test shows exactly which bytes decide.
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const bytes = (...parts: (number | ArrayLike<number>)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'number' ? [part] : Array.from(part))));
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

/** An ftyp box: size, "ftyp", major brand, minor version, compatible brands; then the start of an mdat. */
const ftyp = (major: string, ...compatible: string[]) => {
  const body = [...ascii(major), ...u32(0x200), ...compatible.flatMap(ascii)];
  return bytes(u32(8 + body.length), ascii('ftyp'), body, u32(8), ascii('mdat'));
};

/** An EBML element with a 1-byte size (values under 127 bytes). */
const ebmlElement = (id: number[], value: number[]) => [...id, 0x80 | value.length, ...value];
/** The EBML header as mkvmerge/ffmpeg write it, with the given DocType, then a Segment ID. */
const ebmlHeader = (docType: string) => {
  const children = [
    ...ebmlElement([0x42, 0x86], [1]), // EBMLVersion
    ...ebmlElement([0x42, 0xf7], [1]), // EBMLReadVersion
    ...ebmlElement([0x42, 0xf2], [4]), // EBMLMaxIDLength
    ...ebmlElement([0x42, 0xf3], [8]), // EBMLMaxSizeLength
    ...ebmlElement([0x42, 0x82], ascii(docType)), // DocType
    ...ebmlElement([0x42, 0x87], [4]), // DocTypeVersion
  ];
  return bytes([0x1a, 0x45, 0xdf, 0xa3], 0x80 | children.length, children, [0x18, 0x53, 0x80, 0x67]);
};

describe('sniffMedia', () => {
  it('ISO BMFF: major brand "qt  " is QuickTime, isom and friends are MP4', () => {
    expect(sniffMedia(ftyp('isom', 'isom', 'iso2', 'avc1', 'mp41'))).toBe('video/mp4');
    expect(sniffMedia(ftyp('mp42', 'mp42', 'isom'))).toBe('video/mp4');
    expect(sniffMedia(ftyp('qt  ', 'qt  '))).toBe('video/quicktime');
  });

  it('ISO BMFF image brands (AVIF, HEIC, HEIF) are not video', () => {
    for (const brand of ['avif', 'heic', 'heix', 'mif1', 'msf1']) {
      expect(sniffMedia(ftyp(brand, 'mif1')), brand).toBeNull();
    }
  });

  it('ftyp must be at offset 4 and the box big enough to hold a brand', () => {
    expect(sniffMedia(bytes(0, ftyp('isom')))).toBeNull(); // shifted by one byte
    expect(sniffMedia(bytes(u32(8), ascii('ftyp')))).toBeNull(); // no brand
    expect(sniffMedia(bytes(u32(8), ascii('ftyp'), ascii('isom'), u32(0), u32(8), ascii('mdat')))).toBeNull(); // box too small for its brand
    expect(sniffMedia(ftyp('isom').subarray(0, 10))).toBeNull(); // cut inside the brand
  });

  it('WebM: EBML magic plus DocType "webm"; Matroska is refused', () => {
    expect(sniffMedia(ebmlHeader('webm'))).toBe('video/webm');
    expect(sniffMedia(ebmlHeader('matroska'))).toBeNull();
  });

  it('WebM: DocType padded with NULs still counts', () => {
    expect(sniffMedia(ebmlHeader('webm\0\0'))).toBe('video/webm');
  });

  it('WebM: multi-byte size fields are parsed, not assumed to be one byte', () => {
    // Same header, but its size and the DocType's size written as 2-byte vints (0x40 0xNN).
    const children = [0x42, 0x86, 0x81, 1, 0x42, 0x82, 0x40, 4, ...ascii('webm')];
    expect(sniffMedia(bytes([0x1a, 0x45, 0xdf, 0xa3], [0x40, children.length], children))).toBe('video/webm');
  });

  it('EBML: truncated, lying or malformed headers are refused', () => {
    const full = ebmlHeader('webm');
    const headerEnd = 5 + (full[4]! & 0x7f); // magic, 1-byte size, children
    expect(sniffMedia(full.subarray(0, headerEnd))).toBe('video/webm');
    for (let cut = 0; cut < headerEnd; cut++) {
      expect(sniffMedia(full.subarray(0, cut)), `cut at ${cut}`).toBeNull();
    }
    // A header size (100) larger than the buffer, though the DocType is there.
    expect(sniffMedia(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x80 | 100], ebmlElement([0x42, 0x82], ascii('webm'))))).toBeNull();
    // A DocType whose size runs past the header's end.
    expect(sniffMedia(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x87], [0x42, 0x82, 0x90], ascii('webm'), [0, 0, 0, 0]))).toBeNull();
    // The DocType sits after the header, in what would be the segment.
    expect(
      sniffMedia(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x84], ebmlElement([0x42, 0x86], [1]), ebmlElement([0x42, 0x82], ascii('webm')))),
    ).toBeNull();
    // A size byte of 0x00 (a vint longer than 8 bytes) and an unknown-size header.
    expect(sniffMedia(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x00], ebmlElement([0x42, 0x82], ascii('webm'))))).toBeNull();
    expect(sniffMedia(bytes([0x1a, 0x45, 0xdf, 0xa3, 0xff], ebmlElement([0x42, 0x82], ascii('webm'))))).toBeNull();
  });

  it('Ogg, PNG, JPEG and WebP by their signatures', () => {
    expect(sniffMedia(bytes(ascii('OggS'), 0, 2, Array(20).fill(0)))).toBe('video/ogg');
    expect(sniffMedia(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, u32(13), ascii('IHDR')))).toBe('image/png');
    expect(sniffMedia(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, ascii('JFIF')))).toBe('image/jpeg');
    expect(sniffMedia(bytes(ascii('RIFF'), [0x24, 0, 0, 0], ascii('WEBP'), ascii('VP8 ')))).toBe('image/webp');
  });

  it('near misses of the signatures are refused', () => {
    expect(sniffMedia(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00))).toBeNull(); // last PNG byte wrong
    expect(sniffMedia(bytes(0xff, 0xd8))).toBeNull(); // JPEG SOI without the next marker
    expect(sniffMedia(bytes(ascii('RIFF'), [0x24, 0, 0, 0], ascii('WAVE'), ascii('fmt ')))).toBeNull(); // WAV, not WebP
    expect(sniffMedia(bytes(ascii('RIFF'), [0x24, 0, 0, 0]))).toBeNull(); // cut before the form type
    expect(sniffMedia(bytes(ascii('Ogg')))).toBeNull();
  });

  it('HTML, text, zip and empty input are nothing', () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    expect(sniffMedia(encode('<!doctype html><html><head><title>x</title></head><body>hi</body></html>'))).toBeNull();
    expect(sniffMedia(encode('just some text, long enough to cover every offset we look at'))).toBeNull();
    expect(sniffMedia(encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull(); // SVG is svg.ts's business
    expect(sniffMedia(bytes(ascii('PK'), 3, 4, Array(26).fill(0)))).toBeNull();
    expect(sniffMedia(new Uint8Array(0))).toBeNull();
    expect(sniffMedia(new Uint8Array(SNIFF_BYTES))).toBeNull(); // all zeros
  });

  it('reads a subarray at its own offset, not the underlying buffer', () => {
    const buffer = bytes(ascii('junk'), 0xff, 0xd8, 0xff, 0xe0, ftyp('qt  '));
    expect(sniffMedia(buffer.subarray(4))).toBe('image/jpeg');
    expect(sniffMedia(buffer.subarray(8))).toBe('video/quicktime');
  });
});

describe('sameFamily', () => {
  it('MP4 and QuickTime are one family, either way round', () => {
    expect(sameFamily('video/mp4', 'video/quicktime')).toBe(true);
    expect(sameFamily('video/quicktime', 'video/mp4')).toBe(true);
    expect(sameFamily('video/mp4', 'video/mp4')).toBe(true);
  });

  it('every other type is only itself', () => {
    expect(sameFamily('video/webm', 'video/webm')).toBe(true);
    expect(sameFamily('video/webm', 'video/mp4')).toBe(false);
    expect(sameFamily('video/mp4', 'video/ogg')).toBe(false);
    expect(sameFamily('image/png', 'image/jpeg')).toBe(false);
    expect(sameFamily('image/webp', 'image/png')).toBe(false);
    expect(sameFamily('image/svg+xml', 'image/png')).toBe(false);
  });
});

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">';

describe('sanitizeSvg', () => {
  it('keeps a harmless drawing: shapes, gradients, fragment references', () => {
    const input =
      `<?xml version="1.0" encoding="UTF-8"?>
<!-- made by hand -->
${SVG_OPEN}<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs>` +
      `<title>Logo &amp; mark</title><rect id="r" width="10" height="5" fill="url(#g)"/><circle cx="5" cy="5" r="2" style="fill: url('#g')"/>` +
      `<path d="M0 0L10 10"/><use xlink:href="#r" x="1"/><use href="#r" y="1"/></svg>`;
    expect(sanitizeSvg(input)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">' +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs>' +
        '<title>Logo &amp; mark</title><rect id="r" width="10" height="5" fill="url(#g)"/><circle cx="5" cy="5" r="2" style="fill: url(\'#g\')"/>' +
        '<path d="M0 0L10 10"/><use xlink:href="#r" x="1"/><use href="#r" y="1"/></svg>',
    );
  });

  it('output starts with <svg: no prolog, comment or doctype survives', () => {
    const input =
      '<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><!-- hi --><svg xmlns="http://www.w3.org/2000/svg"><?php echo 1 ?><!-- inner --><g/></svg>';
    expect(sanitizeSvg(input)).toBe('<svg xmlns="http://www.w3.org/2000/svg"><g/></svg>');
  });

  it('accepts an svg root without a namespace and writes it in the SVG namespace', () => {
    expect(sanitizeSvg('<svg width="4"><rect width="1"/></svg>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="4"><rect width="1"/></svg>',
    );
  });

  it('removes script elements with their content', () => {
    const out = sanitizeSvg(`${SVG_OPEN}<script>alert(1)</script><script><![CDATA[alert(2)]]></script><rect width="1"/></svg>`);
    expect(out).not.toBeNull();
    expect(out).not.toContain('script');
    expect(out).not.toContain('alert');
    expect(out).toContain('<rect width="1"/>');
  });

  it('removes event handler attributes, whatever their case', () => {
    const out = sanitizeSvg(
      `${SVG_OPEN}<rect width="1" onclick="alert(1)" ONMOUSEOVER="alert(2)"/></svg>`.replace('viewBox', 'onload="alert(0)" viewBox'),
    );
    expect(out).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="1"/></svg>');
  });

  it('removes javascript: hrefs, even entity-encoded or split by whitespace', () => {
    const out = sanitizeSvg(
      `${SVG_OPEN}<use xlink:href="javascript:alert(1)"/><use href=" JavaScript:alert(2)"/>` +
        `<use href="&#106;ava&#x09;script:alert(3)"/><rect width="1" filter="java\nscript:x"/></svg>`,
    );
    expect(out).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><use/><use/><use/><rect width="1"/></svg>');
  });

  it('removes external hrefs and url() loads; keeps fragment ones', () => {
    const out = sanitizeSvg(
      `${SVG_OPEN}<use xlink:href="https://evil.example/s.svg#x"/><use href="//evil.example/a"/><use href="#ok"/>` +
        `<rect width="1" fill="url(https://evil.example/track)"/><rect width="2" style="background: url( 'http://x' )"/>` +
        `<rect width="3" fill="url(#a), url(http://x)"/><rect width="4" style="mask: image-set('http://x' 1x)"/><rect width="5" fill="u\\72l(http://x)"/></svg>`,
    );
    expect(out).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">' +
        '<use/><use/><use href="#ok"/><rect width="1"/><rect width="2"/><rect width="3"/><rect width="4"/><rect width="5"/></svg>',
    );
    expect(out).not.toContain('xmlns:xlink'); // no xlink:href survived, so no prefix declared
  });

  it('image: keeps an embedded raster data URL, drops other data URLs and remote images', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const out = sanitizeSvg(
      `${SVG_OPEN}<image xlink:href="${png}" width="1"/><image href="data:image/svg+xml;base64,PHN2Zy8+" width="2"/>` +
        `<image href="https://evil.example/p.png" width="3"/><use href="${png}"/></svg>`,
    );
    expect(out).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">` +
        `<image xlink:href="${png}" width="1"/><image width="2"/><image width="3"/><use/></svg>`,
    );
  });

  it('removes foreignObject, animation, links, style and unknown elements with their subtrees', () => {
    const out = sanitizeSvg(
      `${SVG_OPEN}<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example"/></div></foreignObject>` +
        `<a href="https://evil.example"><rect width="9"/></a>` +
        `<rect width="1"><set attributeName="href" to="javascript:alert(1)"/><animate attributeName="fill" to="red"/></rect>` +
        `<style>@import url(https://evil.example/x.css);</style><blink><circle r="1"/></blink>` +
        `<html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(1)</html:script><g><ellipse rx="1"/></g></svg>`,
    );
    expect(out).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="1"/><g><ellipse rx="1"/></g></svg>');
  });

  it('drops editor metadata attributes in other namespaces, keeps xml:space', () => {
    const out = sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1.3" xml:space="preserve"><g inkscape:label="Layer 1"><text x="1">Hi <tspan>there</tspan></text></g></svg>',
    );
    expect(out).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xml:space="preserve"><g><text x="1">Hi <tspan>there</tspan></text></g></svg>',
    );
  });

  it('escapes text and attribute values on the way out', () => {
    const out = sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg"><text data-x="a&quot;b&lt;c&#10;d"><![CDATA[</text><script>alert(1)</script>]]></text></svg>',
    );
    expect(out).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><text data-x="a&quot;b&lt;c&#10;d">&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt;</text></svg>',
    );
    // And the result is itself well-formed SVG that sanitises to the same thing.
    expect(sanitizeSvg(out!)).toBe(out);
  });

  it('refuses a document whose root is not svg', () => {
    expect(sanitizeSvg('<html><body><svg xmlns="http://www.w3.org/2000/svg"/></body></html>')).toBeNull();
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/1999/xhtml"><rect/></svg>')).toBeNull(); // svg in the XHTML namespace
    expect(sanitizeSvg('<g xmlns="http://www.w3.org/2000/svg"/>')).toBeNull();
  });

  it('refuses malformed XML and things that are not XML at all', () => {
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><rect>')).toBeNull(); // unclosed
    expect(sanitizeSvg('<svg><g></svg>')).toBeNull(); // mismatched
    expect(sanitizeSvg('<svg width=1></svg>')).toBeNull(); // unquoted attribute (xmldom only warns)
    expect(sanitizeSvg('<svg>&nbsp;</svg>')).toBeNull(); // HTML entity, undefined in XML
    expect(sanitizeSvg('<svg/><svg/>')).toBeNull(); // two roots
    expect(sanitizeSvg('<!doctype html><html><body>hi</body></html>')).toBeNull();
    expect(sanitizeSvg('not xml')).toBeNull();
    expect(sanitizeSvg('')).toBeNull();
  });

  it('refuses a DOCTYPE that declares entities (entity expansion)', () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>' +
      '<svg xmlns="http://www.w3.org/2000/svg"><text>&lol2;</text></svg>';
    expect(sanitizeSvg(laughs)).toBeNull();
    // Declared but unused still counts: the document depends on a DTD we do not keep.
    expect(sanitizeSvg('<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"/>')).toBeNull();
  });

  it('refuses absurdly deep nesting instead of overflowing the stack', () => {
    const depth = 300; // past the limit, though a stack would still cope: the limit itself is under test
    const deep = `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(depth)}${'</g>'.repeat(depth)}</svg>`;
    expect(sanitizeSvg(deep)).toBeNull();
    const fine = `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(50)}${'</g>'.repeat(50)}</svg>`;
    expect(sanitizeSvg(fine)).toBe(`<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(49)}<g/>${'</g>'.repeat(49)}</svg>`);
  });
});
