import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useId, useState, type MouseEvent } from 'react';
import styled from 'styled-components';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.ivory};
`;

const Tool = styled.button`
  min-width: 2.5rem;
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.lineStrong};
    background: ${({ theme }) => theme.colors.paper};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.indigo700};
    background: ${({ theme }) => theme.colors.indigo100};
    color: ${({ theme }) => theme.colors.indigo900};
  }
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

const Separator = styled.span`
  width: 1px;
  margin: 0 ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.line};
`;

const LinkForm = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  padding-top: ${({ theme }) => theme.space[2]};

  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  input {
    flex: 1 1 12rem;
    min-width: 0;
    height: 2.5rem;
    padding: 0 ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.lineStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

/**
 * A pointer press on a formatting button leaves focus and the selection in the editor. Otherwise
 * the editor refocuses only on the next frame, and keys typed meanwhile reach the button (a space
 * presses it again) instead of the text.
 */
const keepEditorFocus = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

interface ToolbarProps {
  editor: Editor;
  /** What the editor is called, so the toolbar's name says which editor it formats. */
  label: string;
  disabled?: boolean;
}

/**
 * Formatting buttons for a rich-text editor, for the formats its extensions load; each says
 * whether its format applies where the cursor is.
 */
export function RichTextToolbar({ editor, label, disabled }: ToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const linkInputId = useId();
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('');
  const chain = () => editor.chain().focus();

  const { nodes } = editor.schema;
  const headingTools = [
    { name: 'H2 heading', text: 'H2', pressed: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { name: 'H3 heading', text: 'H3', pressed: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
  ];
  const quoteTool = {
    name: 'Quote',
    text: '“ ”',
    pressed: state.blockquote,
    run: () => chain().toggleBlockquote().run(),
  };
  const tools = [
    ...(nodes.heading ? headingTools : []),
    { name: 'Bold', text: 'B', pressed: state.bold, run: () => chain().toggleBold().run() },
    { name: 'Italic', text: 'I', pressed: state.italic, run: () => chain().toggleItalic().run() },
    { name: 'Underline', text: 'U', pressed: state.underline, run: () => chain().toggleUnderline().run() },
    { name: 'Bulleted list', text: 'Bulleted', pressed: state.bulletList, run: () => chain().toggleBulletList().run() },
    {
      name: 'Numbered list',
      text: 'Numbered',
      pressed: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    ...(nodes.blockquote ? [quoteTool] : []),
  ];

  // Not a <form>: the editor sits inside the document's form, and forms do not nest.
  const applyLink = () => {
    const address = href.trim();
    if (address) chain().extendMarkRange('link').setLink({ href: address }).run();
    else chain().extendMarkRange('link').unsetLink().run();
    setLinking(false);
  };

  return (
    <Bar role="toolbar" aria-label={`${label} formatting`}>
      {tools.map((tool) => (
        <Tool
          key={tool.name}
          type="button"
          aria-label={tool.name}
          title={tool.name}
          aria-pressed={tool.pressed}
          disabled={disabled}
          onMouseDown={keepEditorFocus}
          onClick={tool.run}
        >
          {tool.text}
        </Tool>
      ))}
      <Separator aria-hidden="true" />
      <Tool
        type="button"
        aria-pressed={state.link}
        aria-expanded={linking}
        disabled={disabled}
        onClick={() => {
          setHref(state.href);
          setLinking((open) => !open);
        }}
      >
        Link
      </Tool>
      <Tool
        type="button"
        disabled={disabled || !state.canUndo}
        onMouseDown={keepEditorFocus}
        onClick={() => chain().undo().run()}
      >
        Undo
      </Tool>
      <Tool
        type="button"
        disabled={disabled || !state.canRedo}
        onMouseDown={keepEditorFocus}
        onClick={() => chain().redo().run()}
      >
        Redo
      </Tool>
      {linking ? (
        <LinkForm role="group" aria-label="Link">
          <label htmlFor={linkInputId}>Link address</label>
          <input
            id={linkInputId}
            type="text"
            inputMode="url"
            value={href}
            placeholder="https://… or mailto:…"
            autoFocus
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              }
            }}
            // Caught on the way down: Escape closes the link field only, not a dialog the editor is in.
            onKeyDownCapture={(event) => {
              if (event.key !== 'Escape') return;
              event.stopPropagation();
              setLinking(false);
              editor.commands.focus();
            }}
          />
          <Tool type="button" onClick={applyLink}>
            {href.trim() ? 'Apply Link' : 'Remove Link'}
          </Tool>
          <Tool type="button" onClick={() => setLinking(false)}>
            Cancel
          </Tool>
        </LinkForm>
      ) : null}
    </Bar>
  );
}
