import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { cx } from '../cx.util';
import controlStyles from '../forms/control.module.css';
import { richTextExtensions } from './rich-text-extensions';
import { isAllowedLink, needsSourceMode, normalizeLink } from './rich-text.util';
import styles from './rich-text-editor.module.css';

interface ControlProps {
  readonly id?: string;
  readonly 'aria-describedby'?: string;
  readonly 'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  readonly required?: boolean;
}

interface TiptapEditorProps {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (html: string) => void;
  readonly rows: number;
  readonly control: ControlProps;
}

const LINK_REFUSED =
  'Bitte eine Adresse mit https://, mailto: oder tel: angeben oder einen Pfad der Website wie /impressum.';
const SOURCE_ONLY =
  'Dieser Text enthält eine Tabelle, die der Editor nicht darstellen kann. Bearbeiten Sie ihn deshalb als HTML.';

/**
 * What the editor writes for its content: nothing for an empty document, else its HTML without the empty
 * paragraphs at the end (the editor keeps one after a heading, list or image so there is a line to type on).
 */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML().replace(/(?:<p><\/p>)+$/, '');
}

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

interface LinkPanelProps {
  readonly editor: Editor;
  readonly id: string;
  readonly onClose: () => void;
}

/**
 * The link's address: no form of its own (it sits inside the page's form), Enter applies, Escape closes.
 * An empty address removes the link.
 */
function LinkPanel({ editor, id, onClose }: LinkPanelProps) {
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

interface ToolbarProps {
  readonly editor: Editor;
  readonly label: string;
  readonly editorId: string;
  readonly sourceMode: boolean;
  readonly linkOpen: boolean;
  readonly linkPanelId: string;
  readonly onToggleLink: () => void;
  readonly onToggleSource: () => void;
}

function Toolbar({
  editor,
  label,
  editorId,
  sourceMode,
  linkOpen,
  linkPanelId,
  onToggleLink,
  onToggleSource,
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
          label="Überschrift 2"
          pressed={state.h2}
          disabled={off}
          onPress={run((chain) => chain.toggleHeading({ level: 2 }))}
        >
          H2
        </ToolButton>
        <ToolButton
          label="Überschrift 3"
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
          •≡
        </ToolButton>
        <ToolButton
          label="Nummerierte Liste"
          pressed={state.orderedList}
          disabled={off}
          onPress={run((chain) => chain.toggleOrderedList())}
        >
          1.≡
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
          🔗
        </ToolButton>
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

/**
 * The TipTap editor with its toolbar (loaded lazily by RichTextEditor). The hidden input carries the HTML;
 * the HTML view edits the same value as text (tables, which the editor cannot show, only there).
 */
export function TiptapEditor({ name, label, value, onChange, rows, control }: TiptapEditorProps) {
  const fallbackId = useId();
  const editorId = control.id ?? fallbackId;
  const linkPanelId = useId();
  const noticeId = useId();
  const [sourceMode, setSourceMode] = useState(() => needsSourceMode(value));
  const [sourceNotice, setSourceNotice] = useState<string | null>(() =>
    needsSourceMode(value) ? SOURCE_ONLY : null,
  );
  const [linkOpen, setLinkOpen] = useState(false);
  const describedBy = [control['aria-describedby'], sourceNotice ? noticeId : undefined]
    .filter(Boolean)
    .join(' ');

  const editor = useEditor({
    extensions: richTextExtensions(),
    content: sourceMode ? '' : value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id: editorId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(control['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
        ...(control.required ? { 'aria-required': 'true' } : {}),
        class: styles.content ?? '',
        style: `min-height: ${rows * 1.5}em`,
        spellcheck: 'true',
      },
    },
    // TipTap calls the latest render's callback.
    onUpdate: ({ editor: current }) => onChange(htmlOf(current)),
  });

  const toggleSource = () => {
    setLinkOpen(false);
    if (!sourceMode) {
      setSourceMode(true);
      setSourceNotice(null);
      return;
    }
    if (needsSourceMode(value)) {
      setSourceNotice(SOURCE_ONLY);
      return;
    }
    editor.commands.setContent(value, { emitUpdate: false });
    setSourceMode(false);
    setSourceNotice(null);
    editor.commands.focus();
  };

  return (
    <div className={cx(styles.editor, control['aria-invalid'] && styles.invalid)}>
      <Toolbar
        editor={editor}
        label={label}
        editorId={editorId}
        sourceMode={sourceMode}
        linkOpen={linkOpen}
        linkPanelId={linkPanelId}
        onToggleLink={() => setLinkOpen((open) => !open)}
        onToggleSource={toggleSource}
      />
      {linkOpen && !sourceMode && (
        <LinkPanel editor={editor} id={linkPanelId} onClose={() => setLinkOpen(false)} />
      )}
      {sourceNotice && (
        <p id={noticeId} className={styles.notice}>
          {sourceNotice}
        </p>
      )}
      <input type="hidden" name={name} value={value} />
      {sourceMode ? (
        <textarea
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          spellCheck
          id={editorId}
          aria-label={`${label} (HTML)`}
          aria-describedby={describedBy || undefined}
          aria-invalid={control['aria-invalid']}
          className={cx(controlStyles.control, styles.source, styles.sourceInEditor)}
        />
      ) : (
        <EditorContent editor={editor} />
      )}
    </div>
  );
}
