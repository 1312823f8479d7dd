import { RICH_TEXT_ALLOW_LIST } from '@fuel/domain/content';
import { type Extensions, Node, mergeAttributes } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedLink } from './rich-text.util';

const IMAGE_ATTRIBUTES = RICH_TEXT_ALLOW_LIST.attributes.img;

/**
 * A media-library image (`<img src="/media/…">` with its alt text) kept as it is: the editor shows it and
 * writes it back; the toolbar's "Bild einfügen" inserts one of the images the editor was given. Other
 * sources are not read, as the API would drop them anyway.
 */
const LibraryImage = Node.create({
  name: 'libraryImage',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return Object.fromEntries(
      IMAGE_ATTRIBUTES.map((name) => [
        name,
        { default: null, parseHTML: (element: HTMLElement) => element.getAttribute(name) },
      ]),
    );
  },
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) =>
          element.getAttribute('src')?.startsWith(RICH_TEXT_ALLOW_LIST.imageSourcePrefix) ? null : false,
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)];
  },
});

/**
 * The editor's extensions, limited to what RICH_TEXT_ALLOW_LIST keeps: paragraphs, headings h2–h4 (the
 * page's h1 is its title), lists, bold, italic, underline, strike, links, quotes, rules, line breaks and
 * library images. No code, code blocks or other heading levels (the API would strip them).
 */
export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      heading: { levels: [2, 3, 4] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        // Internal links stay plain; the API adds rel="noopener nofollow" to external ones.
        HTMLAttributes: { target: null, rel: null, class: null },
        isAllowedUri: (url) => isAllowedLink(url),
        shouldAutoLink: (url) => /^https?:\/\//i.test(url) || /^www\./i.test(url),
      },
    }),
    LibraryImage,
  ];
}
