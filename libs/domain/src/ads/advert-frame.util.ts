import { escapeHtml } from '../common/html.util.js';
import { ADVERT_LABEL } from './ad.constant.js';

/** What the advert's own document needs: the box fills the frame, nothing scrolls, links look like links. */
export const ADVERT_FRAME_BASE_CSS =
  'html,body{margin:0;padding:0;height:100%;overflow:hidden;background:#fff;' +
  'font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a}' +
  '.advert{box-sizing:border-box;width:100%;height:100%;overflow:hidden}' +
  '.advert img{max-width:100%;height:auto}';

export interface AdvertFrameInput {
  /** Sanitised advert HTML (links already pointing where clicks should go). */
  readonly html: string;
  /** The stylesheet's URL (`/api/iam/content/css/<file>`), or none. */
  readonly stylesheetUrl?: string | null;
}

/**
 * The document an advert is shown in: a sandboxed iframe (no script runs, `allow-popups` only for its
 * links) gets this as `src` (the delivery's frame) or `srcdoc` (the back office's preview). The advert's
 * markup sits in `.advert`, the scope its stylesheet is limited to.
 */
export function advertFrameDocument({ html, stylesheetUrl }: AdvertFrameInput): string {
  const stylesheet = stylesheetUrl ? `<link rel="stylesheet" href="${escapeHtml(stylesheetUrl)}">` : '';
  return (
    `<!doctype html><html lang="de"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="referrer" content="no-referrer">` +
    `<title>${ADVERT_LABEL}</title><style>${ADVERT_FRAME_BASE_CSS}</style>${stylesheet}</head>` +
    `<body><div class="advert">${html}</div></body></html>`
  );
}
