import { fitViewport, groupByCountry, overlaps, placeLabels, projector, spreadOverlapping } from './projection';

const london = { latitude: 51.5, longitude: -0.12, country: 'GB' };
const edinburgh = { latitude: 55.95, longitude: -3.19, country: 'GB' };
const newYork = { latitude: 40.7, longitude: -74.0, country: 'US' };

describe('fitViewport and projector', () => {
  it('puts every point inside the box, north up and west left', () => {
    const viewport = fitViewport([london, edinburgh]);
    const project = projector(viewport, 400, 400 / (viewport.spanX / viewport.spanY));
    const a = project(london.latitude, london.longitude);
    const b = project(edinburgh.latitude, edinburgh.longitude);
    for (const point of [a, b]) {
      expect(point.x).toBeGreaterThan(0);
      expect(point.x).toBeLessThan(400);
      expect(point.y).toBeGreaterThan(0);
    }
    expect(b.y).toBeLessThan(a.y);
    expect(b.x).toBeLessThan(a.x);
  });

  it('gives a single home a minimum span centred on it', () => {
    const viewport = fitViewport([london], { minSpan: 4, aspect: 1.6 });
    expect(viewport.spanY).toBeCloseTo(4);
    expect(viewport.spanX).toBeCloseTo(6.4);
    const point = projector(viewport, 160, 100)(london.latitude, london.longitude);
    expect(point.x).toBeCloseTo(80);
    expect(point.y).toBeCloseTo(50);
  });

  it('clamps the aspect ratio', () => {
    const viewport = fitViewport([london, edinburgh], { minAspect: 0.8, maxAspect: 1.6 });
    const aspect = viewport.spanX / viewport.spanY;
    expect(aspect).toBeGreaterThanOrEqual(0.8 - 1e-9);
    expect(aspect).toBeLessThanOrEqual(1.6 + 1e-9);
  });
});

describe('groupByCountry', () => {
  it('makes one panel per country, biggest first', () => {
    const groups = groupByCountry([newYork, london, edinburgh]);
    expect(groups.map((group) => group.country)).toEqual(['GB', 'US']);
    expect(groups[0]!.points).toHaveLength(2);
  });
});

describe('placeLabels', () => {
  it('moves a label that would collide with an earlier one', () => {
    const labels = placeLabels(
      [
        { key: 'a', text: 'Manchester', x: 100, y: 100 },
        { key: 'b', text: 'Leeds', x: 104, y: 100 },
      ],
      [],
      { width: 400, height: 300 },
      { fontSize: 15, offset: 18 },
    );
    expect(labels[0]!.anchor).toBe('start');
    expect(labels[1]!.anchor).not.toBe('start');
  });
});

describe('spreadOverlapping', () => {
  it('pulls markers on the same spot apart', () => {
    const spread = spreadOverlapping(
      [
        { x: 50, y: 50 },
        { x: 51, y: 50 },
        { x: 50, y: 51 },
      ],
      20,
    );
    for (let i = 0; i < spread.length; i++) {
      for (let j = i + 1; j < spread.length; j++) {
        expect(Math.hypot(spread[i]!.x - spread[j]!.x, spread[i]!.y - spread[j]!.y)).toBeGreaterThanOrEqual(19.9);
      }
    }
  });
});

describe('overlaps', () => {
  it('detects overlapping boxes', () => {
    expect(overlaps({ x: 0, y: 0, width: 10, height: 10 }, { x: 5, y: 5, width: 10, height: 10 })).toBe(true);
    expect(overlaps({ x: 0, y: 0, width: 10, height: 10 }, { x: 11, y: 0, width: 10, height: 10 })).toBe(false);
  });
});
