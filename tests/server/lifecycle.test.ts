import { describe, expect, it } from 'vitest';
import { createLifecycle } from '../../server/lifecycle';

describe('lifecycle', () => {
  it('drains once, telling each listener once, and late listeners at once', () => {
    const lifecycle = createLifecycle();
    const heard: string[] = [];
    lifecycle.onDrain(() => heard.push('first'));
    lifecycle.onDrain(() => heard.push('second'));
    expect(lifecycle.draining).toBe(false);
    lifecycle.drain();
    lifecycle.drain();
    expect(lifecycle.draining).toBe(true);
    lifecycle.onDrain(() => heard.push('late'));
    expect(heard).toEqual(['first', 'second', 'late']);
  });
});
