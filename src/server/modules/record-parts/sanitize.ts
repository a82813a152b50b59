import sanitizeHtml from 'sanitize-html';

/**
 * What the rich-text editor produces and nothing else: headings, lists and task lists, emphasis,
 * links (http, https, mailto, tel only), quotes and code. Scripts, event handlers, styles and
 * unknown tags are dropped, so pasted HTML can never run.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'mark', 'code', 'pre',
    'blockquote', 'ul', 'ol', 'li', 'a', 'label', 'input', 'div', 'span', 'sub', 'sup',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    ul: ['data-type'],
    li: ['data-type', 'data-checked'],
    input: ['type', 'checked', 'disabled'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
  exclusiveFilter: (frame) => frame.tag === 'input' && frame.attribs.type !== 'checkbox',
};

/** Sanitised HTML for storage. */
export function sanitizeNoteHtml(html: string): string {
  return sanitizeHtml(html, options);
}
