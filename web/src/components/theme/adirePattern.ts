/**
 * Resist-dye motifs as inline SVG data URIs (nothing is fetched from outside hosts). Used as
 * background images over indigo or ivory.
 */
function svgUrl(svg: string): string {
  return `url("data:image/svg+xml,${encodeURIComponent(svg.replace(/\s+/g, ' ').trim())}")`;
}

/** Concentric circles and stitched lines, in the manner of adire eleko. */
export function adireMotif(stroke: string, opacity = 0.18): string {
  return svgUrl(`
    <svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
      <g fill="none" stroke="${stroke}" stroke-opacity="${opacity}" stroke-width="1.5">
        <circle cx="24" cy="24" r="14"/><circle cx="24" cy="24" r="8"/><circle cx="24" cy="24" r="2"/>
        <circle cx="72" cy="72" r="14"/><circle cx="72" cy="72" r="8"/><circle cx="72" cy="72" r="2"/>
        <path d="M56 8 l16 16 M72 8 l-16 16 M8 56 l16 16 M24 56 l-16 16"/>
        <path d="M48 0 v96 M0 48 h96" stroke-dasharray="3 5"/>
      </g>
    </svg>`);
}
