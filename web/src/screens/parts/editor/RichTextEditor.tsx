/**
 * The rich-text editor (TipTap over ProseMirror): headings, bold/italic/underline, lists, quotes, links, pictures
 * through the upload flow (`lib/upload.ts`) and tables. HTML in and out: what it is given is sanitised before the
 * editor parses it, and what it hands back is sanitised too, so nothing it saves can carry a script.
 */
import { Image } from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button, Progress } from 'semantic-ui-react';
import { UPLOAD_MAX_BYTES } from '../../../../../contract/platform.ts';
import { useStores } from '../../../stores/index.ts';
import { sanitizeHtml } from '../../lib/sanitize.ts';
import { PICTURE_TYPES, refusal, uploadPicture } from '../../lib/upload.ts';
import { addContentStyles } from './styles.ts';
import { linkUrl } from './linkUrl.ts';

/** The editor's HTML for an empty document: stored as an empty text. */
const EMPTY = '<p></p>';

interface Props {
  /** The HTML to start from; a new value (another document) replaces the content. */
  value: string;
  onChange(html: string): void;
  /** The editing area's accessible name (a textbox needs one: docs/accessibility.md). */
  label: string;
}

export default function RichTextEditor({ value, onChange, label }: Props) {
  addContentStyles();
  const changed = useRef(onChange);
  changed.current = onChange;
  /** The last HTML this editor handed out: a `value` equal to it is our own echo, not a new document. */
  const emitted = useRef(value);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', isAllowedUri: (url) => linkUrl(url) !== undefined },
        codeBlock: false,
        code: false,
      }),
      Image.configure({ inline: false, allowBase64: false }),
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: sanitizeHtml(value),
    shouldRerenderOnTransaction: true,
    editorProps: { attributes: { class: 'rich-text', 'aria-multiline': 'true', role: 'textbox', 'aria-label': label } },
    onUpdate: ({ editor }) => {
      const html = editor.getHTML();
      const out = html === EMPTY ? '' : sanitizeHtml(html);
      emitted.current = out;
      changed.current(out);
    },
  });
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(sanitizeHtml(value), { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return null;
  return (
    <div className="rich-editor">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [linkOpen, setLinkOpen] = useState(false);
  const chain = () => editor.chain().focus();
  const tool = (name: string, icon: string, active: boolean, run: () => void, disabled = false) => (
    <Button
      type="button"
      basic={!active}
      className={active ? 'active' : ''}
      icon={icon}
      title={t(`screens.content.editor.${name}`)}
      aria-label={t(`screens.content.editor.${name}`)}
      aria-pressed={active}
      data-tool={name}
      disabled={disabled}
      onMouseDown={(e: React.MouseEvent) => e.preventDefault()}
      onClick={run}
    />
  );
  const inTable = editor.isActive('table');
  return (
    <>
      <div className="rich-editor-toolbar" role="toolbar">
        {tool('heading2', 'heading', editor.isActive('heading', { level: 2 }), () => chain().toggleHeading({ level: 2 }).run())}
        <Button
          type="button"
          basic={!editor.isActive('heading', { level: 3 })}
          className={editor.isActive('heading', { level: 3 }) ? 'active' : ''}
          content="H3"
          title={t('screens.content.editor.heading3')}
          // the name holds the text it shows, as voice control users say it (docs/accessibility.md)
          aria-label={`H3 ${t('screens.content.editor.heading3')}`}
          data-tool="heading3"
          onMouseDown={(e: React.MouseEvent) => e.preventDefault()}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        />
        {tool('bold', 'bold', editor.isActive('bold'), () => chain().toggleBold().run())}
        {tool('italic', 'italic', editor.isActive('italic'), () => chain().toggleItalic().run())}
        {tool('underline', 'underline', editor.isActive('underline'), () => chain().toggleUnderline().run())}
        {tool('strike', 'strikethrough', editor.isActive('strike'), () => chain().toggleStrike().run())}
        <span className="divider" />
        {tool('bulletList', 'list ul', editor.isActive('bulletList'), () => chain().toggleBulletList().run())}
        {tool('orderedList', 'list ol', editor.isActive('orderedList'), () => chain().toggleOrderedList().run())}
        {tool('quote', 'quote left', editor.isActive('blockquote'), () => chain().toggleBlockquote().run())}
        <span className="divider" />
        {tool('link', 'linkify', editor.isActive('link') || linkOpen, () => setLinkOpen((open) => !open))}
        <PictureTool editor={editor} />
        {tool('table', 'table', false, () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(), inTable)}
        {inTable && (
          <>
            {tool('addRow', 'plus square outline', false, () => chain().addRowAfter().run())}
            {tool('addColumn', 'columns', false, () => chain().addColumnAfter().run())}
            {tool('deleteRow', 'minus square outline', false, () => chain().deleteRow().run())}
            {tool('deleteColumn', 'minus', false, () => chain().deleteColumn().run())}
            {tool('deleteTable', 'trash alternate outline', false, () => chain().deleteTable().run())}
          </>
        )}
        <span className="divider" />
        {tool('undo', 'undo', false, () => chain().undo().run(), !editor.can().undo())}
        {tool('redo', 'redo', false, () => chain().redo().run(), !editor.can().redo())}
      </div>
      {linkOpen && <LinkBar editor={editor} onClose={() => setLinkOpen(false)} />}
    </>
  );
}

/** The address of a link on the selected text: checked against what the sanitiser keeps before it is set. */
function LinkBar({ editor, onClose }: { editor: Editor; onClose(): void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const [error, setError] = useState('');
  const apply = () => {
    const href = linkUrl(typed);
    if (!href) {
      setError(t('screens.content.editor.linkInvalid'));
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    onClose();
  };
  return (
    <div className="rich-editor-linkbar ui form">
      <input
        className="link-url"
        value={typed}
        placeholder="https://"
        aria-label={t('screens.content.editor.link')}
        onChange={(e) => {
          setTyped(e.target.value);
          setError('');
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          }
        }}
      />
      <Button type="button" primary size="small" className="link-apply" content={t('screens.content.editor.linkApply')} onClick={apply} />
      <Button
        type="button"
        size="small"
        className="link-remove"
        content={t('screens.content.editor.linkRemove')}
        onClick={() => {
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
          onClose();
        }}
      />
      {error && <span className="link-error" style={{ color: '#db2828' }}>{error}</span>}
    </div>
  );
}

/** A picture from the computer: uploaded through the token flow, then inserted at the cursor. */
function PictureTool({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const { api } = useStores();
  const picker = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const upload = async (file: File) => {
    const why = await refusal(file);
    if (why) {
      toast.error(why === 'type' ? t('screens.upload.type') : t('screens.upload.size', { mb: UPLOAD_MAX_BYTES / 1024 / 1024 }), { className: 'console-toast error' });
      return;
    }
    setPercent(0);
    try {
      const src = await uploadPicture(api, file, setPercent);
      editor.chain().focus().setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') }).run();
    } catch (err) {
      toast.error(t('screens.upload.failed', { message: (err as Error).message }), { className: 'console-toast error' });
    } finally {
      setPercent(null);
    }
  };
  return (
    <>
      <Button
        type="button"
        basic
        icon="image"
        title={t('screens.content.editor.image')}
        aria-label={t('screens.content.editor.image')}
        data-tool="image"
        loading={percent !== null}
        disabled={percent !== null}
        onClick={() => picker.current?.click()}
      />
      <input
        ref={picker}
        type="file"
        accept={PICTURE_TYPES.join(',')}
        hidden
        className="editor-image-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      {percent !== null && <Progress percent={percent} size="tiny" indicating style={{ width: 80, margin: 0 }} className="upload-progress" />}
    </>
  );
}
