import styled from 'styled-components';

const Prose = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  overflow-wrap: anywhere;

  ul,
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding-left: 1.25rem;
  }
  ul {
    list-style: disc;
  }
  ol {
    list-style: decimal;
  }
  a {
    color: ${({ theme }) => theme.colors.indigo800};
    font-weight: 600;
    text-decoration: underline;
  }
`;

/**
 * An FAQ answer. The API sends answers as HTML it has sanitised (paragraphs, emphasis, lists and
 * http(s)/mailto/tel links only), so it is shown as markup rather than as text.
 */
export function FaqAnswer({ html, className }: { html: string; className?: string }) {
  return <Prose className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
