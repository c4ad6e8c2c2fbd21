import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { selectHasPro } from '../../machines/subscription/subscription.selectors';
import type { SubscriptionActor } from './context';

/**
 * For a page's machine that was started with the user's plan (`selectHasPro(subscription.getSnapshot())`
 * in its input): calls `forward` with every later change of the plan, never with the value it started with.
 */
export function usePlanChanges(subscription: SubscriptionActor, forward: (hasPro: boolean) => void): void {
  const hasPro = useSelector(subscription, selectHasPro);
  const forwarded = useRef(hasPro);
  useEffect(() => {
    // `forward` may be a new function on every render: the guard sends each change once.
    if (forwarded.current === hasPro) return;
    forwarded.current = hasPro;
    forward(hasPro);
  }, [hasPro, forward]);
}
