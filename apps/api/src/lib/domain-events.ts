/**
 * A small typed in-process dispatcher of domain events (docs/architecture.md#side-effects-by-events):
 * a module raises what happened, inside its transaction when there is one; others subscribe in
 * app.ts, where the wiring reads in one screen. Subscribers run one after another, in the order they
 * were subscribed, and each answer is collected (an event may ask "who took these?"). A subscriber
 * is a function kept in a Set: every app built in one process (tests build many) keeps it once.
 */
export type EventMap = Record<string, { payload: unknown; answer: unknown }>;

export type Subscriber<E extends EventMap, K extends keyof E> = (
  payload: E[K]['payload'],
) => Promise<E[K]['answer']>;

export function domainEvents<E extends EventMap>() {
  // Each name's set holds that name's subscribers only: subscribe is the one way in.
  const subscribers = new Map<keyof E, Set<(payload: unknown) => Promise<unknown>>>();
  return {
    subscribe<K extends keyof E>(name: K, subscriber: Subscriber<E, K>): void {
      const set = subscribers.get(name) ?? new Set();
      set.add(subscriber as (payload: unknown) => Promise<unknown>);
      subscribers.set(name, set);
    },
    async dispatch<K extends keyof E>(name: K, payload: E[K]['payload']): Promise<E[K]['answer'][]> {
      const answers: E[K]['answer'][] = [];
      for (const subscriber of subscribers.get(name) ?? []) {
        answers.push((await subscriber(payload)) as E[K]['answer']);
      }
      return answers;
    },
  };
}
