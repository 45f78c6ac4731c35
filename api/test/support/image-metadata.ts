import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/**
 * What metadata a stored image file carries, read from its bytes: JPEG segments (APP1 EXIF and XMP,
 * APP13 IPTC, COM), PNG chunks (eXIf, tEXt, zTXt, iTXt, ...) and WebP RIFF chunks (EXIF, XMP).
 */
export function metadataBlocks(file: Buffer): string[] {
  if (file[0] === 0xff && file[1] === 0xd8) return jpegBlocks(file);
  if (file.subarray(1, 4).toString('latin1') === 'PNG') return pngBlocks(file);
  if (file.subarray(0, 4).toString('latin1') === 'RIFF') return webpBlocks(file);
  throw new Error('not a JPEG, PNG or WebP');
}

function jpegBlocks(file: Buffer): string[] {
  const found: string[] = [];
  let at = 2;
  while (at + 4 <= file.length && file[at] === 0xff) {
    const marker = file[at + 1]!;
    if (marker === 0xda) break; // start of scan: metadata comes before it
    const length = file.readUInt16BE(at + 2);
    const body = file.subarray(at + 4, at + 2 + length);
    if (marker === 0xe1) found.push(body.subarray(0, 4).toString('latin1') === 'Exif' ? 'EXIF' : 'XMP');
    else if (marker === 0xed) found.push('IPTC');
    else if (marker === 0xfe) found.push('COM');
    else if (marker === 0xe2 && body.subarray(0, 11).toString('latin1') === 'ICC_PROFILE') found.push('ICC');
    at += 2 + length;
  }
  return found;
}

const PNG_METADATA = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME', 'iCCP']);

function pngBlocks(file: Buffer): string[] {
  return pngChunks(file)
    .map((c) => c.type)
    .filter((type) => PNG_METADATA.has(type));
}

function pngChunks(file: Buffer): { type: string; start: number; end: number }[] {
  const chunks: { type: string; start: number; end: number }[] = [];
  for (let at = 8; at + 12 <= file.length;) {
    const length = file.readUInt32BE(at);
    chunks.push({ type: file.subarray(at + 4, at + 8).toString('latin1'), start: at, end: at + 12 + length });
    at += 12 + length;
  }
  return chunks;
}

function webpBlocks(file: Buffer): string[] {
  const found: string[] = [];
  for (let at = 12; at + 8 <= file.length;) {
    const type = file
      .subarray(at, at + 4)
      .toString('latin1')
      .trim();
    const size = file.readUInt32LE(at + 4);
    if (type === 'EXIF' || type === 'XMP' || type === 'ICCP') found.push(type);
    at += 8 + size + (size % 2);
  }
  return found;
}

/** A PNG chunk with its length and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([head, typed, crc]);
}

const XMP = (artist: string) =>
  `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${artist}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;

/** Pixels whose left half is red and right half blue: turned upright (EXIF 6), red is on top. */
function halves(width: number, height: number): Buffer {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) raw.set(x < width / 2 ? [230, 20, 20] : [20, 20, 230], (y * width + x) * 3);
  return raw;
}

export const EXIF_ARTIST = 'Ada Photographer';

const EXIF = {
  IFD0: { Artist: EXIF_ARTIST, Copyright: 'Ada 2026', Make: 'PhoneCo', Model: 'Phone 12' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '3/1 23/1 0/1' },
};

/**
 * A camera JPEG as phones send it: stored sideways with EXIF orientation 6 (its left half red, so
 * upright the red half is on top), GPS position, artist and copyright in EXIF, the artist in XMP
 * too, and a comment.
 */
export async function sidewaysJpegWithGps(width = 120, height = 80): Promise<Buffer> {
  return sharp(halves(width, height), { raw: { width, height, channels: 3 } })
    .withExif(EXIF)
    .withMetadata({ orientation: 6 })
    .withXmp(XMP(EXIF_ARTIST))
    .jpeg({ quality: 95 })
    .toBuffer()
    .then(addJpegComment);
}

function addJpegComment(jpeg: Buffer): Buffer {
  const text = Buffer.from(`Shot by ${EXIF_ARTIST} at home`, 'latin1');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe);
  segment.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, text, jpeg.subarray(2)]);
}

/** A PNG with an eXIf chunk (artist) and tEXt, zTXt and iTXt chunks, as editing tools write them. */
export async function pngWithTextChunks(width = 90, height = 60): Promise<Buffer> {
  const png = await sharp(halves(width, height), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  const exif = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .withExif(EXIF)
    .jpeg()
    .toBuffer();
  const exifBody = Buffer.from(exif.subarray(exif.indexOf('Exif\0\0', 0, 'latin1') + 6));
  const tiffEnd = exifBody.length; // the rest of the JPEG after the TIFF block does no harm to the test
  const extra = Buffer.concat([
    pngChunk('eXIf', exifBody.subarray(0, tiffEnd)),
    pngChunk('tEXt', Buffer.from(`Author\0${EXIF_ARTIST}`, 'latin1')),
    pngChunk('zTXt', Buffer.concat([Buffer.from('Comment\0\0', 'latin1'), await deflate(`GPS 6.45N 3.38E`)])),
    pngChunk('iTXt', Buffer.from(`XML:com.adobe.xmp\0\0\0\0\0${XMP(EXIF_ARTIST)}`, 'utf8')),
  ]);
  const ihdrEnd = pngChunks(png)[0]!.end;
  return Buffer.concat([png.subarray(0, ihdrEnd), extra, png.subarray(ihdrEnd)]);
}

async function deflate(text: string): Promise<Buffer> {
  const { deflateSync } = await import('node:zlib');
  return deflateSync(Buffer.from(text, 'latin1'));
}

/** A WebP with EXIF (artist, GPS) and XMP chunks. */
export async function webpWithExif(width = 90, height = 60): Promise<Buffer> {
  return sharp(halves(width, height), { raw: { width, height, channels: 3 } })
    .withExif(EXIF)
    .withXmp(XMP(EXIF_ARTIST))
    .webp({ quality: 90 })
    .toBuffer();
}
