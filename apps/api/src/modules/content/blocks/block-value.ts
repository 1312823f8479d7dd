import type { ContentBlockDefinition } from '@fuel/domain/content';
import { sanitizeRichText } from '../domain/rich-text.js';

export type BlockValueCheck =
  | {
      readonly ok: true;
      /** null: the block is empty and shows its default. */ readonly value: string | null;
    }
  | { readonly ok: false; readonly message: string };

// Control characters other than tab and line breaks: invisible, and nothing an editor means to type.
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Whether sanitised HTML shows anything: text or a library image. */
function hasContent(html: string): boolean {
  return /<img\s/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '';
}

/**
 * The value to store for a block: plain text trimmed (one line unless the block is multiline), rich text
 * sanitised against the one allow-list; empty means back to the default. The length counts what is stored.
 */
export function checkBlockValue(definition: ContentBlockDefinition, raw: string): BlockValueCheck {
  if (CONTROL.test(raw)) return { ok: false, message: 'Der Text enthält unzulässige Steuerzeichen.' };
  let value: string;
  if (definition.format === 'rich') {
    value = sanitizeRichText(raw).trim();
    if (!hasContent(value)) return { ok: true, value: null };
  } else {
    value = raw.replace(/\r\n?/g, '\n').trim();
    if (value === '') return { ok: true, value: null };
    if (!definition.multiline && value.includes('\n')) {
      return {
        ok: false,
        message: `„${definition.name}“ ist einzeilig: Bitte ohne Zeilenumbruch schreiben.`,
      };
    }
  }
  if (value.length > definition.maxLength) {
    return {
      ok: false,
      message: `„${definition.name}“ darf höchstens ${definition.maxLength} Zeichen lang sein (jetzt ${value.length}).`,
    };
  }
  return { ok: true, value };
}
