// Cleaning the flattened page by document type (issue 16): documents, receipts, business cards and
// books get their shadows divided out, their contrast stretched and their text sharpened; black and
// white is an adaptive threshold; photos keep their colours (only stretched); whiteboards get their
// board whitened (glare and grey turned white) while the marker's colours stay. Works on an RGBA
// matrix and answers a new one (the caller deletes both).
import type { PageSettings } from '../../../src/contract/pdf-scanner';
import type { Cv } from './load-opencv';

type Mat = InstanceType<Cv['Mat']>;

export function enhancePage(cv: Cv, page: Mat, settings: PageSettings): Mat {
  let current = new cv.Mat();
  cv.cvtColor(page, current, cv.COLOR_RGBA2RGB);
  const replace = (next: Mat) => {
    current.delete();
    current = next;
  };
  if (settings.colorMode !== 'color') replace(toGray(cv, current));
  if (settings.noiseReduction) replace(apply(cv, current, (out) => cv.medianBlur(current, out, 3)));
  if (settings.autoEnhance) {
    const flatPaper = settings.documentType !== 'photo';
    if (flatPaper) replace(divideBackground(cv, current));
    replace(stretchContrast(cv, current, flatPaper ? 0.02 : 0.005));
  }
  if (settings.documentType === 'whiteboard') replace(whitenBoard(current));
  else if (settings.backgroundRemoval && settings.documentType !== 'photo') replace(whitenPaper(current));
  if (settings.edgeEnhancement && settings.documentType !== 'photo') replace(sharpen(cv, current));
  if (settings.colorMode === 'blackWhite') replace(threshold(cv, current));
  const rgba = new cv.Mat();
  cv.cvtColor(current, rgba, current.channels() === 1 ? cv.COLOR_GRAY2RGBA : cv.COLOR_RGB2RGBA);
  current.delete();
  return rgba;
}

function apply(cv: Cv, _input: Mat, run: (out: Mat) => void): Mat {
  const out = new cv.Mat();
  run(out);
  return out;
}

function toGray(cv: Cv, rgb: Mat): Mat {
  return apply(cv, rgb, (out) => cv.cvtColor(rgb, out, cv.COLOR_RGB2GRAY));
}

/**
 * Shadows and uneven light: the paper's own brightness is estimated by closing the text away (a
 * dilation wider than a letter) and blurring, then every pixel is divided by it, per channel. The
 * estimate is made on a quarter-size copy: light varies slowly, and it is sixteen times less work.
 */
function divideBackground(cv: Cv, image: Mat): Mat {
  const channels = new cv.MatVector();
  cv.split(image, channels);
  const results = new cv.MatVector();
  const smallSize = new cv.Size(Math.max(1, Math.round(image.cols / 4)), Math.max(1, Math.round(image.rows / 4)));
  const size = Math.max(5, Math.round(Math.min(smallSize.width, smallSize.height) / 40) | 1);
  const kernel = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(size, size));
  for (let index = 0; index < channels.size(); index += 1) {
    const channel = channels.get(index);
    const background = new cv.Mat();
    cv.resize(channel, background, smallSize, 0, 0, cv.INTER_AREA);
    cv.dilate(background, background, kernel);
    cv.GaussianBlur(background, background, new cv.Size(0, 0), size);
    cv.resize(background, background, new cv.Size(image.cols, image.rows), 0, 0, cv.INTER_LINEAR);
    const divided = new cv.Mat();
    cv.divide(channel, background, divided, 255);
    results.push_back(divided);
    channel.delete();
    background.delete();
    divided.delete();
  }
  const merged = new cv.Mat();
  cv.merge(results, merged);
  kernel.delete();
  channels.delete();
  results.delete();
  return merged;
}

/** Stretches the brightness so the darkest and lightest `clip` shares reach black and white. */
function stretchContrast(cv: Cv, image: Mat, clip: number): Mat {
  const gray = image.channels() === 1 ? image.clone() : toGray(cv, image);
  const histogram = new Array<number>(256).fill(0);
  const data = gray.data;
  for (let index = 0; index < data.length; index += 1) histogram[data[index]] += 1;
  gray.delete();
  const limit = data.length * clip;
  let low = 0;
  for (let sum = 0; low < 255 && sum + histogram[low] <= limit; low += 1) sum += histogram[low];
  let high = 255;
  for (let sum = 0; high > 0 && sum + histogram[high] <= limit; high -= 1) sum += histogram[high];
  const out = new cv.Mat();
  if (high <= low) {
    image.copyTo(out);
    return out;
  }
  const alpha = 255 / (high - low);
  image.convertTo(out, -1, alpha, -low * alpha);
  return out;
}

/** Near-white paper made pure white (background removal). */
function whitenPaper(image: Mat): Mat {
  const out = image.clone();
  const data = out.data;
  const step = out.channels();
  for (let index = 0; index < data.length; index += step) {
    let light = true;
    for (let channel = 0; channel < step; channel += 1) if (data[index + channel] < 215) light = false;
    if (light) for (let channel = 0; channel < step; channel += 1) data[index + channel] = 255;
  }
  return out;
}

/**
 * A whiteboard's surface is grey, glossy and unevenly lit even after its light is divided out, while
 * what is on it is marker: dark or strongly coloured. Every pixel that is light and colourless (its
 * channels close together) is the board and becomes white; the strokes keep their colour.
 */
function whitenBoard(image: Mat): Mat {
  const out = image.clone();
  const data = out.data;
  const step = out.channels();
  for (let index = 0; index < data.length; index += step) {
    let low = 255;
    let high = 0;
    for (let channel = 0; channel < step; channel += 1) {
      low = Math.min(low, data[index + channel]);
      high = Math.max(high, data[index + channel]);
    }
    if (low >= 150 && high - low <= 40) for (let channel = 0; channel < step; channel += 1) data[index + channel] = 255;
  }
  return out;
}

/** Unsharp mask: the image plus half its difference from a blurred copy. */
function sharpen(cv: Cv, image: Mat): Mat {
  const blurred = new cv.Mat();
  cv.GaussianBlur(image, blurred, new cv.Size(0, 0), 2);
  const out = new cv.Mat();
  cv.addWeighted(image, 1.5, blurred, -0.5, 0, out);
  blurred.delete();
  return out;
}

function threshold(cv: Cv, image: Mat): Mat {
  const gray = image.channels() === 1 ? image.clone() : toGray(cv, image);
  const out = new cv.Mat();
  const block = Math.max(15, Math.round(Math.min(image.cols, image.rows) / 30) | 1);
  cv.adaptiveThreshold(gray, out, 255, cv.ADAPTIVE_THRESH_GAUSSIAN_C, cv.THRESH_BINARY, block, 10);
  gray.delete();
  return out;
}
