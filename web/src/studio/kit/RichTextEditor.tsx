import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { FieldError, Hint } from '../../components/form/FieldParts';
import { richTextExtensions, type RichTextFormats } from './richTextExtensions';
import { RichTextToolbar } from './RichTextToolbar';

const Field = styled.div`
  display: grid;
  gap: 0.4rem;
  min-width: 0;
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.inkSoft};
  cursor: default;
`;

const Frame = styled.div<{ $invalid: boolean; $compact: boolean }>`
  min-width: 0;
  border: 1px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.lineStrong)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.paper};
  overflow: hidden;

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.indigo700};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.indigo100};
  }

  .ProseMirror {
    min-height: ${({ $compact }) => ($compact ? '8rem' : '18rem')};
    max-height: 60vh;
    overflow-y: auto;
    padding: ${({ theme }) => theme.space[4]};
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.ink};
    outline: none;
    overflow-wrap: anywhere;
  }
  .ProseMirror > * + * {
    margin-top: ${({ theme }) => theme.space[3]};
  }
  .ProseMirror h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  .ProseMirror h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  .ProseMirror ul,
  .ProseMirror ol {
    padding-left: 1.4rem;
  }
  .ProseMirror blockquote {
    padding-left: ${({ theme }) => theme.space[3]};
    border-left: 3px solid ${({ theme }) => theme.colors.line};
  }
  .ProseMirror a {
    color: ${({ theme }) => theme.colors.indigo800};
    text-decoration: underline;
  }
`;

interface RichTextEditorProps {
  label: string;
  /** Which markup the field keeps (and so which toolbar buttons it has); a document's by default. */
  formats?: RichTextFormats;
  /** A shorter editing area, for a field inside a dialog. */
  compact?: boolean;
  /** HTML to start from; later changes of it are not applied (the editor owns the text). */
  initialHtml: string;
  onChange: (html: string) => void;
  hint?: string;
  error?: string | null;
  disabled?: boolean;
}

/**
 * A rich-text field (TipTap): a formatting toolbar over an editable area that screen readers
 * announce as a multi-line text box named by the label. Gives its HTML on every change.
 * Heavy (TipTap and ProseMirror): load it with React.lazy so it stays out of other chunks.
 */
export default function RichTextEditor({
  label,
  formats = 'document',
  compact = false,
  initialHtml,
  onChange,
  hint,
  error,
  disabled,
}: RichTextEditorProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  // Only real edits are reported: attribute and editable changes also raise update events.
  const lastHtml = useRef(initialHtml);
  const editor = useEditor({
    extensions: richTextExtensions[formats],
    content: initialHtml,
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      if (html === lastHtml.current) return;
      lastHtml.current = html;
      onChange(html);
    },
  });

  // Attributes that change (the error) are kept on the editable element as they change.
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': `${id}-label`,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(error ? { 'aria-invalid': 'true' } : {}),
        },
      },
    });
    editor.setEditable(!disabled, false);
  }, [editor, id, describedBy, error, disabled]);

  return (
    <Field>
      <Label id={`${id}-label`} onClick={() => editor?.commands.focus()}>
        {label}
      </Label>
      <Frame $invalid={!!error} $compact={compact}>
        {editor ? <RichTextToolbar editor={editor} label={label} disabled={disabled} /> : null}
        <EditorContent editor={editor} />
      </Frame>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Field>
  );
}
