import DOMPurify from 'dompurify';

const profile = { USE_PROFILES: { html: true } };

/** Supplier markup (hotel and activity descriptions) kept to plain HTML: scripts, handlers and frames removed. */
export const sanitizeHtml = (html: string): string => DOMPurify.sanitize(html, profile);

/** Whether a supplier text carries markup, to be rendered as sanitised HTML rather than as text. */
export const hasMarkup = (text: string): boolean => /<[a-z][\s\S]*>/i.test(text);

/** The words of a supplier text without its markup, e.g. to cut it to a length. */
export const plainText = (text: string): string =>
  hasMarkup(text)
    ? (DOMPurify.sanitize(text, { ...profile, RETURN_DOM_FRAGMENT: true }).textContent ?? '')
    : text;
