import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { RICH_TEXT_HEADING_LEVELS, RICH_TEXT_LINK_REL } from '@domain/rich-text';

type RichTextEditorProps = {
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
};

type Tool = {
  label: string;
  icon: React.ReactNode;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
  className?: string;
};

function setLink(editor: Editor) {
  const previous = editor.getAttributes('link').href as string | undefined;
  const url = window.prompt('Adresse du lien (https://…)', previous ?? 'https://');
  if (url === null) return;
  if (url.trim() === '' || url.trim() === 'https://') editor.chain().focus().extendMarkRange('link').unsetLink().run();
  else editor.chain().focus().extendMarkRange('link').setLink({ href: url.trim() }).run();
}

function LinkIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </svg>
  );
}

const TOOLS: Tool[] = [
  { label: 'Gras', icon: 'G', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  {
    label: 'Italique',
    icon: 'I',
    className: 'rich-editor__tool--italic',
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    label: 'Souligné',
    icon: 'S',
    className: 'rich-editor__tool--underline',
    run: (e) => e.chain().focus().toggleUnderline().run(),
    active: (e) => e.isActive('underline'),
  },
  {
    label: 'Titre',
    icon: 'T',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  { label: 'Liste à puces', icon: '•', run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  {
    label: 'Liste numérotée',
    icon: '1.',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  { label: 'Citation', icon: '“', run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  { label: 'Lien', icon: <LinkIcon />, run: setLink, active: (e) => e.isActive('link') },
  { label: 'Annuler', icon: '↶', run: (e) => e.chain().focus().undo().run() },
  { label: 'Rétablir', icon: '↷', run: (e) => e.chain().focus().redo().run() },
];

/** The description editor (tiptap): only what the API's allow-list keeps (domain/rich-text.ts). */
export function RichTextEditor({ labelId, value, onChange, onBlur, describedBy, invalid, disabled }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [...RICH_TEXT_HEADING_LEVELS] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto'],
          HTMLAttributes: { rel: RICH_TEXT_LINK_REL, target: '_blank' },
        },
      }),
    ],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        class: 'rich-editor__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });
  const active = useEditorState({ editor, selector: ({ editor: e }) => TOOLS.map((tool) => tool.active?.(e) ?? false) });

  return (
    <div className={invalid ? 'rich-editor rich-editor--invalid' : 'rich-editor'}>
      <div className="rich-editor__toolbar" role="toolbar" aria-label="Mise en forme du message">
        {TOOLS.map((tool, index) => (
          <button
            key={tool.label}
            type="button"
            className={['rich-editor__tool', tool.className].filter(Boolean).join(' ')}
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.active ? Boolean(active?.[index]) : undefined}
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => tool.run(editor)}
          >
            <span aria-hidden="true">{tool.icon}</span>
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
