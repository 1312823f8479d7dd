import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { cx } from '../cx.util';
import { useFieldControl } from '../field/field-context';
import controlStyles from '../forms/control.module.css';
import type { RichTextImage } from './image-panel';
import styles from './rich-text-editor.module.css';

export type { RichTextImage } from './image-panel';

// TipTap and ProseMirror load only on pages that edit rich text, after the page is interactive.
const TiptapEditor = lazy(() =>
  import('./tiptap-editor').then((module) => ({ default: module.TiptapEditor })),
);

export interface RichTextEditorProps {
  /** The form field the HTML is posted as (the textarea's, later the hidden input's). */
  readonly name: string;
  /** Names the editing area and its toolbar for assistive technology, e.g. 'Text'. */
  readonly label: string;
  /** The HTML to start from (within RICH_TEXT_ALLOW_LIST; the API sanitises it again on save). */
  readonly defaultValue?: string;
  /** Height of the plain textarea (and the editor's least height) in lines. */
  readonly rows?: number;
  readonly id?: string;
  readonly 'aria-describedby'?: string;
  readonly 'aria-invalid'?: true;
  readonly required?: boolean;
  readonly className?: string;
  /** Called with the HTML on every change (the form does not need it: it posts the field). */
  readonly onValueChange?: (html: string) => void;
  /** Library images the toolbar may insert ("Bild einfügen"); absent or empty: no such button. */
  readonly images?: readonly RichTextImage[];
}

const subscribeNever = () => () => undefined;

/** True once the page runs in the browser (false in the server render and the hydration that matches it). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * Rich text for the back office (issue #16): the server renders a plain textarea holding the HTML, so the
 * form posts it without JavaScript; in the browser the TipTap editor replaces it and writes the HTML into a
 * hidden input of the same name. Its extensions are limited to RICH_TEXT_ALLOW_LIST; the API sanitises on
 * save regardless. Inside a Field it takes the field's id, description and invalid mark.
 */
export function RichTextEditor({
  name,
  label,
  defaultValue = '',
  rows = 12,
  className,
  onValueChange,
  images,
  ...own
}: RichTextEditorProps) {
  const field = useFieldControl(own);
  const hydrated = useHydrated();
  const [value, setValue] = useState(defaultValue);
  const change = (html: string) => {
    setValue(html);
    onValueChange?.(html);
  };
  // What shows before the editor is there (server render, no JavaScript, the editor's code still loading):
  // typing into it is kept, the editor starts from it.
  const plain = (
    <textarea
      name={name}
      rows={rows}
      value={value}
      onChange={(event) => change(event.target.value)}
      spellCheck
      {...field}
      className={cx(controlStyles.control, styles.source)}
    />
  );
  return (
    <div className={cx(styles.richText, className)} data-rich-text={hydrated ? 'editor' : 'html'}>
      {hydrated ? (
        <Suspense fallback={plain}>
          <TiptapEditor
            name={name}
            label={label}
            value={value}
            onChange={change}
            rows={rows}
            control={field}
            images={images ?? []}
          />
        </Suspense>
      ) : (
        plain
      )}
    </div>
  );
}
