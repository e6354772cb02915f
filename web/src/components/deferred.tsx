import {
  cloneElement,
  type ComponentProps,
  type ComponentType,
  type ReactElement,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { lazyScreen } from '@/lib/lazy-screen.tsx';
import { useFirstInteraction, useIdle } from '@/lib/use-idle.ts';

/** What the real thing is given besides its own props. */
export interface Arrival {
  /** The stand-in was pressed before the code arrived: open at once. */
  defaultOpen: boolean;
}

/** The usual stand-in: a button shaped like the real trigger (its name, popup kind, classes and face), pressed like it. */
export function triggerStandIn(button: Omit<ComponentProps<'button'>, 'type' | 'onClick'>) {
  return function TriggerStandIn(press: () => void) {
    return <button type="button" aria-expanded={false} {...button} onClick={press} />;
  };
}

/**
 * A stand-in made of the real trigger itself (an element the real thing puts in its Radix
 * `…Trigger asChild`): the same button, pressed to ask for the rest.
 */
export function sameTrigger(trigger: ReactElement<ComponentProps<'button'>>, popup: 'dialog' | 'menu') {
  return function SameTrigger(press: () => void) {
    return cloneElement(trigger, { onClick: press, 'aria-haspopup': popup, 'aria-expanded': false });
  };
}

/** Notes, as the stand-in leaves the page, whether it held the focus (a layout cleanup runs before its DOM goes). */
function StandIn({ hadFocus, children }: { hadFocus: RefObject<boolean>; children: ReactNode }) {
  const box = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    return () => {
      hadFocus.current = !!element?.contains(document.activeElement);
    };
  }, [hadFocus]);
  return (
    <span ref={box} className="contents">
      {children}
    </span>
  );
}

/** The real thing, taking the focus when the stand-in had it. */
function Arrived({ hadFocus, children }: { hadFocus: RefObject<boolean>; children: ReactNode }) {
  const box = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (hadFocus.current) box.current?.querySelector<HTMLElement>('button, [tabindex]')?.focus();
  }, [hadFocus]);
  return (
    <span ref={box} className="contents">
      {children}
    </span>
  );
}

/**
 * What a first screen shows but nobody uses before touching it — a menu, a select, a drawer, a
 * popover — with its library (Radix's overlays and Floating UI: about a fifth of a member's first
 * JavaScript) arriving once the visitor first interacts with the page and the browser is idle.
 * Until the code is here, a look-alike trigger stands in (`standIn`, given what to call when pressed); pressed, it asks for
 * the code at once and the real one opens on arrival. The focus moves with the swap.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's module
export function deferred<M extends { default: ComponentType<any> }>(load: () => Promise<M>) {
  const Real = lazyScreen(load);
  type Props = Omit<ComponentProps<M['default']>, keyof Arrival>;
  return function Deferred({ standIn, ...props }: Props & { standIn: (press: () => void) => ReactNode }) {
    // After the visitor's first touch, click, key or scroll, when the browser is idle: loaded and
    // drawn during the first screen, these parts were half of its main thread's blocking time.
    const idle = useIdle(useFirstInteraction());
    const [presses, setPresses] = useState(0);
    const [arrived, setArrived] = useState(false);
    const hadFocus = useRef(false);
    const wanted = idle || presses > 0;
    useEffect(() => {
      if (!wanted) return;
      let current = true;
      // A failed load leaves the stand-in, and the next press asks again.
      Real.preload().then(
        () => current && setArrived(true),
        () => undefined,
      );
      return () => {
        current = false;
      };
    }, [wanted, presses]);
    if (!arrived) return <StandIn hadFocus={hadFocus}>{standIn(() => setPresses((count) => count + 1))}</StandIn>;
    return (
      <Arrived hadFocus={hadFocus}>
        <Real {...(props as ComponentProps<M['default']>)} defaultOpen={presses > 0} />
      </Arrived>
    );
  };
}
