import { createGlobalStyle } from 'styled-components';
import { displayFontFaces } from './displayFont';

export const GlobalStyle = createGlobalStyle`
  ${displayFontFaces}

  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-behavior: smooth;
    scroll-padding-top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.ivory};
    color: ${({ theme }) => theme.colors.ink};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }

  h1, h2, h3, h4 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.display};
    font-weight: 500;
    line-height: 1.15;
    letter-spacing: -0.01em;
    color: ${({ theme }) => theme.colors.indigo900};
  }

  p { margin: 0; }

  a { color: inherit; }

  img, svg { display: block; max-width: 100%; }

  button, input, select, textarea { font: inherit; color: inherit; }

  button { cursor: pointer; }

  ::selection { background: ${({ theme }) => theme.colors.indigo100}; }

  :focus { outline: none; }

  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ochre};
    outline-offset: 3px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }

    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
