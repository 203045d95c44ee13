import sharp, { type Sharp } from 'sharp';

/*
 * The image pipeline (platform.md §3 "Image"): read the real size, the five regions' average
 * colours, re-encode without metadata (no camera, GPS or editing history leaves the server), and
 * make srcset derivatives. Every decode refuses more than MAX_INPUT_PIXELS: a small file declaring
 * a huge image (a decompression bomb) fails before any pixel is decoded.
 */

/*
 * libvips' operation cache keeps decoded images around for repeats that never come here (each
 * derivative is made once, then read from storage): off, so the server stays small (bench/images.ts).
 */
sharp.cache(false);
// One libvips thread per image: images already run side by side on libuv's pool, and each extra
// thread brings its own malloc arena, which is what pushed the server past 300 MB in the images bench.
sharp.concurrency(1);

/** 100 megapixels: beyond any camera's photo, far below the memory a bomb would take. */
export const MAX_INPUT_PIXELS = 100_000_000;

/** The average colours of five regions, `#rrggbb`. */
export interface ColorData {
  topLeft: string;
  topRight: string;
  bottomLeft: string;
  bottomRight: string;
  center: string;
}

/** What processing learns from an upload. */
export interface ProcessedImage {
  width: number;
  height: number;
  /** Bytes of the processed original written to the output path. */
  size: number;
  colorData: ColorData;
}

const ANIMATED = new Set(['image/gif', 'image/webp']);

function decode(input: Buffer | string, contentType: string): Sharp {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: ANIMATED.has(contentType) });
}

function encodeLike(image: Sharp, contentType: string): Sharp {
  switch (contentType) {
    case 'image/jpeg':
      return image.jpeg({ quality: 90 });
    case 'image/png':
      return image.png();
    case 'image/webp':
      return image.webp({ quality: 90 });
    case 'image/gif':
      return image.gif();
    case 'image/avif':
      return image.avif({ quality: 70, effort: 2 });
    default:
      throw new Error(`Not a raster image type: ${contentType}`);
  }
}

const hex = (r: number, g: number, b: number) => `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/**
 * Averages of the four corner cells and the centre cell of a 3×3 grid over the image (a 60×60
 * sample, alpha over white).
 */
export async function colorDataOf(bytes: Buffer | string): Promise<ColorData> {
  const side = 60;
  const cell = side / 3;
  const pixels = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).flatten({ background: '#ffffff' }).resize(side, side, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const average = (column: number, row: number) => {
    let r = 0;
    let g = 0;
    let b = 0;
    for (let y = row * cell; y < (row + 1) * cell; y++) {
      for (let x = column * cell; x < (column + 1) * cell; x++) {
        const at = (y * side + x) * 3;
        r += pixels[at] as number;
        g += pixels[at + 1] as number;
        b += pixels[at + 2] as number;
      }
    }
    const n = cell * cell;
    return hex(r / n, g / n, b / n);
  };
  return { topLeft: average(0, 0), topRight: average(2, 0), bottomLeft: average(0, 2), bottomRight: average(2, 2), center: average(1, 1) };
}

/**
 * Processes an upload on disk into `outputPath`: the original to serve, same format, orientation
 * applied, metadata stripped; file to file, so no whole image file is held in memory (only
 * libvips' pixels). Throws (sharp's error) for bytes that do not decode or exceed the pixel limit.
 */
export async function processImage(inputPath: string, contentType: string, outputPath: string): Promise<ProcessedImage> {
  const metadata = await decode(inputPath, contentType).metadata();
  if (!metadata.width || !metadata.height) throw new Error('The image has no size.');
  // rotate() applies the EXIF orientation before the metadata goes; the output carries none.
  const info = await encodeLike(decode(inputPath, contentType).rotate(), contentType).toFile(outputPath);
  const height = metadata.pages && metadata.pageHeight ? metadata.pageHeight : info.height;
  return { width: info.width, height, size: info.size, colorData: await colorDataOf(outputPath) };
}

/** The formats a derivative may be sent in. */
export type DerivativeFormat = 'webp' | 'avif' | 'jpeg' | 'png';

/**
 * The derivative format for an Accept header: WebP when accepted (every current browser; fast to
 * make, so a cold gallery still loads quickly), else AVIF, else the original's own format
 * (PNG for GIF and the others).
 */
export function negotiateFormat(accept: string | undefined, contentType: string): DerivativeFormat {
  const header = (accept ?? '').toLowerCase();
  if (header.includes('image/webp')) return 'webp';
  if (header.includes('image/avif')) return 'avif';
  return contentType === 'image/jpeg' ? 'jpeg' : 'png';
}

/** The MIME type of a derivative format. */
export const DERIVATIVE_TYPES: Readonly<Record<DerivativeFormat, string>> = { webp: 'image/webp', avif: 'image/avif', jpeg: 'image/jpeg', png: 'image/png' };

/** A derivative `width` wide (never wider than the original), still images only (the first frame). */
export async function makeDerivative(original: Buffer, width: number, format: DerivativeFormat): Promise<Buffer> {
  const image = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).resize({ width, withoutEnlargement: true });
  switch (format) {
    case 'webp':
      // Effort 1 makes a 2500-px WebP 3× faster than the default 4, at the same size (bench/images.ts).
      return image.webp({ quality: 80, effort: 1 }).toBuffer();
    case 'avif':
      return image.avif({ quality: 55, effort: 2 }).toBuffer();
    case 'jpeg':
      return image.jpeg({ quality: 82, progressive: true }).toBuffer();
    case 'png':
      return image.png().toBuffer();
  }
}

/** Renders an SVG drawing (the demo's seeded pictures) to a PNG `longSide` pixels on its long side. */
export async function renderSvg(svg: string, longSide: number): Promise<Buffer> {
  const input = Buffer.from(svg);
  const { width = 800, height = 800 } = await sharp(input).metadata();
  const density = (72 * longSide) / Math.max(width, height);
  return sharp(input, { density }).resize({ width: width >= height ? longSide : undefined, height: height > width ? longSide : undefined }).png().toBuffer();
}
