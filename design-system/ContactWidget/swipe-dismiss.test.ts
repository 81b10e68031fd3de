import { describe, expect, it } from 'vitest';
import { createSwipeGesture, shouldDismissSwipe, SWIPE_DISMISS_DISTANCE_PX, SWIPE_DISMISS_VELOCITY_PX_PER_MS, swipeVelocity } from './swipe-dismiss';

describe('shouldDismissSwipe', () => {
  it('uses the spec figures: 100 px or 0.5 px/ms', () => {
    expect(SWIPE_DISMISS_DISTANCE_PX).toBe(100);
    expect(SWIPE_DISMISS_VELOCITY_PX_PER_MS).toBe(0.5);
  });

  it.each([
    [99, 0, false],
    [99.9, 0.49, false],
    [100, 0, true],
    [100, -2, true],
    [250, 0.1, true],
    [40, 0.5, true],
    [40, 0.49, false],
    [40, 3, true],
    [10, 0.5, true],
    [9, 5, false],
    [0, 5, false],
  ])('%s px at %s px/ms dismisses: %s', (distance, velocity, dismiss) => {
    expect(shouldDismissSwipe({ distance, velocity })).toBe(dismiss);
  });
});

describe('swipeVelocity', () => {
  it('is 0 without movement in time', () => {
    expect(swipeVelocity([])).toBe(0);
    expect(swipeVelocity([{ y: 10, time: 5 }])).toBe(0);
    expect(
      swipeVelocity([
        { y: 10, time: 5 },
        { y: 90, time: 5 },
      ]),
    ).toBe(0);
  });

  it('measures the last 100 ms only', () => {
    const samples = [
      { y: 0, time: 0 },
      { y: 20, time: 400 }, // a slow start...
      { y: 30, time: 500 },
      { y: 90, time: 600 }, // ...then a flick: 60 px in the last 100 ms
    ];
    expect(swipeVelocity(samples)).toBeCloseTo(0.6);
  });

  it('is negative when the finger moves up', () => {
    expect(
      swipeVelocity([
        { y: 100, time: 0 },
        { y: 50, time: 50 },
      ]),
    ).toBe(-1);
  });
});

describe('createSwipeGesture', () => {
  it('follows the finger down and never above the start', () => {
    const gesture = createSwipeGesture({ y: 300, time: 0 });
    expect(gesture.move({ y: 340, time: 16 })).toBe(40);
    expect(gesture.move({ y: 250, time: 32 })).toBe(0);
  });

  it('a long slow drag dismisses by distance', () => {
    const gesture = createSwipeGesture({ y: 300, time: 0 });
    for (let t = 100; t <= 1000; t += 100) gesture.move({ y: 300 + t * 0.12, time: t });
    const outcome = gesture.end();
    expect(outcome.distance).toBeCloseTo(120);
    expect(outcome.velocity).toBeCloseTo(0.12);
    expect(outcome.dismiss).toBe(true);
  });

  it('a short quick flick dismisses by velocity', () => {
    const gesture = createSwipeGesture({ y: 300, time: 0 });
    gesture.move({ y: 330, time: 30 });
    expect(gesture.end({ y: 360, time: 60 })).toEqual({ distance: 60, velocity: 1, dismiss: true });
  });

  it('a short slow drag snaps back', () => {
    const gesture = createSwipeGesture({ y: 300, time: 0 });
    gesture.move({ y: 320, time: 200 });
    gesture.move({ y: 340, time: 400 });
    const outcome = gesture.end({ y: 350, time: 600 });
    expect(outcome.dismiss).toBe(false);
    expect(outcome.distance).toBe(50);
  });

  it('a drag down that comes back up snaps back even when fast', () => {
    const gesture = createSwipeGesture({ y: 300, time: 0 });
    gesture.move({ y: 390, time: 100 });
    const outcome = gesture.end({ y: 310, time: 150 });
    expect(outcome.velocity).toBeLessThan(0);
    expect(outcome.dismiss).toBe(false);
  });
});
