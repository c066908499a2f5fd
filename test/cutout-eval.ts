// The background remover's model under Node, on photos from test/corpus/: the same engine modules the
// worker runs (graph rewrite, input size, tensor, mask), with ImageMagick as the photo's decoder and
// scaler where the worker uses the browser's canvas. For the evaluation test and the bench.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { modelResources } from '../workers/background/model-resources';
import { openIsnet, type IsnetSession } from '../workers/engines/background/isnet-session';
import { modelInputSize, toModelInput, type InputSize } from '../workers/engines/background/model-input';
import { nodePackageReader } from '../scripts/node-package-reader';
import { BACKGROUND_MODEL, type BackgroundQuality } from '../src/contract/remove-background';
import { corpusDir } from './corpus';
import type { DecodedPng } from './png-alpha';

const modules = fileURLToPath(new URL('../node_modules/', import.meta.url));

/** The evaluation set: public-domain and CC0 photos of many kinds (SOURCES.tsv says where each is from). */
export const EVAL_DIR = join(corpusDir, 'cutout-eval');
export function evaluationPhotos(): string[] {
  return existsSync(EVAL_DIR) ? readdirSync(EVAL_DIR).filter((name) => name.endsWith('.jpg')).sort().map((name) => join(EVAL_DIR, name)) : [];
}

/**
 * One photo of each kind (the name's first word: person, animal, product, …), the first by name: what
 * the unit test runs by default, to keep the suite's time in bounds; the bench runs the whole set.
 */
export function onePhotoPerKind(photos: string[]): string[] {
  const kinds = new Map<string, string>();
  for (const path of photos) {
    const kind = basename(path).split('-')[0];
    if (!kinds.has(kind)) kinds.set(kind, path);
  }
  return [...kinds.values()];
}

/** The model the app serves, put together from the data package's chunks as the worker does. */
export function modelBytes(): Uint8Array {
  const { copies, resources } = modelResources(nodePackageReader(modules));
  const model = resources[`/models/${BACKGROUND_MODEL}`];
  const bytes = new Uint8Array(model.size);
  for (const chunk of model.chunks) {
    const copy = copies.find(({ to }) => to.endsWith(`/${chunk.name}`))!;
    bytes.set(readFileSync(join(modules, copy.from)), chunk.offsets[0]);
  }
  return bytes;
}

export async function openNodeIsnet(): Promise<IsnetSession> {
  return openIsnet(modelBytes(), 2);
}

export function imageSize(path: string): InputSize {
  const [width, height] = execFileSync('identify', ['-format', '%w %h', `${path}[0]`], { encoding: 'utf8' }).split(' ').map(Number);
  return { width, height };
}

function magick(args: string[], input?: Uint8Array): Buffer {
  return execFileSync('convert', args, { input, maxBuffer: 1 << 30 });
}

export interface Cutout {
  /** The mask at the photo's size, as RGBA whose alpha is the foreground (for png-alpha's checks). */
  mask: DecodedPng;
  /** The model's run alone, in milliseconds. */
  modelMs: number;
  input: InputSize;
}

/** Runs the model at the quality's input size and scales its mask back to the photo, bilinearly. */
export async function cutoutMask(session: IsnetSession, path: string, quality: BackgroundQuality): Promise<Cutout> {
  const photo = imageSize(path);
  const input = modelInputSize(quality, photo.width, photo.height);
  const rgba = magick([path, '-auto-orient', '-resize', `${input.width}x${input.height}!`, '-depth', '8', 'rgba:-']);
  const started = performance.now();
  const probabilities = await session.segment(toModelInput(rgba, input), input);
  const modelMs = performance.now() - started;
  const grey = Uint8Array.from(probabilities, (p) => Math.round(Math.min(1, Math.max(0, p)) * 255));
  const scaled = magick(['-size', `${input.width}x${input.height}`, '-depth', '8', 'gray:-', '-filter', 'Triangle', '-resize', `${photo.width}x${photo.height}!`, 'gray:-'], grey);
  const data = Buffer.alloc(photo.width * photo.height * 4);
  for (let pixel = 0; pixel < scaled.length; pixel += 1) data[pixel * 4 + 3] = scaled[pixel];
  return { mask: { width: photo.width, height: photo.height, colorType: 6, data }, modelMs, input };
}
