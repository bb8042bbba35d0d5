import { useEffect, useState, type ReactNode } from 'react';

const waiting: Array<() => void> = [];

function revealNext(): void {
  waiting.shift()?.();
  if (waiting.length > 0) setTimeout(revealNext, 0);
}

function queueReveal(reveal: () => void): () => void {
  waiting.push(reveal);
  if (waiting.length === 1) setTimeout(revealNext, 0);
  return () => {
    const index = waiting.indexOf(reveal);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/**
 * Renders its children in a task of their own once the page around it has rendered, one
 * RenderLater per task in the order they mount. For what sits below the fold: the page's first
 * render is then several short tasks instead of one long one, and a long task is time in which
 * the page cannot answer a tap.
 */
export function RenderLater({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => queueReveal(() => setShown(true)), []);
  return shown ? children : null;
}
