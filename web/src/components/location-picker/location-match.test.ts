import { describe, expect, it } from 'vitest';
import { foldText, matchLocations } from './location-match';

const at = (path: string) => ({ path, depth: path.split(' / ').length - 1 });

// In path order, as GET /locations answers.
const LOCATIONS = [
  at('Bergen'),
  at('Bergen / Kai 7'),
  at('Bergen / Kai 7 / Lager B'),
  at('Bergen / Kai 70'),
  at('Bergen / Storkaia'),
  at('MS Fjordbris / Dekk 2 / Lager'),
  at('Tromsø / Lagerhall'),
  at('Ålesund / Kai 7'),
];

const paths = (query: string) => matchLocations(LOCATIONS, query).map((location) => location.path);

describe('finding a location by what is typed', () => {
  it('folds accents and case: ålesund, ALESUND and tromso find the same places', () => {
    expect(foldText('  Ålesund  Kai ')).toBe('alesund kai');
    expect(foldText('Tromsø Æra')).toBe('tromso aera');
    expect(paths('ALESUND')).toEqual(['Ålesund / Kai 7']);
    expect(paths('tromso')).toEqual(['Tromsø / Lagerhall']);
  });

  it('matches any part of the path, every word somewhere in it', () => {
    expect(paths('bergen lager')).toEqual(['Bergen / Kai 7 / Lager B']);
    expect(paths('kai 7 / lager')).toEqual(['Bergen / Kai 7 / Lager B']);
    expect(paths('fjordbris lager')).toEqual(['MS Fjordbris / Dekk 2 / Lager']);
    expect(paths('nowhere')).toEqual([]);
  });

  it('puts the location named exactly as typed first, then names that start so, then deeper matches', () => {
    expect(paths('lager')).toEqual([
      'MS Fjordbris / Dekk 2 / Lager',
      'Bergen / Kai 7 / Lager B',
      'Tromsø / Lagerhall',
    ]);
  });

  it('ranks a word in the location’s own name above the same word in a place above it', () => {
    expect(paths('kai 7')).toEqual([
      'Bergen / Kai 7',
      'Ålesund / Kai 7',
      'Bergen / Kai 70',
      'Bergen / Kai 7 / Lager B',
    ]);
  });

  it('ranks a word’s start above its middle', () => {
    expect(paths('kai')[0]).toBe('Bergen / Kai 7');
    expect(paths('kai').indexOf('Bergen / Storkaia')).toBeGreaterThan(
      paths('kai').indexOf('Bergen / Kai 70'),
    );
  });

  it('keeps every location, in path order, for an empty search', () => {
    expect(paths('  ')).toEqual(LOCATIONS.map((location) => location.path));
  });
});
