import { describe, expect, it } from 'vitest';
import { Slots } from '../../../server/speech/tts/slots';

describe('synthesis slots (festival)', () => {
  it('lets `size` in at once, then the urgent waiters ahead of the others, each in order', async () => {
    const slots = new Slots(1);
    const order: string[] = [];
    const hold = async (name: string, urgent = false) => {
      await slots.acquire(urgent);
      order.push(name);
      await Promise.resolve();
      slots.release();
    };
    await Promise.all([hold('a'), hold('b'), hold('c'), hold('first-1', true), hold('first-2', true)]);
    expect(order).toEqual(['a', 'first-1', 'first-2', 'b', 'c']);
  });

  it('hands a released slot to the next waiter, never to a newcomer in between', async () => {
    const slots = new Slots(2);
    await slots.acquire();
    await slots.acquire();
    let waiterIn = false;
    const waiter = slots.acquire().then(() => (waiterIn = true));
    slots.release();
    let newcomerIn = false;
    void slots.acquire().then(() => (newcomerIn = true));
    await waiter;
    await Promise.resolve();
    expect(waiterIn).toBe(true);
    expect(newcomerIn).toBe(false); // two held: the first and the waiter
    slots.release();
    await Promise.resolve();
    expect(newcomerIn).toBe(true);
  });
});
