import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import { useId, useState } from 'react';
import { cx } from '../cx.util';
import controlStyles from '../forms/control.module.css';
import { ImagePanel, type RichTextImage } from './image-panel';
import { LinkPanel } from './link-panel';
import { richTextExtensions } from './rich-text-extensions';
import { needsSourceMode } from './rich-text.util';
import { Toolbar } from './toolbar';
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
  readonly images: readonly RichTextImage[];
}

const SOURCE_ONLY =
  'Dieser Text enthält eine Tabelle, die der Editor nicht darstellen kann. Bearbeiten Sie ihn deshalb als HTML.';

/**
 * What the editor writes for its content: nothing for an empty document, else its HTML without the empty
 * paragraphs at the end (the editor keeps one after a heading, list or image so there is a line to type on).
 */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML().replace(/(?:<p><\/p>)+$/, '');
}

/**
 * The TipTap editor with its toolbar (loaded lazily by RichTextEditor). The hidden input carries the HTML;
 * the HTML view edits the same value as text (tables, which the editor cannot show, only there).
 */
export function TiptapEditor({ name, label, value, onChange, rows, control, images }: TiptapEditorProps) {
  const fallbackId = useId();
  const editorId = control.id ?? fallbackId;
  const linkPanelId = useId();
  const imagePanelId = useId();
  const noticeId = useId();
  const [sourceMode, setSourceMode] = useState(() => needsSourceMode(value));
  const [sourceNotice, setSourceNotice] = useState<string | null>(() =>
    needsSourceMode(value) ? SOURCE_ONLY : null,
  );
  const [linkOpen, setLinkOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
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
    setImageOpen(false);
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
        onToggleLink={() => {
          setImageOpen(false);
          setLinkOpen((open) => !open);
        }}
        hasImages={images.length > 0}
        imageOpen={imageOpen}
        imagePanelId={imagePanelId}
        onToggleImage={() => {
          setLinkOpen(false);
          setImageOpen((open) => !open);
        }}
        onToggleSource={toggleSource}
      />
      {linkOpen && !sourceMode && (
        <LinkPanel editor={editor} id={linkPanelId} onClose={() => setLinkOpen(false)} />
      )}
      {imageOpen && !sourceMode && images.length > 0 && (
        <ImagePanel editor={editor} id={imagePanelId} images={images} onClose={() => setImageOpen(false)} />
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
