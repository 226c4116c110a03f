/**
 * The camera path. Every other frame gets the fast read; the frames between work through the careful
 * passes on a picture kept from an earlier frame, a small step at a time (a finder search on one
 * binarization, one flattened hypothesis, one flat pass built or read), so no frame waits on a whole pass.
 * When a picture's steps are done, the next frame's picture is kept and the passes go on where they stopped.
 */
import { curvedSurfaceSteps } from './curved-surface';
import { extraPasses, whereExpected, type DetectQr } from './decode-qr-image';
import { STRICT_RINGS } from './finder-patterns';
import { fitTo, toGray, toPixels, type PixelImage } from './gray-image';

/** Another careful step starts only while the frame has spent less than this. */
const STEP_WHILE_UNDER_MS = 10;
/** Curved-surface hypotheses per kept picture, and how many of the likeliest the camera cycles through. */
const CURVED_PER_PICTURE = 4;
const CURVED_IN_CAMERA = 16;
/** The finder search on camera frames runs on at most this many pixels a side, and fits this many triples. */
const CAMERA_SEARCH_SIDE = 640;
const CAMERA_TRIPLES = 1;
const FLAT_PASS_SIDE = 800;
/** A kept picture older than this (the scanner was stopped and started again) is dropped. */
const STALE_MS = 1000;

/**
 * The careful passes on one kept picture, one step per `next()`: a read, or null when it found nothing yet.
 * Pictures take turns: two flat passes on one, the curved-surface pass on the next.
 */
async function* carefulSteps(
  image: PixelImage,
  detect: DetectQr,
  turn: number,
): AsyncGenerator<string | null, void> {
  const gray = toGray(image);
  const round = Math.floor(turn / 2);
  if (turn % 2 === 1) {
    const skip = (round * CURVED_PER_PICTURE) % CURVED_IN_CAMERA;
    const steps = curvedSurfaceSteps(gray, {
      skip,
      take: CURVED_PER_PICTURE,
      searchSide: CAMERA_SEARCH_SIDE,
      maxTriples: CAMERA_TRIPLES,
      ringSlack: STRICT_RINGS,
      // Each costs a camera frame more than it has: redrawn codes (a read more per hypothesis, and the
      // camera's few hypotheses a picture stay distinct), finders guessed or loosely found, every size fitted.
      thorough: false,
    });
    for (const step of steps) {
      if (step === null) {
        yield null;
        continue;
      }
      const found = (await detect(toPixels(step.image))).find((code) => whereExpected(code, step.expected));
      yield found?.text ?? null;
    }
    return;
  }
  // The flat passes on at most 800 px a side: a camera frame's code fills more of it than a photo's.
  const flat = fitTo(gray, FLAT_PASS_SIDE);
  yield null;
  for (const pass of [
    extraPasses[(2 * round) % extraPasses.length]!,
    extraPasses[(2 * round + 1) % extraPasses.length]!,
  ]) {
    if (!pass.applies(flat)) continue;
    const built = toPixels(pass.build(flat));
    yield null;
    yield (await detect(built))[0]?.text ?? null;
  }
}

export function createFrameDecoder(detect: DetectQr): (image: PixelImage) => Promise<string | null> {
  let frame = 0;
  let turn = 0;
  let job: AsyncGenerator<string | null, void> | null = null;
  let lastFrameAt = -Infinity;
  return async (image) => {
    const started = performance.now();
    if (started - lastFrameAt > STALE_MS) job = null;
    lastFrameAt = started;
    frame += 1;
    if (frame % 2 === 1) return (await detect(image))[0]?.text ?? null;
    // Steps of one kept picture while the frame has time; a new picture waits for the next careful frame.
    job ??= carefulSteps(image, detect, turn++);
    for (;;) {
      const step = await job.next();
      if (step.done || step.value !== null) {
        job = null;
        return step.done ? null : step.value;
      }
      if (performance.now() - started >= STEP_WHILE_UNDER_MS) return null;
    }
  };
}
