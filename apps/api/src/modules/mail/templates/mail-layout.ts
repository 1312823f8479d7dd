import { Inject, Injectable } from '@nestjs/common';
import {
  type CountryCode,
  type CountryId,
  type OperatorContact,
  countryById,
  siteSpelling,
} from '@fuel/domain';
import { CONTENT_BLOCKS } from '@fuel/domain/content';
import { APP_CONFIG } from '../../../core/config/config.module.js';
import type { AppConfig } from '../../../core/config/app-config.js';
import type { OutgoingMail } from '../mail.types.js';
import { escapeHtml } from '@fuel/domain/common';

/** Everything a mail needs to know about its site. */
export interface SiteMailContext {
  site: CountryCode;
  /** Site root including its prefix, e.g. http://localhost:3000/at. */
  baseUrl: string;
  countryName: string;
  /** Who sends the mail and how customers reach them: the footer's hotline, hours, e-mail and address. */
  operator: OperatorContact;
  /** The signature above the operator's address: the site's content block `mail.signature` (lines). */
  signature: readonly string[];
}
/** One line of a details table: 'Lieferadresse' and its lines, 'Gesamtpreis inkl. MwSt.' and the sum. */
export interface MailRow {
  label: string;
  /** Several lines (an address) are joined by line breaks. */
  value: string | readonly string[];
  /** The line that matters most (the total): bold in HTML. */
  emphasis?: boolean;
}

/** A headed table of facts after the text, e.g. what was ordered and what it costs. */
export interface MailSection {
  heading: string;
  rows: readonly MailRow[];
  /** Amounts of money: the values never wrap ('98,78 € / 100 l' stays one line on a phone). */
  numeric?: boolean;
}

export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  sections?: readonly MailSection[];
  action: { label: string; url: string };
  /** Shown after the button, e.g. how long the link is valid. */
  note?: string;
}

export const BRAND = 'Heizöl-Marktplatz';

/**
 * The sites as mails show them: where links lead (`PUBLIC_BASE_URL` plus the site's prefix) and the operator's
 * contact (AppConfig's operators, read when the API starts: a malformed value stops it there rather than
 * failing the transaction that queues a mail).
 */
@Injectable()
export class MailSites {
  /** The edited signatures per site (the content module keeps them current); absent: the default. */
  private readonly signatures = new Map<CountryId, string>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  context(countryId: CountryId): SiteMailContext {
    const country = countryById(countryId);
    const operator = this.config.operators[country.code];
    const signature =
      this.signatures.get(countryId) ?? CONTENT_BLOCKS['mail.signature'].defaultValue({ country, operator });
    return {
      site: country.code,
      baseUrl: `${this.config.publicBaseUrl}${country.pathPrefix}`,
      countryName: country.name,
      operator,
      signature: signature.split('\n'),
    };
  }

  /** The site's edited signature, or null for the default (called by the content module's blocks). */
  useSignature(countryId: CountryId, signature: string | null): void {
    if (signature === null) this.signatures.delete(countryId);
    else this.signatures.set(countryId, signature);
  }
}

const lines = (value: MailRow['value']): readonly string[] => (typeof value === 'string' ? [value] : value);

function sectionHtml(section: MailSection): string {
  const rows = section.rows
    .map((row) => {
      const cell = `padding:6px 0;border-top:1px solid #dde2e7;vertical-align:top;font-weight:${row.emphasis ? 'bold' : 'normal'};`;
      const wrap = section.numeric ? 'white-space:nowrap;' : '';
      return `<tr><th scope="row" style="${cell}text-align:left;color:#3d4a57;padding-right:16px">${escapeHtml(row.label)}</th><td style="${cell}${wrap}text-align:right">${lines(row.value).map(escapeHtml).join('<br>')}</td></tr>`;
    })
    .join('');
  return `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(section.heading)}</h2>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px">${rows}</table>`;
}

/** Plain text: the label, then the value's lines indented under it when there are several. */
function sectionText(section: MailSection): string[] {
  return [
    section.heading,
    ...section.rows.flatMap((row) => {
      const [first = '', ...rest] = lines(row.value);
      return [`${row.label}: ${first}`, ...rest.map((line) => `  ${line}`)];
    }),
    '',
  ];
}

/** One layout for every mail: logo text, content, details, button, hotline footer; plain text alongside. */
export function renderMail(context: SiteMailContext, content: MailContent): { html: string; text: string } {
  const logo = `${BRAND} ${context.site.toUpperCase()}`;
  const { operator } = context;
  const footer = [
    ...context.signature,
    `${operator.companyName} · ${operator.street} · ${operator.postalCode} ${operator.town} · ${operator.country}`,
    `${BRAND} ${context.countryName} · ${context.baseUrl}`,
  ];
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`)
    .join('');
  const sections = (content.sections ?? []).map(sectionHtml).join('\n');
  const note = content.note ? `<p style="margin:16px 0 0;color:#555">${escapeHtml(content.note)}</p>` : '';
  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1d2733">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:6px">
<div style="font-size:22px;font-weight:bold;color:#c8102e;margin-bottom:24px">${escapeHtml(logo)}</div>
<p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>
${paragraphs}
${sections}
<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#c8102e;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0;font-size:13px;color:#555">Falls der Knopf nicht funktioniert, öffnen Sie diesen Link: <span style="word-break:break-all">${escapeHtml(content.action.url)}</span></p>
${note}
<hr style="border:none;border-top:1px solid #dde2e7;margin:24px 0">
<p style="margin:0;font-size:13px;color:#555">${footer.map(escapeHtml).join('<br>')}</p>
</div></body></html>`;
  const text = [
    logo,
    '',
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.sections ?? []).flatMap(sectionText),
    `${content.action.label}: ${content.action.url}`,
    ...(content.note ? ['', content.note] : []),
    '',
    '--',
    ...footer,
  ].join('\n');
  return { html, text };
}

/**
 * A mail of the site of `countryId` to `to`, rendered in the common layout, in the site's spelling (the ch
 * site writes ss for ß).
 */
export function composeMail(
  sites: MailSites,
  to: string,
  countryId: CountryId,
  template: string,
  content: (context: SiteMailContext) => MailContent,
): OutgoingMail {
  const context = sites.context(countryId);
  const parts = content(context);
  const { html, text } = renderMail(context, parts);
  const spell = (value: string) => siteSpelling(value, countryId);
  return {
    to,
    subject: spell(parts.subject),
    template,
    site: context.site,
    html: spell(html),
    text: spell(text),
  };
}
