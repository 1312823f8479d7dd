import postcss, { type AtRule, type ChildNode, type Node, type Root } from 'postcss';
import { isLibraryImagePath } from '@fuel/domain/content';

/** The element every advert's markup sits in; its stylesheet applies inside it only. */
export const ADVERT_SCOPE = '.advert';

/** At-rules a stylesheet may keep: conditions and animations. @import, @font-face, @namespace … are dropped. */
const KEPT_AT_RULES = new Set(['media', 'supports', 'keyframes', '-webkit-keyframes']);

/**
 * Values that run code or load from elsewhere in some browser. `image-set()`, `image()`, `src()` and
 * `cross-fade()` take a plain string as an address, which the url() check below would not see.
 */
const DANGEROUS_VALUE =
  /expression\s*\(|javascript:|vbscript:|-moz-binding|behavior\s*:|@import|\\|(?:^|[^\w-])(?:-webkit-)?(?:image-set|image|src|cross-fade)\s*\(/i;

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

/** `html`, `body` or `:root` at a selector's start: the frame's document, which the scope stands for. */
const DOCUMENT_SELECTOR = /^(?:html|body|:root)(?![\w-])/i;
/** A selector that starts with the scope itself (`.advert`, `.advert.big`, `.advert > p`). */
const SCOPE_SELECTOR = /^\.advert(?![\w-])/;
/** The scope's compound followed by `+` or `~`: its siblings, outside the box (may refuse a harmless `:has(~ x)`). */
const SCOPE_SIBLINGS = /^\.advert(?![\w-])[^\s+~>]*\s*[+~]/;

/** The selector scoped to the advert, or undefined when it can only match outside it. */
function scopeSelector(selector: string): string | undefined {
  const trimmed = selector.trim();
  if (trimmed === '') return undefined;
  let scoped: string;
  if (DOCUMENT_SELECTOR.test(trimmed)) scoped = trimmed.replace(DOCUMENT_SELECTOR, ADVERT_SCOPE);
  else if (SCOPE_SELECTOR.test(trimmed)) scoped = trimmed;
  else scoped = `${ADVERT_SCOPE} ${trimmed}`;
  return SCOPE_SIBLINGS.test(scoped) ? undefined : scoped;
}

const COMMENT = /\/\*[\s\S]*?\*\//g;

/**
 * postcss keeps comments that sit inside a selector, value or parameter (and between a name and its value)
 * in the node's text and raws; a comment separates tokens, so a space takes its place.
 */
function dropInnerComments(node: ChildNode): void {
  const raws = node.raws as Record<string, unknown>;
  for (const [key, raw] of Object.entries(raws)) {
    if (typeof raw === 'string') raws[key] = raw.replace(COMMENT, ' ');
    else if (raw && typeof raw === 'object') delete raws[key];
  }
  if (node.type === 'rule') node.selector = node.selector.replace(COMMENT, ' ');
  else if (node.type === 'decl') node.value = node.value.replace(COMMENT, ' ');
  else if (node.type === 'atrule') node.params = node.params.replace(COMMENT, ' ');
}

function insideKeyframes(node: ChildNode): boolean {
  for (let parent: Node | undefined = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && /keyframes$/i.test((parent as AtRule).name)) return true;
  }
  return false;
}

/**
 * An advert's stylesheet as it may be served: at-rules other than @media, @supports and @keyframes removed,
 * declarations that load from outside the media library or run code removed, comments removed, and every
 * selector scoped to `.advert` (`body`/`html`/`:root` become the scope itself; selectors of the scope's
 * siblings are dropped). Keyframe selectors and names stay as they are. Throws AdvertCssError when it does
 * not parse.
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
      return;
    }
    dropInnerComments(node);
    if (node.type === 'atrule') {
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
      const selectors = node.selectors.map(scopeSelector).filter((s): s is string => s !== undefined);
      if (DANGEROUS_VALUE.test(node.selector) || selectors.length === 0) node.remove();
      else node.selectors = selectors;
    }
  });
  return root.toString().trim();
}
