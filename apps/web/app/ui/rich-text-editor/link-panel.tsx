import type { Editor } from '@tiptap/react';
import { useId, useState } from 'react';
import { cx } from '../cx.util';
import controlStyles from '../forms/control.module.css';
import { isAllowedLink, normalizeLink } from './rich-text.util';
import styles from './rich-text-editor.module.css';

const LINK_REFUSED =
  'Bitte eine Adresse mit https://, mailto: oder tel: angeben oder einen Pfad der Website wie /impressum.';
interface LinkPanelProps {
  readonly editor: Editor;
  readonly id: string;
  readonly onClose: () => void;
}

/**
 * The link's address: no form of its own (it sits inside the page's form), Enter applies, Escape closes.
 * An empty address removes the link.
 */
export function LinkPanel({ editor, id, onClose }: LinkPanelProps) {
  const current: unknown = editor.getAttributes('link').href;
  const [href, setHref] = useState(typeof current === 'string' ? current : '');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  const apply = () => {
    const target = normalizeLink(href);
    if (target === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onClose();
      return;
    }
    if (!isAllowedLink(target)) {
      setError(LINK_REFUSED);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: target, marks: [{ type: 'link', attrs: { href: target } }] });
    } else {
      chain.setLink({ href: target });
    }
    chain.run();
    onClose();
  };
  const close = () => {
    onClose();
    editor.commands.focus();
  };

  return (
    <div className={styles.linkPanel} id={id} role="group" aria-label="Link bearbeiten">
      <label htmlFor={inputId} className={styles.linkLabel}>
        Adresse des Links
      </label>
      <input
        id={inputId}
        type="text"
        inputMode="url"
        autoComplete="off"
        // Inside the page's form: Enter must apply the link, not post the page.
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            close();
          }
        }}
        value={href}
        onChange={(event) => {
          setHref(event.target.value);
          setError(null);
        }}
        placeholder="https://… oder /info-center/…"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cx(controlStyles.control, styles.linkInput)}
        // The panel opens on the user's click on "Link": the address is what they want to type next.
        autoFocus
      />
      <div className={styles.linkActions}>
        <button type="button" className={styles.textButton} onClick={apply}>
          Übernehmen
        </button>
        {editor.isActive('link') && (
          <button
            type="button"
            className={styles.textButton}
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onClose();
            }}
          >
            Link entfernen
          </button>
        )}
        <button type="button" className={styles.textButton} onClick={close}>
          Abbrechen
        </button>
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
