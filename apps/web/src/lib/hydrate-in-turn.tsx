import { type ReactElement, Suspense, use, useState } from 'react';
import { nextTask } from './next-task';

/**
 * Hydrating a server-rendered page is one task as long as the page: on a slow phone over 100 ms, in
 * which a tap waits. A part wrapped in HydrateInTurn is hydrated in a task of its own, after the parts
 * before it, so the work comes in pieces the browser can answer between. Its markup is on screen from
 * the first paint all the same; only its event handlers arrive a moment later.
 *
 * It waits only while hydrateInTurns runs; rendered later (a client-side navigation) it renders at
 * once. Preact keeps a waiting part's markup by its first node, so the child must be one element.
 */
export function HydrateInTurn({ children }: { children: ReactElement }) {
  const [turn] = useState(() => (hydratingInTurns ? nextTurn() : null));
  return (
    <Suspense fallback={null}>
      <AfterTurn turn={turn}>{children}</AfterTurn>
    </Suspense>
  );
}

function AfterTurn({ turn, children }: { turn: Promise<void> | null; children: ReactElement }) {
  if (turn) use(turn);
  return children;
}

/** The User Timing mark main.tsx sets once a server-rendered page has hydrated in full. */
export const HYDRATED_MARK = 'hydrated';

let hydratingInTurns = false;

/** Whether a server-rendered page is hydrating now (hydrateInTurns), rather than rendering after a navigation. */
export function isHydratingInTurns(): boolean {
  return hydratingInTurns;
}
let queue: Promise<void> = Promise.resolve();

/** Resolves in a task of its own, after every turn asked for before it. */
function nextTurn(): Promise<void> {
  queue = queue.then(nextTask);
  return queue;
}

/** Runs `hydrate` (hydrateRoot) and answers once every part, nested ones too, has had its turn. */
export async function hydrateInTurns(hydrate: () => void): Promise<void> {
  hydratingInTurns = true;
  try {
    hydrate();
    // A part's turn can ask for more turns (the parts nested in it, rendered just after its own turn
    // resolves): wait a task past the last turn, until none is left.
    let last: Promise<void>;
    do {
      last = queue;
      await last;
      await nextTask();
    } while (last !== queue);
  } finally {
    hydratingInTurns = false;
  }
}
