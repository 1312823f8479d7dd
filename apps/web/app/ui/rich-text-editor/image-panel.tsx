import type { Editor } from '@tiptap/react';
import { type KeyboardEvent, useId, useState } from 'react';
import { cx } from '../cx.util';
import controlStyles from '../forms/control.module.css';
import styles from './rich-text-editor.module.css';

/** An image the editor may insert (the media library's, given by whoever shows the editor). */
export interface RichTextImage {
  /** Its original's path, `/media/<sha256>/…` (the site adds its variants when it serves the page). */
  readonly src: string;
  /** The alt text the library keeps for it (the panel starts from it; empty: decorative). */
  readonly alt: string;
  /** How the choice names it (title or file name). */
  readonly label: string;
}

interface ImagePanelProps {
  readonly editor: Editor;
  readonly id: string;
  readonly images: readonly RichTextImage[];
  readonly onClose: () => void;
}

/**
 * Inserts a library image at the cursor: a choice of the images and its alt text (prefilled with the
 * library's). No form of its own (it sits inside the page's form): Enter inserts, Escape closes.
 */
export function ImagePanel({ editor, id, images, onClose }: ImagePanelProps) {
  const [index, setIndex] = useState(0);
  const [alt, setAlt] = useState(images[0]?.alt ?? '');
  const selectId = useId();
  const altId = useId();

  const insert = () => {
    const image = images[index];
    if (!image) return;
    editor
      .chain()
      .focus()
      .insertContent({ type: 'libraryImage', attrs: { src: image.src, alt: alt.trim() } })
      .run();
    onClose();
  };
  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      insert();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className={styles.linkPanel} id={id} role="group" aria-label="Bild einfügen">
      <label htmlFor={selectId} className={styles.linkLabel}>
        Bild
      </label>
      <select
        id={selectId}
        value={index}
        onChange={(event) => {
          const next = Number(event.target.value);
          setIndex(next);
          setAlt(images[next]?.alt ?? '');
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            close();
          }
        }}
        className={cx(controlStyles.control, styles.linkInput)}
        // The panel opens on the user's click on "Bild einfügen": choosing the image is what comes next.
        autoFocus
      >
        {images.map((image, i) => (
          <option key={image.src} value={i}>
            {image.label}
          </option>
        ))}
      </select>
      <label htmlFor={altId} className={styles.linkLabel}>
        Alternativtext
      </label>
      <input
        id={altId}
        type="text"
        autoComplete="off"
        maxLength={300}
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Was das Bild zeigt"
        className={cx(controlStyles.control, styles.linkInput)}
      />
      <div className={styles.linkActions}>
        <button type="button" className={styles.textButton} onClick={insert}>
          Einfügen
        </button>
        <button type="button" className={styles.textButton} onClick={close}>
          Abbrechen
        </button>
      </div>
    </div>
  );
}
