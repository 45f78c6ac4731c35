import StarterKit from '@tiptap/starter-kit';

const link = {
  openOnClick: false,
  autolink: true,
  protocols: ['mailto', 'tel'],
  defaultProtocol: 'https',
  HTMLAttributes: { rel: 'noopener noreferrer', target: null },
};

/**
 * What each rich-text field offers: exactly the markup the API keeps when it sanitises that field,
 * nothing it would drop. The toolbar shows the buttons of the formats loaded here only.
 */
export const richTextExtensions = {
  /** Legal documents: headings, paragraphs, lists, quotes, emphasis, underline, rules and safe links. */
  document: [StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, strike: false, link })],
  /** FAQ answers: paragraphs, line breaks, emphasis, underline, lists and safe links; no headings or quotes. */
  answer: [
    StarterKit.configure({
      heading: false,
      blockquote: false,
      horizontalRule: false,
      code: false,
      codeBlock: false,
      strike: false,
      link,
    }),
  ],
};

export type RichTextFormats = keyof typeof richTextExtensions;
