import postcss, { type AtRule, type ChildNode, type Node, type Root } from 'postcss';
import { isLibraryImagePath } from '@fuel/domain/content';

/** The element every advert's markup sits in; its stylesheet applies inside it only. */
export const ADVERT_SCOPE = '.advert';

/** At-rules a stylesheet may keep: conditions and animations. @import, @font-face, @namespace … are dropped. */
const KEPT_AT_RULES = new Set(['media', 'supports', 'keyframes', '-webkit-keyframes']);

/** Values that run code or load from elsewhere in some browser. */
const DANGEROUS_VALUE = /expression\s*\(|javascript:|vbscript:|-moz-binding|behavior\s*:|@import|\\/i;

/** Properties that never belong in an advert. */
const DROPPED_PROPERTIES = new Set(['behavior', '-moz-binding']);

export class AdvertCssError extends Error {}

function urlsAllowed(value: string): boolean {
  for (const match of value.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/gi)) {
    if (!isLibraryImagePath(match[2])) return false;
  }
  // A url( the pattern above could not read (unbalanced) is refused as well.
  return !/url\(/i.test(value.replace(/url\(\s*(['"]?)(.*?)\1\s*\)/gi, ''));
}

function scopeSelector(selector: string): string {
  const trimmed = selector.trim();
  if (/^(html|body|:root)\b/i.test(trimmed)) return trimmed.replace(/^(html|body|:root)\b/i, ADVERT_SCOPE);
  if (
    trimmed === ADVERT_SCOPE ||
    trimmed.startsWith(`${ADVERT_SCOPE} `) ||
    trimmed.startsWith(`${ADVERT_SCOPE}.`)
  ) {
    return trimmed;
  }
  return `${ADVERT_SCOPE} ${trimmed}`;
}

function insideKeyframes(node: ChildNode): boolean {
  for (let parent: Node | undefined = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && /keyframes$/i.test((parent as AtRule).name)) return true;
  }
  return false;
}

/**
 * An advert's stylesheet as it may be served: at-rules other than @media, @supports and @keyframes removed,
 * declarations that load from outside the media library or run code removed, and every selector scoped to
 * `.advert` (`body`/`html`/`:root` become the scope itself). Throws AdvertCssError when it does not parse.
 */
export function scopeAdvertCss(css: string): string {
  let root: Root;
  try {
    root = postcss.parse(css);
  } catch (error) {
    throw new AdvertCssError(error instanceof Error ? error.message : 'unreadable stylesheet');
  }
  root.walk((node) => {
    if (node.type === 'comment') {
      node.remove();
    } else if (node.type === 'atrule') {
      if (!KEPT_AT_RULES.has(node.name.toLowerCase()) || DANGEROUS_VALUE.test(node.params)) node.remove();
    } else if (node.type === 'decl') {
      if (
        DROPPED_PROPERTIES.has(node.prop.toLowerCase()) ||
        DANGEROUS_VALUE.test(node.value) ||
        !urlsAllowed(node.value)
      ) {
        node.remove();
      }
    } else if (node.type === 'rule' && !insideKeyframes(node)) {
      if (DANGEROUS_VALUE.test(node.selector)) node.remove();
      else node.selectors = node.selectors.map(scopeSelector);
    }
  });
  return root.toString().trim();
}
