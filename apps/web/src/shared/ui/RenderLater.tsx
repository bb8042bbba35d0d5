import { useEffect, useRef, useState, type ReactNode } from 'react';

interface Waiting {
  reveal: () => void;
  /** where the part goes: parts waiting together render from the top of the page down */
  place?: Element;
}

const waiting: Waiting[] = [];

function revealNext(): void {
  waiting.shift()?.reveal();
  if (waiting.length > 0) setTimeout(revealNext, 0);
}

function comesBefore(place: Element | undefined, other: Element | undefined): boolean {
  if (!place || !other) return false;
  return (place.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}

function queueReveal(reveal: () => void, place?: Element): () => void {
  const entry = { reveal, place };
  const before = waiting.findIndex((other) => comesBefore(place, other.place));
  waiting.splice(before < 0 ? waiting.length : before, 0, entry);
  if (waiting.length === 1) setTimeout(revealNext, 0);
  return () => {
    const index = waiting.indexOf(entry);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/** What shows each part still out of sight. */
const outOfSight = new Set<() => void>();
let keyboardNavigating = false;

/**
 * Tab and find-in-page reach what is below the fold without scrolling to it: the first such key
 * shows every part still out of sight, and every part that mounts afterwards shows at once.
 */
function revealAllForKeyboard(event: KeyboardEvent): void {
  const finding = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f';
  if (event.key !== 'Tab' && !finding) return;
  keyboardNavigating = true;
  document.removeEventListener('keydown', revealAllForKeyboard);
  for (const reveal of [...outOfSight]) reveal();
}

function watchKeyboard(reveal: () => void): () => void {
  if (outOfSight.size === 0) document.addEventListener('keydown', revealAllForKeyboard);
  outOfSight.add(reveal);
  return () => {
    outOfSight.delete(reveal);
    if (outOfSight.size === 0) document.removeEventListener('keydown', revealAllForKeyboard);
  };
}

/** Rendered a little before it scrolls in, so the member does not see it appear. */
const AHEAD_OF_VIEW_PX = 200;

function nearViewport(element: Element): boolean {
  const place = element.getBoundingClientRect();
  return place.top < window.innerHeight + AHEAD_OF_VIEW_PX && place.bottom > -AHEAD_OF_VIEW_PX;
}

/**
 * Renders its children once their place comes near the viewport (or the keyboard moves towards
 * them), in a task of its own, one RenderLater per task from the top of the page down. For what
 * sits below the fold: a phone does not spend its first seconds drawing what the member may never
 * scroll to, and a long task is time in which the page cannot answer a tap. A part that the parts
 * rendered before it have pushed out of reach waits until it comes near again. Where the browser
 * cannot tell what is in view, every part renders after the page, in turn.
 */
export function RenderLater({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const place = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = place.current;
    if (!element || keyboardNavigating || typeof IntersectionObserver === 'undefined') {
      return queueReveal(() => setShown(true));
    }
    let cancelQueued: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          show(() => nearViewport(element));
        }
      },
      { rootMargin: `0px 0px ${AHEAD_OF_VIEW_PX}px 0px` },
    );
    const stopWatchingKeyboard = watchKeyboard(() => show(() => true));
    const stopWatching = () => {
      observer.disconnect();
      stopWatchingKeyboard();
    };
    /** queues the reveal; `stillWanted` is asked again when its turn comes */
    const show = (stillWanted: () => boolean) => {
      cancelQueued?.();
      cancelQueued = queueReveal(() => {
        if (!stillWanted()) return;
        stopWatching();
        setShown(true);
      }, element);
    };
    observer.observe(element);
    return () => {
      stopWatching();
      cancelQueued?.();
    };
  }, []);

  return shown ? children : <div ref={place} />;
}
