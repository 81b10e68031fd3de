import { afterEach, describe, expect, it } from 'vitest';
import { BUSINESS_HOURS_TEXT, getBusinessStatus, isChatAvailable } from './business-hours';

/** Instants are written as New York wall time with its UTC offset, so the expectations do not rely on dayjs. */
const at = (isoWithOffset: string) => new Date(isoWithOffset);

describe('getBusinessStatus', () => {
  // Tuesday 13 January 2026 (EST, UTC-5) and Tuesday 14 July 2026 (EDT, UTC-4).
  describe.each([
    ['winter (EST)', '2026-01-13', '-05:00'],
    ['summer (EDT)', '2026-07-14', '-04:00'],
  ])('on a weekday in %s', (_season, day, offset) => {
    it.each([
      ['00:00:00', 'closed'],
      ['08:29:59', 'closed'],
      ['08:30:00', 'opening-soon'],
      ['08:59:59', 'opening-soon'],
      ['09:00:00', 'open'],
      ['12:00:00', 'open'],
      ['16:29:59', 'open'],
      ['16:30:00', 'closing-soon'],
      ['16:59:59', 'closing-soon'],
      ['17:00:00', 'closed'],
      ['23:59:59', 'closed'],
    ])('%s is %s', (time, status) => {
      expect(getBusinessStatus(at(`${day}T${time}${offset}`))).toBe(status);
    });
  });

  it.each([
    ['Monday 9:00', '2026-01-12T09:00:00-05:00', 'open'],
    ['Friday 16:59:59', '2026-01-16T16:59:59-05:00', 'closing-soon'],
    ['Friday 17:00', '2026-01-16T17:00:00-05:00', 'closed'],
    ['Saturday 8:45', '2026-01-17T08:45:00-05:00', 'closed'],
    ['Saturday noon', '2026-01-17T12:00:00-05:00', 'closed'],
    ['Sunday 16:45', '2026-01-18T16:45:00-05:00', 'closed'],
    ['Sunday 23:59:59', '2026-01-18T23:59:59-05:00', 'closed'],
    ['Monday 8:30', '2026-01-19T08:30:00-05:00', 'opening-soon'],
  ])('weekends are closed all day, weekdays are not: %s is %s', (_label, instant, status) => {
    expect(getBusinessStatus(at(instant))).toBe(status);
  });

  describe('DST starts on Sunday 8 March 2026 (2:00 EST becomes 3:00 EDT)', () => {
    it.each([
      // The same UTC instants a week apart fall an hour apart on New York's clock.
      ['Friday 6 March 13:30Z = 8:30 EST', '2026-03-06T13:30:00Z', 'opening-soon'],
      ['Monday 9 March 13:30Z = 9:30 EDT', '2026-03-09T13:30:00Z', 'open'],
      ['Friday 6 March 21:00Z = 16:00 EST', '2026-03-06T21:00:00Z', 'open'],
      ['Monday 9 March 21:00Z = 17:00 EDT', '2026-03-09T21:00:00Z', 'closed'],
      ['Monday 9 March 12:29:59Z = 8:29:59 EDT', '2026-03-09T12:29:59Z', 'closed'],
      ['Monday 9 March 12:30Z = 8:30 EDT', '2026-03-09T12:30:00Z', 'opening-soon'],
      ['Monday 9 March 13:00Z = 9:00 EDT', '2026-03-09T13:00:00Z', 'open'],
      ['Monday 9 March 20:30Z = 16:30 EDT', '2026-03-09T20:30:00Z', 'closing-soon'],
      ['Sunday 8 March 06:59Z = 1:59 EST', '2026-03-08T06:59:00Z', 'closed'],
      ['Sunday 8 March 07:00Z = 3:00 EDT', '2026-03-08T07:00:00Z', 'closed'],
      ['Sunday 8 March 14:00Z = 10:00 EDT', '2026-03-08T14:00:00Z', 'closed'],
    ])('%s is %s', (_label, instant, status) => {
      expect(getBusinessStatus(at(instant))).toBe(status);
    });
  });

  describe('DST ends on Sunday 1 November 2026 (2:00 EDT becomes 1:00 EST)', () => {
    it.each([
      ['Friday 30 October 13:00Z = 9:00 EDT', '2026-10-30T13:00:00Z', 'open'],
      ['Monday 2 November 13:00Z = 8:00 EST', '2026-11-02T13:00:00Z', 'closed'],
      ['Monday 2 November 13:30Z = 8:30 EST', '2026-11-02T13:30:00Z', 'opening-soon'],
      ['Monday 2 November 13:59:59Z = 8:59:59 EST', '2026-11-02T13:59:59Z', 'opening-soon'],
      ['Monday 2 November 14:00Z = 9:00 EST', '2026-11-02T14:00:00Z', 'open'],
      ['Friday 30 October 20:30Z = 16:30 EDT', '2026-10-30T20:30:00Z', 'closing-soon'],
      ['Monday 2 November 20:30Z = 15:30 EST', '2026-11-02T20:30:00Z', 'open'],
      ['Monday 2 November 21:30Z = 16:30 EST', '2026-11-02T21:30:00Z', 'closing-soon'],
      ['Monday 2 November 22:00Z = 17:00 EST', '2026-11-02T22:00:00Z', 'closed'],
      ['Sunday 1 November 05:30Z = 1:30 EDT', '2026-11-01T05:30:00Z', 'closed'],
      ['Sunday 1 November 06:30Z = 1:30 EST', '2026-11-01T06:30:00Z', 'closed'],
      ['Sunday 1 November 15:00Z = 10:00 EST', '2026-11-01T15:00:00Z', 'closed'],
    ])('%s is %s', (_label, instant, status) => {
      expect(getBusinessStatus(at(instant))).toBe(status);
    });
  });

  describe("does not depend on the visitor's time zone", () => {
    const originalTz = process.env.TZ;
    afterEach(() => {
      if (originalTz === undefined) delete process.env.TZ;
      else process.env.TZ = originalTz;
    });

    it.each(['Asia/Tokyo', 'America/Los_Angeles', 'Europe/London', 'UTC'])('in %s', (zone) => {
      process.env.TZ = zone;
      // Late Friday evening in Tokyo is Friday morning in New York.
      expect(getBusinessStatus(at('2026-01-16T08:45:00-05:00'))).toBe('opening-soon');
      expect(getBusinessStatus(at('2026-01-16T16:30:00-05:00'))).toBe('closing-soon');
      expect(getBusinessStatus(at('2026-01-16T17:00:00-05:00'))).toBe('closed');
      expect(getBusinessStatus(at('2026-07-14T09:00:00-04:00'))).toBe('open');
    });
  });
});

describe('isChatAvailable', () => {
  it('offers chat in every state but closed', () => {
    expect(isChatAvailable('open')).toBe(true);
    expect(isChatAvailable('closing-soon')).toBe(true);
    expect(isChatAvailable('opening-soon')).toBe(true);
    expect(isChatAvailable('closed')).toBe(false);
  });
});

it('states the hours as seed 000 §9 does', () => {
  expect(BUSINESS_HOURS_TEXT).toBe('Live chat Mon-Fri 9AM-5PM ET');
});
