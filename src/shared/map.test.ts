import { describe, expect, it } from 'vitest';
import { greatCirclePoints, unwrapped, type MapPoint } from './map.js';

const close = (actual: MapPoint | undefined, expected: MapPoint, digits = 4) => {
  expect(actual?.[0]).toBeCloseTo(expected[0], digits);
  expect(actual?.[1]).toBeCloseTo(expected[1], digits);
};

describe('greatCirclePoints', () => {
  it('starts and ends at the two places exactly', () => {
    const points = greatCirclePoints([40.6398, -73.7789], [51.4706, -0.4619]);
    expect(points[0]).toEqual([40.6398, -73.7789]);
    expect(points.at(-1)).toEqual([51.4706, -0.4619]);
    expect(points.length).toBeGreaterThan(10);
  });

  it('passes through the known midpoint of an arc along the equator and along a meridian', () => {
    // An even number of steps puts a point at the arc's middle.
    const equator = greatCirclePoints([0, 0], [0, 80]);
    close(equator[equator.length >> 1], [0, 40]);
    const meridian = greatCirclePoints([0, 10], [60, 10]);
    close(meridian[meridian.length >> 1], [30, 10]);
  });

  it('bows toward the pole between two places at the same latitude', () => {
    // 45°N 0° to 45°N 90°E: the great circle's midpoint, worked by hand from the unit vectors
    // (½, 0, √½) and (0, ½, √½): their normalised sum is (0.4082, 0.4082, 0.8165), i.e. 54.7356°N 45°E.
    const points = greatCirclePoints([45, 0], [45, 90]);
    close(points[points.length >> 1], [54.7356, 45]);
  });

  it('crosses the antimeridian the short way, longitudes running on past 180°', () => {
    // Tokyo Haneda to San Francisco.
    const points = greatCirclePoints([35.5523, 139.78], [37.619, -122.375]);
    const longitudes = points.map((p) => p[1]);
    for (let i = 1; i < longitudes.length; i++) expect(Math.abs((longitudes[i] ?? 0) - (longitudes[i - 1] ?? 0))).toBeLessThan(10);
    expect(Math.max(...longitudes)).toBeGreaterThan(180);
    // The last point is San Francisco, one turn on: -122.375 + 360.
    close(points.at(-1), [37.619, 237.625]);
    // The arc goes north over the Pacific (near the Aleutians), not south of the ends.
    expect(Math.max(...points.map((p) => p[0]))).toBeGreaterThan(47);
  });

  it('gives the two ends for the same place twice and for antipodes', () => {
    expect(greatCirclePoints([10, 20], [10, 20])).toEqual([[10, 20], [10, 20]]);
    expect(greatCirclePoints([0, 0], [0, 180])).toEqual([[0, 0], [0, 180]]);
  });
});

describe('unwrapped', () => {
  it('shifts longitudes by whole turns so that no step is over 180°', () => {
    expect(unwrapped([[0, 170], [0, -175], [0, -160]])).toEqual([[0, 170], [0, 185], [0, 200]]);
    expect(unwrapped([[0, -170], [0, 175]])).toEqual([[0, -170], [0, -185]]);
  });
});
