import {
  type ComponentType,
  type ReactNode,
  type RefObject,
  Suspense,
  use,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { isHydratingInTurns } from './hydrate-in-turn';
import { RenderedModules } from './lazy-page';
import { nextTask } from './next-task';
import { whenIdle } from './when-idle';

/** What a visitor does that says they are about to use the form. */
const USE_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input', 'change'] as const;
/** A chunk that could not be fetched (a dropped connection) is asked for again this long after. */
const RETRY_MS = 1000;
/** Tries at the code before the form waits for the visitor's next touch to try again. */
const TRIES = 20;
/**
 * A held tap older than this when the form answers is dropped, not done: a booking must never go out
 * long after the tap (the code arriving once the network is back), when the visitor has moved on.
 */
const HELD_TAP_MS = 5000;

/** A gate opened by the visitor's touch: resolves once they have touched the form and its code is here. */
type Gate<P> = { open: () => void; ready: Promise<ComponentType<P>> };

/**
 * A public form on a page a visitor mostly reads (the booking, proof and contact forms). Its code,
 * react-hook-form with it, is not in the page's first load: the server renders the form as usual,
 * the browser keeps that markup as it is while the rest of the page hydrates, downloads the code
 * once the page is idle, and hydrates the form on the visitor's first touch (focus, tap, key).
 *
 * Meanwhile the form is plain HTML: what is typed stays (react-hook-form keeps a field edited before
 * it registered, and each edited field is announced again once hydrated, so state set from it, the
 * proof's screenshot, follows), and a tap on one of its buttons or a submit is held and done again once
 * the form answers, never sent as a plain HTML form. The code is part of the server render, not
 * of the page's preloads (lazy-page.tsx records only the pages). Rendered after the page has hydrated
 * (a client-side navigation), the form shows as soon as its code is here.
 */
export function hydrateOnUse<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /**
   * `offline`: what to say when the visitor taps while offline and the code is not here yet (it cannot
   * come): the tap is dropped, never sent later, as the form itself says once it answers.
   */
  notices: { offline?: ReactNode } = {},
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  let arriving: Promise<ComponentType<P>> | undefined;
  /**
   * Loads until it has the code: the visitor waits on it, so a dropped download is tried again, for a
   * while; then the next call (a new touch, a new render) starts over.
   */
  const loadForSure = (): Promise<ComponentType<P>> => {
    const attempt = (tries: number): Promise<ComponentType<P>> =>
      start().catch((error: unknown) => {
        if (tries <= 1) {
          arriving = undefined;
          throw error;
        }
        return new Promise((retry) => setTimeout(retry, RETRY_MS)).then(() => attempt(tries - 1));
      });
    arriving ??= attempt(TRIES);
    return arriving;
  };

  function OnUse(props: P) {
    const record = useContext(RenderedModules);
    const wrapper = useRef<HTMLDivElement>(null);
    // Decided once: the same tree shape for the form's whole life, so a re-render never remounts it.
    const [gate] = useState(() =>
      record || loaded || !isHydratingInTurns() ? null : openedOnUse(loadForSure),
    );
    const [ready] = useState(() => gate?.ready ?? (loaded ? null : loadForSure()));
    const [held] = useState(() => new HeldInput());
    const [offlineTap, setOfflineTap] = useState(false);
    useEffect(() => {
      if (!gate) return;
      const element = wrapper.current!;
      // No server markup to touch (the form first rendered while the page was hydrating): load it now.
      if (!element.firstElementChild) {
        gate.open();
        return;
      }
      const onUse = () => gate.open();
      const hold = (event: Event) => {
        const tapped = held.hold(event);
        const offline = tapped && notices.offline !== undefined && !navigator.onLine;
        if (offline) held.drop();
        setOfflineTap(offline);
        gate.open();
      };
      const options = { signal: held.listening.signal };
      for (const type of USE_EVENTS) element.addEventListener(type, onUse, { ...options, passive: true });
      element.addEventListener('click', hold, { ...options, capture: true });
      element.addEventListener('submit', hold, { ...options, capture: true });
      return whenIdle(() => void start().catch(() => {}));
    }, [gate, held]);
    useEffect(() => () => held.listening.abort(), [held]);
    // The notice speaks for a tap the plain form dropped: once the form answers, the visitor's next
    // send or edit is the form's own to report, and a stale "nothing was sent" would contradict it.
    useEffect(() => {
      if (!offlineTap) return;
      const element = wrapper.current!;
      const clear = () => {
        if (held.listening.signal.aborted) setOfflineTap(false);
      };
      const options = { capture: true };
      element.addEventListener('submit', clear, options);
      element.addEventListener('input', clear, options);
      return () => {
        element.removeEventListener('submit', clear, options);
        element.removeEventListener('input', clear, options);
      };
    }, [offlineTap, held]);

    if (record && !loaded) {
      // The server renders the form itself once its module is here (renderPage renders again).
      record.pending.add(start());
      return null;
    }
    // One element around the form: Preact keeps a waiting part's markup by its first node.
    return (
      <div ref={wrapper} className="contents">
        <Suspense fallback={null}>
          <Waiting ready={ready} props={props} held={held} root={wrapper} />
        </Suspense>
        {offlineTap && notices.offline}
      </div>
    );
  }
  return OnUse;

  function Waiting({ ready, ...parts }: Parts<P> & { ready: Promise<ComponentType<P>> | null }) {
    // The module's own copy once it is here (and the gate, if any, is open: `ready` has resolved).
    return <Hydrated component={ready ? use(ready) : loaded!} {...parts} />;
  }
}

/** What the form is given: its props, and what to do again once it has hydrated. */
type Parts<P> = { props: P; held: HeldInput; root: RefObject<HTMLDivElement | null> };

function Hydrated<P extends object>({
  component: Component,
  props,
  held,
  root,
}: Parts<P> & { component: ComponentType<P> }) {
  // From this render on the form's own handlers answer (they are attached as it renders): a tap must
  // not be both held and handled.
  held.stopHolding();
  // Runs after the form's own effects: its fields are registered by then. The wrapper then says the
  // form answers (browser tests wait for it before they cut the network).
  useEffect(() => {
    root.current?.setAttribute('data-form-ready', '');
    held.replay(root.current);
  }, [held, root]);
  return <Component {...props} />;
}

/**
 * Opens on the visitor's first touch and answers once the code is here. A download that keeps failing
 * waits for their next touch to try again; it never fails the page.
 */
function openedOnUse<P>(load: () => Promise<ComponentType<P>>): Gate<P> {
  let touched!: () => void;
  let nextTouch = new Promise<void>((resolve) => {
    touched = resolve;
  });
  const untilLoaded = (): Promise<ComponentType<P>> =>
    load().catch(() => {
      nextTouch = new Promise<void>((resolve) => {
        touched = resolve;
      });
      return nextTouch.then(untilLoaded);
    });
  return { open: () => touched(), ready: nextTouch.then(untilLoaded) };
}

/**
 * A tap on a button, or a submit, made while the form is still plain HTML: stopped (a plain HTML form
 * would send its fields in the address), then done again once the form answers.
 */
class HeldInput {
  /** Aborted once the form has hydrated (or is gone): the wrapper's listeners go with it. */
  readonly listening = new AbortController();
  private button: HTMLElement | null = null;
  private submitted: HTMLFormElement | null = null;
  private heldAt = 0;
  private replayed = false;

  /** Holds a tap on a button or a submit; true when it held one. */
  hold(event: Event): boolean {
    if (this.listening.signal.aborted) return false;
    const target = event.target instanceof Element ? event.target : null;
    if (event.type === 'submit' && target instanceof HTMLFormElement) {
      event.preventDefault();
      this.submitted = target;
      this.heldAt = performance.now();
      return true;
    }
    // Enter in a field "clicks" the submit button too: one held tap stands for both.
    const button = target?.closest('button');
    if (!button || button.disabled) return false;
    event.preventDefault();
    this.button = button;
    this.heldAt = performance.now();
    return true;
  }

  /** Forgets the held tap: it is not done once the form answers. */
  drop() {
    this.button = null;
    this.submitted = null;
  }

  stopHolding() {
    this.listening.abort();
  }

  replay(root: HTMLElement | null) {
    if (this.replayed) return;
    this.replayed = true;
    // Each field edited before hydrating is announced, so state set from it (the proof's screenshot) is current.
    for (const control of root?.querySelectorAll('input, select, textarea') ?? []) {
      if (edited(control as FormControl)) {
        control.dispatchEvent(
          new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
        );
        if (control instanceof HTMLInputElement && control.type === 'file') {
          control.dispatchEvent(new Event('change', { bubbles: true }));
        }
      }
    }
    const { button, submitted } = this;
    if (performance.now() - this.heldAt > HELD_TAP_MS) return;
    // A task later: the form has rendered what the announced fields set (the proof's screenshot).
    void nextTask().then(() => {
      if (button?.isConnected) button.click();
      else if (submitted?.isConnected) submitted.requestSubmit();
    });
  }
}

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function edited(control: FormControl): boolean {
  if (control instanceof HTMLSelectElement)
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    return control.checked !== control.defaultChecked;
  }
  if (control instanceof HTMLInputElement && control.type === 'file') return !!control.files?.length;
  return control.value !== control.defaultValue;
}
