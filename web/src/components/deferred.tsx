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

/** What ends a press that never became a click on the stand-in: the pointer let go or taken away, the key let go (and the window left, below). */
const PRESS_ENDS = ['pointerup', 'pointercancel', 'keyup'] as const;

/**
 * A press under way on the stand-in: from its pointerdown (or Enter or Space going down) until its
 * click, or until the pointer or key is let go without one. While it lasts the stand-in stays: a
 * button swapped out between the press's down and up receives neither half, and the browser sends
 * the click to no button at all.
 */
function usePressUnderWay(): [boolean, () => void, () => void] {
  const [underWay, setUnderWay] = useState(false);
  const start = () => {
    setUnderWay(true);
    const end = () => {
      for (const type of PRESS_ENDS) window.removeEventListener(type, end, true);
      window.removeEventListener('blur', end);
      // A task later: the click, if the press makes one, comes right after the pointerup or keyup
      // and ends the press itself, on the stand-in still there to receive it.
      window.setTimeout(() => setUnderWay(false));
    };
    for (const type of PRESS_ENDS) window.addEventListener(type, end, true);
    window.addEventListener('blur', end);
  };
  return [underWay, start, () => setUnderWay(false)];
}

/**
 * Notes, as the stand-in leaves the page, whether it held the focus (a layout cleanup runs before
 * its DOM goes), and says when a press starts on it.
 */
function StandIn({ hadFocus, onPressStart, children }: { hadFocus: RefObject<boolean>; onPressStart: () => void; children: ReactNode }) {
  const box = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    return () => {
      hadFocus.current = !!element?.contains(document.activeElement);
    };
  }, [hadFocus]);
  return (
    <span
      ref={box}
      className="contents"
      onPointerDownCapture={onPressStart}
      onKeyDownCapture={(event) => {
        if (event.key === 'Enter' || event.key === ' ') onPressStart();
      }}
    >
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
 * the code at once and the real one opens on arrival, and a press the code arrives in the middle of
 * finishes on the stand-in first. The focus moves with the swap.
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
    // Code another control (or an earlier screen) brought is used at once: a stand-in only while it is on its way.
    const [arrived, setArrived] = useState(Real.loaded);
    const [pressing, startPress, endPress] = usePressUnderWay();
    const hadFocus = useRef(false);
    const wanted = idle || pressing || presses > 0;
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
    if (!arrived || pressing) {
      const press = () => {
        endPress();
        setPresses((count) => count + 1);
      };
      return (
        <StandIn hadFocus={hadFocus} onPressStart={startPress}>
          {standIn(press)}
        </StandIn>
      );
    }
    return (
      <Arrived hadFocus={hadFocus}>
        <Real {...(props as ComponentProps<M['default']>)} defaultOpen={presses > 0} />
      </Arrived>
    );
  };
}
