import confetti from 'canvas-confetti';

/** Seed 000 §9: the success burst is 100 particles with a spread of 70. */
const CONFETTI_OPTIONS = { particleCount: 100, spread: 70, origin: { y: 0.6 } } as const;

/** A confetti burst; skipped for people who ask for reduced motion. */
export function celebrate(): void {
  void confetti({ ...CONFETTI_OPTIONS, disableForReducedMotion: true });
}
