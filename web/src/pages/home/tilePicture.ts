/**
 * A tile's picture under a dark wash, so its light text keeps its contrast whatever the picture.
 * The URL is quoted as a CSS string.
 */
export function tilePicture(url: string): string {
  return `
    background: linear-gradient(160deg, rgba(22, 29, 66, 0.62), rgba(10, 12, 30, 0.86)), url(${JSON.stringify(url)}) center / cover no-repeat;
  `;
}
