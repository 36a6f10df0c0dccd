// SVG uploads are documents, not pixels: they can carry script, event handlers,
// links and loads of outside resources. We parse them with a real XML parser
// (@xmldom/xmldom: pure JS, so it runs in workerd and Node) and write back only
// what an allowlist keeps. The output is our own serialisation, never the
// input with parts cut out, so nothing the parser tolerated slips through
// verbatim. Pure: no I/O.
import { DOMParser, type Element, type Node } from '@xmldom/xmldom';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** Deeper than any real drawing; bounds the recursion below. */
const MAX_DEPTH = 256;

// Drawing elements only. Not here, so dropped with their subtree: script,
// foreignObject (HTML inside SVG), a (navigation), animate/set/animateMotion/
// animateTransform (they can rewrite href to javascript: at run time), feImage
// (loads outside resources), metadata (arbitrary foreign XML), and style (CSS
// can @import and load urls; inline style attributes still pass, checked).
const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'use',
  'symbol',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'image',
  'marker',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
]);

/** An embedded raster: the one non-fragment href we keep, and only on image. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|webp|gif);base64,[a-z0-9+/=\s]*$/i;

// CSS functions that load a resource. url() is allowed when it points at a
// fragment (fill="url(#grad)"); the others take bare strings, so never.
const CSS_LOADERS = /(url|image|image-set|cross-fade|src)\(/g;

class InvalidSvg extends Error {}

/** Parses an SVG document and returns a sanitised serialisation, or null when it is not a well-formed SVG. */
export function sanitizeSvg(text: string): string | null {
  // Entities can only be declared in a DTD. We drop the DTD anyway, but a
  // document that declares entities is either an entity-expansion attack or
  // depends on them, so it is refused. Checking the source, not the parsed
  // doctype, leaves no parser quirk to slip one past.
  if (/<!ENTITY/i.test(text)) return null;
  try {
    const doc = new DOMParser({
      locator: false,
      // xmldom only throws on fatal errors by default and logs the rest; we
      // want a strict XML parser (unquoted attributes, unknown entities: no).
      onError: (level, message) => {
        throw new InvalidSvg(`${level}: ${message}`);
      },
    }).parseFromString(text, 'application/xml');
    const root = doc.documentElement;
    if (!root || root.localName !== 'svg' || !isSvgElement(root)) return null;
    return new Writer().element(root, 0);
  } catch {
    // ParseError from xmldom, InvalidSvg from us, RangeError on absurd input.
    return null;
  }
}

/** SVG namespace, or none (a bare <svg> without xmlns): both are drawn as SVG. */
function isSvgElement(el: Element): boolean {
  return el.namespaceURI === SVG_NS || el.namespaceURI === null;
}

class Writer {
  /** Set when an xlink:href is written, so the root declares the prefix. */
  private usesXlink = false;

  /** The element and its kept subtree, or '' when the element is not kept. */
  element(el: Element, depth: number): string {
    if (depth > MAX_DEPTH) throw new InvalidSvg('nested too deeply');
    const name = el.localName;
    if (!isSvgElement(el) || name === null || !ELEMENTS.has(name)) return '';
    const attributes = this.attributes(el);
    let children = '';
    for (let child: Node | null = el.firstChild; child; child = child.nextSibling) {
      children += this.node(child, depth + 1);
    }
    // Every element is written unprefixed in the SVG namespace, which the
    // root declares; the input's prefixes and xmlns attributes are not kept.
    let namespaces = '';
    if (depth === 0) {
      namespaces = ` xmlns="${SVG_NS}"` + (this.usesXlink ? ` xmlns:xlink="${XLINK_NS}"` : '');
    }
    const open = `<${name}${namespaces}${attributes}`;
    return children === '' ? `${open}/>` : `${open}>${children}</${name}>`;
  }

  private node(node: Node, depth: number): string {
    switch (node.nodeType) {
      case node.ELEMENT_NODE:
        return this.element(node as Element, depth);
      case node.TEXT_NODE:
      case node.CDATA_SECTION_NODE:
        return escapeText(node.nodeValue ?? '');
      default:
        // Comments and processing instructions carry nothing we draw.
        return '';
    }
  }

  private attributes(el: Element): string {
    let out = '';
    for (const attr of Array.from(el.attributes)) {
      const name = this.attributeName(el, attr.namespaceURI, attr.localName ?? attr.name, attr.value);
      if (name !== null) out += ` ${name}="${escapeAttribute(attr.value)}"`;
    }
    return out;
  }

  /** The name to write the attribute under, or null to drop it. */
  private attributeName(el: Element, ns: string | null, local: string, value: string): string | null {
    if (ns === XLINK_NS) {
      if (local !== 'href' || !hrefAllowed(el, value)) return null;
      this.usesXlink = true;
      return 'xlink:href';
    }
    if (ns === XML_NS) return local === 'space' || local === 'lang' ? `xml:${local}` : null;
    // xmlns declarations are rewritten at the root; other namespaces (editor
    // metadata such as inkscape:*) mean nothing to a renderer.
    if (ns !== null || local === 'xmlns') return null;
    if (/^on/i.test(local)) return null;
    if (local === 'href') return hrefAllowed(el, value) ? local : null;
    return safeValue(value) ? local : null;
  }
}

/** A link to something in this document, or an embedded raster on <image>. */
function hrefAllowed(el: Element, value: string): boolean {
  const target = value.trim();
  if (target.startsWith('#')) return safeValue(target);
  return el.localName === 'image' && DATA_IMAGE.test(target);
}

/** No script URL and no load from outside the document, wherever the value lands. */
function safeValue(value: string): boolean {
  // Browsers ignore whitespace and control characters inside URLs and CSS
  // function names can carry spaces: judge the squashed, lowercased form.
  const squashed = value.toLowerCase().replace(/[\u0000-\u0020]+/g, '');
  if (squashed.includes('javascript:') || squashed.includes('vbscript:')) return false;
  // CSS escapes (\75rl() could spell a loader in disguise; no drawing needs them.
  if (squashed.includes('\\')) return false;
  for (const match of squashed.matchAll(CSS_LOADERS)) {
    if (match[1] !== 'url') return false;
    const argument = squashed.slice((match.index ?? 0) + match[0].length).replace(/^['"]/, '');
    if (!argument.startsWith('#')) return false;
  }
  return true;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Also escapes whitespace, which attribute-value normalisation would otherwise flatten. */
function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');
}
