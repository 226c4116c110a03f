import { describe, expect, it } from 'vitest';
import { canTransition, transition } from './scanner-state';

describe('scanner state', () => {
  it('starts from not started', () => {
    expect(transition('not-started', 'start')).toEqual({ ok: true, state: 'scanning' });
  });

  it('does not start from paused', () => {
    const result = transition('paused', 'start');
    expect(result.ok).toBe(false);
    expect(result.state).toBe('paused');
  });

  it('does not start twice', () => {
    expect(transition('scanning', 'start').ok).toBe(false);
  });

  it('pauses only from scanning', () => {
    expect(transition('scanning', 'pause')).toEqual({ ok: true, state: 'paused' });
    expect(transition('not-started', 'pause').ok).toBe(false);
    expect(transition('paused', 'pause').ok).toBe(false);
  });

  it('resumes a paused scanner and nothing else', () => {
    expect(transition('paused', 'resume')).toEqual({ ok: true, state: 'scanning' });
    expect(transition('scanning', 'resume').ok).toBe(false);
    expect(transition('not-started', 'resume').ok).toBe(false);
  });

  it('stops from scanning or paused, back to not started', () => {
    expect(transition('scanning', 'stop')).toEqual({ ok: true, state: 'not-started' });
    expect(transition('paused', 'stop')).toEqual({ ok: true, state: 'not-started' });
    expect(canTransition('not-started', 'stop')).toBe(false);
  });

  it('can start again after a stop', () => {
    const stopped = transition('paused', 'stop');
    expect(transition(stopped.state, 'start')).toEqual({ ok: true, state: 'scanning' });
  });
});
