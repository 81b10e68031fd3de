/**
 * Seed 000 §9: the mobile panel is dismissed by swiping it down at least 100 px, or by a downward flick of
 * at least 0.5 px/ms. Pure functions, so the rule is tested without a finger.
 */
export const SWIPE_DISMISS_DISTANCE_PX = 100;
export const SWIPE_DISMISS_VELOCITY_PX_PER_MS = 0.5;
/** A flick must still travel this far: a tap's jitter is fast but is not a swipe. (Ours, not the spec's.) */
const SWIPE_MIN_FLICK_DISTANCE_PX = 10;
/** The velocity is measured over the last part of the gesture, so a slow drag ending in a flick counts. */
const SWIPE_VELOCITY_WINDOW_MS = 100;

export type SwipeSample = { y: number; time: number };

export type SwipeOutcome = {
  /** How far below its start the finger ended, in px (never negative: the sheet does not move up). */
  distance: number;
  /** Downward speed at the end of the gesture, in px/ms (negative when moving up). */
  velocity: number;
  dismiss: boolean;
};

/** Whether a swipe with this end distance and velocity closes the sheet. */
export function shouldDismissSwipe({ distance, velocity }: Pick<SwipeOutcome, 'distance' | 'velocity'>): boolean {
  if (distance >= SWIPE_DISMISS_DISTANCE_PX) return true;
  return distance >= SWIPE_MIN_FLICK_DISTANCE_PX && velocity >= SWIPE_DISMISS_VELOCITY_PX_PER_MS;
}

/** Downward velocity over the last SWIPE_VELOCITY_WINDOW_MS of the samples (oldest first), in px/ms. */
export function swipeVelocity(samples: readonly SwipeSample[]): number {
  const last = samples[samples.length - 1];
  if (!last) return 0;
  const windowStart = last.time - SWIPE_VELOCITY_WINDOW_MS;
  const first = samples.find((sample) => sample.time >= windowStart) ?? last;
  const elapsed = last.time - first.time;
  // One sample, or samples with the same time stamp: no measurable speed; the distance rule still applies.
  return elapsed > 0 ? (last.y - first.y) / elapsed : 0;
}

/**
 * Follows one finger: `move` returns how far to draw the sheet below its place, `end` the outcome.
 * Samples older than the velocity window are dropped as the gesture goes on.
 */
export function createSwipeGesture(start: SwipeSample) {
  let samples: SwipeSample[] = [start];
  const offsetOf = (y: number) => Math.max(0, y - start.y);
  return {
    move(sample: SwipeSample): number {
      samples = [...samples.filter((s) => s.time >= sample.time - 2 * SWIPE_VELOCITY_WINDOW_MS), sample];
      return offsetOf(sample.y);
    },
    end(sample?: SwipeSample): SwipeOutcome {
      if (sample) samples = [...samples, sample];
      const last = samples.at(-1);
      const distance = last ? offsetOf(last.y) : 0;
      const velocity = swipeVelocity(samples);
      return { distance, velocity, dismiss: shouldDismissSwipe({ distance, velocity }) };
    },
  };
}
