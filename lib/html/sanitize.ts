import sanitizeHtml from 'sanitize-html';

/**
 * The one HTML policy for article bodies. Bodies are sanitized when written (CMS save, demo seed)
 * and rendered as stored, so this must be idempotent: sanitize(sanitize(x)) === sanitize(x).
 */
// sanitize-html ≥ 2.12 reads allowedEmptyAttributes; @types/sanitize-html 2.16 does not list it yet.
const BODY_POLICY: sanitizeHtml.IOptions & { allowedEmptyAttributes: string[] } = {
  allowedTags: [
    'p', 'h2', 'h3', 'h4', 'strong', 'em', 'b', 'i', 'u', 's', 'sub', 'sup',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'a', 'img', 'blockquote', 'br', 'hr', 'span',
    'figure', 'figcaption', 'video', 'source',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    video: ['src', 'controls', 'poster', 'width', 'height'],
    source: ['src', 'type'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedEmptyAttributes: ['alt', 'controls'],
  // Void elements: written as <x />, never given a closing tag.
  selfClosing: ['img', 'br', 'hr', 'source'],
  // Relative URLs carry no scheme and pass; protocol-relative ones would leave the site unseen.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], video: ['http', 'https'], source: ['http', 'https'] },
  allowProtocolRelative: false,
  // Their text content is code or chrome, never article prose: drop it with the tag.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template', 'title', 'xmp'],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { target, rel, ...rest } = attribs;
      // A new tab must not get a handle on this window (reverse tabnabbing).
      if (target === '_blank') return { tagName, attribs: { ...rest, target, rel: 'noopener noreferrer' } };
      // Named targets could steer a frame of another page; only a new tab or this one is meaningful.
      const kept = rel ? { ...rest, rel } : rest;
      return { tagName, attribs: target === '_self' ? { ...kept, target } : kept };
    },
  },
};

export function sanitizeBodyHtml(html: string): string {
  return sanitizeHtml(html, BODY_POLICY);
}
