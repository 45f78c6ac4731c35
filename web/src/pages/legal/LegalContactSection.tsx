import { Link } from 'react-router';
import styled from 'styled-components';
import { SUPPORT_EMAIL } from './legalTexts';

const Box = styled.section`
  margin-top: ${({ theme }) => theme.space[7]};
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.ivoryDeep};
  border-radius: ${({ theme }) => theme.radii.md};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  a {
    color: ${({ theme }) => theme.colors.indigo800};
    font-weight: 600;
  }
`;

export function LegalContactSection() {
  return (
    <Box aria-labelledby="legal-contact-title">
      <h2 id="legal-contact-title">Questions?</h2>
      <p>
        If anything here is unclear, <Link to="/contact">contact us</Link> or write to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </Box>
  );
}
