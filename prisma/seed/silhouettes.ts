import type { Palette } from './palettes.js';

/**
 * Stylised garment and accessory outlines drawn in a 900 x 1200 box (portrait product frame). Each has
 * an outline path (filled with the textile pattern), detail lines (seams, stitching) and optional trims.
 */
export type SilhouetteName =
  | 'gown'
  | 'dress'
  | 'wrapDress'
  | 'shirt'
  | 'kaftan'
  | 'trousers'
  | 'skirt'
  | 'jacket'
  | 'hoodie'
  | 'tee'
  | 'jumpsuit'
  | 'tote'
  | 'clutch'
  | 'necklace'
  | 'earrings'
  | 'cuff'
  | 'hat'
  | 'scarf'
  | 'mannequin';

export interface SilhouetteShape {
  outline: string;
  details: string;
  /** Extra solid elements drawn above the garment (handles, clasps, cords). */
  trims?: (p: Palette) => string;
  /** Extra elements drawn below the garment (a stand, a hanger). */
  under?: (p: Palette) => string;
  /** Enlargement about the frame's centre, for small accessories. */
  scale?: number;
}

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
const n = (v: number) => String(Math.round(v * 10) / 10);

function necklace(): SilhouetteShape {
  let beads = '';
  const points: string[] = [];
  const count = 23;
  for (let i = 0; i < count; i++) {
    const t = -1.32 + (2.64 * i) / (count - 1);
    const x = 450 + 235 * Math.sin(t);
    const y = 330 + 400 * Math.cos(t) * 0.95;
    points.push(`${n(x)} ${n(y)}`);
    beads += circle(Math.round(x), Math.round(y), i % 2 ? 17 : 24);
  }
  beads += 'M450 760L505 840L450 960L395 840Z';
  return {
    outline: beads,
    details: '',
    scale: 1.08,
    under: (p) =>
      `<path d="M${points.join('L')}" fill="none" stroke="${p.ink}" stroke-width="4" stroke-opacity=".6"/><path d="M262 398C300 250 600 250 638 398" fill="none" stroke="${p.ink}" stroke-width="4" stroke-opacity=".6"/>`,
  };
}

export const SILHOUETTES: Record<SilhouetteName, SilhouetteShape> = {
  gown: {
    outline:
      'M392 212C398 262 404 300 414 332L486 332C496 300 502 262 508 212L530 216C548 292 560 362 548 432C540 482 522 522 516 560C566 760 652 960 734 1092C566 1134 334 1134 166 1092C248 960 334 760 384 560C378 522 360 482 352 432C340 362 352 292 370 216Z',
    details: 'M384 560Q450 585 516 560M450 600V1115',
  },
  dress: {
    outline:
      'M405 226Q450 272 495 226L570 254L626 370L566 396L548 362C545 452 536 512 530 562L616 952Q450 988 284 952L370 562C364 512 355 452 352 362L334 396L274 370L330 254Z',
    details: 'M370 562Q450 578 530 562M352 362Q450 380 548 362',
  },
  wrapDress: {
    outline:
      'M410 226L450 330L490 226L572 254L650 640L592 652L550 380C546 460 538 515 532 562L640 1010Q450 1050 260 1010L368 562C362 515 354 460 350 380L308 652L250 640L328 254Z',
    details: 'M410 226L532 562M368 562Q450 580 532 562M532 562L560 700',
  },
  shirt: {
    outline:
      'M410 232L450 276L490 232L600 266L682 420L612 452L586 402L590 832Q450 852 310 832L314 402L288 452L218 420L300 266Z',
    details: 'M450 276V842M410 232L430 300L450 276L470 300L490 232M350 480H400',
  },
  kaftan: {
    outline:
      'M400 220Q450 264 500 220L562 232L782 332L762 522L602 472L632 1062Q450 1088 268 1062L298 472L138 522L118 332L338 232Z',
    details: 'M420 236Q450 330 480 236M450 310V520M298 472H602',
  },
  trousers: {
    outline: 'M330 250L570 250L624 1062L484 1062L450 530L416 1062L276 1062Z',
    details: 'M330 290H570M450 290V530M390 290L380 420M510 290L520 420',
  },
  skirt: {
    outline: 'M352 320L548 320L552 360L646 936Q450 972 254 936L348 360Z',
    details: 'M348 360H552M400 360L360 950M500 360L540 950',
  },
  jacket: {
    outline:
      'M398 228L450 424L502 228L602 258L680 302L704 762L632 774L610 424L606 832L450 862L294 832L290 424L268 774L196 762L220 302L298 258Z',
    details: 'M398 228L372 330L450 424L528 330L502 228M450 424V858M330 640H400M500 640H570',
  },
  hoodie: {
    outline:
      'M362 254C350 160 400 128 450 128C500 128 550 160 538 254L620 282L702 562L704 762L632 772L606 484L610 802L598 842L302 842L290 802L294 484L268 772L196 762L198 562L280 282Z',
    details: 'M398 254Q450 200 502 254M360 600H540L520 720H380ZM430 262L424 340M470 262L476 340',
  },
  tee: {
    outline:
      'M398 250Q450 292 502 250L612 280L692 402L620 442L592 402L596 822L304 822L308 402L280 442L208 402L288 280Z',
    details: 'M398 250Q450 310 502 250M308 402Q305 420 280 442M592 402Q595 420 620 442',
  },
  jumpsuit: {
    outline:
      'M402 230Q450 276 498 230L562 246L562 420C562 480 552 522 562 562L604 1062L482 1062L450 624L418 1062L296 1062L338 562C348 522 338 480 338 420L338 246Z',
    details: 'M338 562H562M450 276V624M338 420Q450 440 562 420',
  },
  tote: {
    outline: 'M258 520L642 520L684 1002Q450 1034 216 1002Z',
    details: 'M258 580H642',
    scale: 1.08,
    trims: (p) =>
      `<path d="M338 530C338 318 562 318 562 530" fill="none" stroke="${p.accent2}" stroke-width="24" stroke-linecap="round"/><path d="M338 530C338 318 562 318 562 530" fill="none" stroke="#000" stroke-opacity=".15" stroke-width="4" transform="translate(0 6)"/>`,
  },
  clutch: {
    outline: 'M260 552H640Q672 552 672 584V838Q672 870 640 870H260Q228 870 228 838V584Q228 552 260 552Z',
    details: 'M232 580L450 762L668 580',
    scale: 1.3,
    trims: (p) =>
      `<circle cx="450" cy="764" r="20" fill="${p.accent2}" stroke="#000" stroke-opacity=".2" stroke-width="3"/>`,
  },
  necklace: necklace(),
  earrings: {
    outline: [330, 570]
      .map(
        (x) =>
          `${circle(x, 412, 20)}M${x} 452L${x + 62} 620Q${x} 700 ${x - 62} 620Z${circle(x, 712, 16)}${circle(x, 762, 12)}`,
      )
      .join(''),
    details: '',
    scale: 1.35,
    under: (p) =>
      [330, 570]
        .map(
          (x) =>
            `<path d="M${x} 392C${x} 330 ${x + 40} 320 ${x + 44} 360" fill="none" stroke="${p.accent2}" stroke-width="6" stroke-linecap="round"/><path d="M${x} 432V452M${x} 690V750" stroke="${p.accent2}" stroke-width="5"/>`,
        )
        .join(''),
  },
  cuff: {
    outline:
      'M210 620C210 520 690 520 690 620L690 760C690 860 210 860 210 760ZM262 640C262 708 638 708 638 640C638 590 262 590 262 640Z',
    details: 'M218 690C250 790 650 790 682 690',
    scale: 1.2,
  },
  hat: {
    outline: 'M322 600C330 430 570 430 578 600ZM214 640C262 560 638 560 686 640C606 708 294 708 214 640Z',
    details: 'M330 560Q450 540 570 560M300 640Q450 670 600 640',
    scale: 1.3,
  },
  scarf: {
    outline: 'M296 300L444 300L432 1000L310 1000ZM456 300L604 300L592 960L468 960Z',
    details:
      'M316 1000V1050M336 1000V1050M356 1000V1050M376 1000V1050M396 1000V1050M416 1000V1050M474 960V1010M494 960V1010M514 960V1010M534 960V1010M554 960V1010M574 960V1010',
    under: (p) =>
      `<path d="M240 300H660" stroke="${p.accent2}" stroke-width="14" stroke-linecap="round"/><path d="M450 300V240Q450 200 480 200" fill="none" stroke="${p.accent2}" stroke-width="8" stroke-linecap="round"/>`,
  },
  mannequin: {
    outline:
      'M362 222C300 240 290 300 310 382C330 462 350 522 340 582C330 662 300 702 320 762L580 762C600 702 570 662 560 582C550 522 570 462 590 382C610 300 600 240 538 222C512 204 388 204 362 222Z',
    details: 'M450 215V762M320 430Q450 470 580 430',
    under: (p) =>
      `<rect x="418" y="168" width="64" height="48" rx="10" fill="${p.accent2}"/><rect x="442" y="760" width="16" height="270" fill="${p.accent2}"/><path d="M450 1030L330 1090M450 1030L570 1090M450 1030V1100" stroke="${p.accent2}" stroke-width="12" stroke-linecap="round"/>`,
  },
};
