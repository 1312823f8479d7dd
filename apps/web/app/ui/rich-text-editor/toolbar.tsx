import { type Editor, useEditorState } from '@tiptap/react';
import type { KeyboardEvent, ReactNode } from 'react';
import styles from './rich-text-editor.module.css';

/** The toolbar's states, read on every transaction (useEditorState re-renders only when they change). */
function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
}

interface ToolButtonProps {
  readonly label: string;
  readonly pressed?: boolean;
  readonly disabled?: boolean;
  readonly expanded?: boolean;
  readonly controls?: string;
  readonly onPress: () => void;
  readonly children: ReactNode;
}

/** A toolbar button: its German name read out (the face is a short sign), pressed state where it toggles. */
function ToolButton({ label, pressed, disabled, expanded, controls, onPress, children }: ToolButtonProps) {
  return (
    <button
      type="button"
      className={styles.tool}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-controls={controls}
      disabled={disabled}
      // Keep the editor's selection: the click must not move focus out of the text first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

/** The frame of a toolbar icon: 20 px, the button's text colour, never a tab stop of its own. */
function ToolbarIcon({ children }: { readonly children: ReactNode }) {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" focusable="false">
      {children}
    </svg>
  );
}

/** The list buttons' faces as drawings (a digit as text would have to be part of the button's name). */
function BulletListIcon() {
  return (
    <ToolbarIcon>
      <circle cx="4" cy="5" r="1.6" fill="currentColor" />
      <circle cx="4" cy="14" r="1.6" fill="currentColor" />
      <path d="M8 5h10M8 14h10" stroke="currentColor" strokeWidth="1.8" />
    </ToolbarIcon>
  );
}

function OrderedListIcon() {
  return (
    <ToolbarIcon>
      <path
        d="M2.6 3.4 4.4 2.2v5.3M2.6 11.3c.6-1.3 2.8-1.2 2.8.2 0 1-1.6 2-2.8 3.4h3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
      />
      <path d="M8 5h10M8 14h10" stroke="currentColor" strokeWidth="1.8" />
    </ToolbarIcon>
  );
}

/** Two chain links (an emoji face would need an emoji font, which not every system has). */
function LinkIcon() {
  return (
    <ToolbarIcon>
      <path
        d="M8.5 11.5a3 3 0 0 0 4.2 0l3-3a3 3 0 0 0-4.2-4.2l-1 1M11.5 8.5a3 3 0 0 0-4.2 0l-3 3a3 3 0 0 0 4.2 4.2l1-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
      />
    </ToolbarIcon>
  );
}

/** A framed landscape (the face of "Bild einfügen"). */
function ImageIcon() {
  return (
    <ToolbarIcon>
      <rect
        x="2.5"
        y="3.5"
        width="15"
        height="13"
        rx="1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
      <circle cx="7" cy="8" r="1.5" fill="currentColor" />
      <path d="m3.5 15 4.5-4.5 3 3 2-2 3.5 3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </ToolbarIcon>
  );
}

/** Arrow keys, Home and End move between the toolbar's buttons (the ARIA toolbar pattern). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const index = buttons.findIndex((button) => button === document.activeElement);
  if (index < 0) return;
  event.preventDefault();
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : (index + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

interface ToolbarProps {
  readonly editor: Editor;
  readonly label: string;
  readonly editorId: string;
  readonly sourceMode: boolean;
  readonly linkOpen: boolean;
  readonly linkPanelId: string;
  readonly onToggleLink: () => void;
  readonly onToggleSource: () => void;
  /** Whether there are library images to insert (else no image button). */
  readonly hasImages: boolean;
  readonly imageOpen: boolean;
  readonly imagePanelId: string;
  readonly onToggleImage: () => void;
}

export function Toolbar({
  editor,
  label,
  editorId,
  sourceMode,
  linkOpen,
  linkPanelId,
  onToggleLink,
  onToggleSource,
  hasImages,
  imageOpen,
  imagePanelId,
  onToggleImage,
}: ToolbarProps) {
  const state = useToolbarState(editor);
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => {
    command(editor.chain().focus()).run();
  };
  const off = sourceMode;
  return (
    <div
      role="toolbar"
      aria-label={`Formatierung: ${label}`}
      aria-controls={editorId}
      className={styles.toolbar}
      onKeyDown={moveFocus}
    >
      <div className={styles.group}>
        <ToolButton
          label="Überschrift H2"
          pressed={state.h2}
          disabled={off}
          onPress={run((chain) => chain.toggleHeading({ level: 2 }))}
        >
          H2
        </ToolButton>
        <ToolButton
          label="Überschrift H3"
          pressed={state.h3}
          disabled={off}
          onPress={run((chain) => chain.toggleHeading({ level: 3 }))}
        >
          H3
        </ToolButton>
      </div>
      <div className={styles.group}>
        <ToolButton
          label="Fett"
          pressed={state.bold}
          disabled={off}
          onPress={run((chain) => chain.toggleBold())}
        >
          <strong>B</strong>
        </ToolButton>
        <ToolButton
          label="Kursiv"
          pressed={state.italic}
          disabled={off}
          onPress={run((chain) => chain.toggleItalic())}
        >
          <em>I</em>
        </ToolButton>
      </div>
      <div className={styles.group}>
        <ToolButton
          label="Aufzählung"
          pressed={state.bulletList}
          disabled={off}
          onPress={run((chain) => chain.toggleBulletList())}
        >
          <BulletListIcon />
        </ToolButton>
        <ToolButton
          label="Nummerierte Liste"
          pressed={state.orderedList}
          disabled={off}
          onPress={run((chain) => chain.toggleOrderedList())}
        >
          <OrderedListIcon />
        </ToolButton>
        <ToolButton
          label="Zitat"
          pressed={state.blockquote}
          disabled={off}
          onPress={run((chain) => chain.toggleBlockquote())}
        >
          „“
        </ToolButton>
        <ToolButton
          label="Link"
          pressed={state.link}
          expanded={linkOpen}
          controls={linkOpen ? linkPanelId : undefined}
          disabled={off}
          onPress={onToggleLink}
        >
          <LinkIcon />
        </ToolButton>
        {hasImages && (
          <ToolButton
            label="Bild einfügen"
            expanded={imageOpen}
            controls={imageOpen ? imagePanelId : undefined}
            disabled={off}
            onPress={onToggleImage}
          >
            <ImageIcon />
          </ToolButton>
        )}
      </div>
      <div className={styles.group}>
        <ToolButton
          label="Rückgängig"
          disabled={off || !state.canUndo}
          onPress={run((chain) => chain.undo())}
        >
          ↶
        </ToolButton>
        <ToolButton
          label="Wiederholen"
          disabled={off || !state.canRedo}
          onPress={run((chain) => chain.redo())}
        >
          ↷
        </ToolButton>
      </div>
      <div className={styles.group}>
        <ToolButton label="HTML-Quelltext" pressed={sourceMode} onPress={onToggleSource}>
          &lt;/&gt;
        </ToolButton>
      </div>
    </div>
  );
}
