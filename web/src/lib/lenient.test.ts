import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lenientList, openEnum, orFallback, readAs, UnreadableAnswerError } from './lenient';

function watchWarnings() {
  // why: the tolerant reader's one report goes to the console; the test counts it.
  return vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}

describe('the tolerant reader', () => {
  it('reads a value that does not match, or is missing, as its fallback', () => {
    watchWarnings();
    const date = orFallback(z.string(), null, 'test.date');
    const schema = z.object({ date });
    expect(schema.parse({ date: '2026-05-01' })).toEqual({ date: '2026-05-01' });
    expect(schema.parse({ date: null })).toEqual({ date: null });
    expect(schema.parse({})).toEqual({ date: null });
  });

  it('keeps a value of an enum that only a newer server knows', () => {
    watchWarnings();
    expect(openEnum(['Available', 'In Use'], 'test.status').parse('Decommissioned')).toBe('Decommissioned');
  });

  it('leaves out the items of a list it cannot read and keeps the rest', () => {
    watchWarnings();
    const list = lenientList(z.object({ _id: z.string() }), 'test.item');
    expect(list.parse([{ _id: 'a' }, { name: 'no id' }, { _id: 'b' }])).toEqual([{ _id: 'a' }, { _id: 'b' }]);
  });

  it('ignores fields it does not know, as a newer server may send them', () => {
    const warn = watchWarnings();
    const parser = readAs(z.object({ _id: z.string() }), 'test.extra');
    expect(parser.parse({ _id: 'a', colour: 'teal', owner: { id: 1 } })).toEqual({ _id: 'a' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('reports each kind of mismatch once per page load', () => {
    const warn = watchWarnings();
    const schema = z.object({
      a: orFallback(z.string(), '', 'test.once.a'),
      b: orFallback(z.string(), '', 'test.once.b'),
    });
    schema.parse({ a: 1, b: 2 });
    schema.parse({ a: 3, b: 4 });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringContaining('test.once.a'),
      expect.stringContaining('test.once.b'),
    ]);
  });

  it('throws its own error, not the validation text, for an answer without what the screen needs', () => {
    watchWarnings();
    const parser = readAs(z.object({ _id: z.string() }), 'test.unreadable');
    expect(() => parser.parse('<html>')).toThrow(UnreadableAnswerError);
  });
});
