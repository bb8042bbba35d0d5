import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '../../test/intersection';
import { RenderLater } from './RenderLater';

function TwoParts() {
  return (
    <>
      <p>page</p>
      <RenderLater>
        <p>first</p>
      </RenderLater>
      <RenderLater>
        <p>second</p>
      </RenderLater>
    </>
  );
}

/** Puts a part's place `top` pixels from the top of the viewport. */
function placeAt(place: Element, top: number) {
  vi.spyOn(place, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, top, 100, 0));
}

/** The place scrolls near the viewport and every queued task runs. */
function scrollNear(view: ReturnType<typeof stubIntersectionObserver>, place: Element) {
  act(() => view.scrollInto(place));
  act(() => {
    vi.runAllTimers();
  });
}

/** The first part renders in the next task, the second in the task after. */
function expectFirstThenSecond() {
  act(() => {
    vi.advanceTimersToNextTimer();
  });
  expect(screen.getByText('first')).toBeInTheDocument();
  expect(screen.queryByText('second')).toBeNull();
  act(() => {
    vi.advanceTimersToNextTimer();
  });
  expect(screen.getByText('second')).toBeInTheDocument();
}

describe('RenderLater', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('where the browser tells what is in view', () => {
    it('renders a part only once its place comes near the viewport, in a task of its own', () => {
      const view = stubIntersectionObserver();
      render(<TwoParts />);
      act(() => {
        vi.runAllTimers();
      });
      expect(screen.getByText('page')).toBeInTheDocument();
      expect(screen.queryByText('first')).toBeNull();
      expect(screen.queryByText('second')).toBeNull();

      const [firstPlace] = view.watched();
      act(() => view.scrollInto(firstPlace!));
      expect(screen.queryByText('first')).toBeNull();
      act(() => {
        vi.advanceTimersToNextTimer();
      });
      expect(screen.getByText('first')).toBeInTheDocument();
      expect(screen.queryByText('second')).toBeNull();
      expect(view.watched()).toHaveLength(1);
    });

    it('renders the parts that come near together from the top of the page down', () => {
      const view = stubIntersectionObserver();
      render(<TwoParts />);
      const [firstPlace, secondPlace] = view.watched();
      act(() => view.scrollInto(secondPlace!));
      act(() => view.scrollInto(firstPlace!));
      expectFirstThenSecond();
    });

    it('lets a part wait that the parts rendered before it pushed out of reach', () => {
      const view = stubIntersectionObserver();
      render(<TwoParts />);
      const [, secondPlace] = view.watched();
      placeAt(secondPlace!, window.innerHeight + 1000);
      scrollNear(view, secondPlace!);
      expect(screen.queryByText('second')).toBeNull();

      placeAt(secondPlace!, window.innerHeight - 10);
      scrollNear(view, secondPlace!);
      expect(screen.getByText('second')).toBeInTheDocument();
    });

    it('shows every part when the member moves with Tab, and parts mounted afterwards at once', () => {
      const view = stubIntersectionObserver();
      render(<TwoParts />);
      fireEvent.keyDown(document, { key: 'a' });
      act(() => {
        vi.runAllTimers();
      });
      expect(screen.queryByText('first')).toBeNull();

      fireEvent.keyDown(document, { key: 'Tab' });
      expectFirstThenSecond();
      expect(view.watched()).toHaveLength(0);

      render(
        <RenderLater>
          <p>later</p>
        </RenderLater>,
      );
      act(() => {
        vi.runAllTimers();
      });
      expect(screen.getByText('later')).toBeInTheDocument();
    });
  });

  describe('where it cannot tell', () => {
    beforeEach(() => {
      vi.stubGlobal('IntersectionObserver', undefined);
    });

    it('renders each part in a task of its own after the page, in the order they mount', () => {
      render(<TwoParts />);
      expect(screen.getByText('page')).toBeInTheDocument();
      expect(screen.queryByText('first')).toBeNull();

      expectFirstThenSecond();
    });

    it('forgets a part that unmounts before its turn, and the next one still shows', () => {
      const view = render(
        <RenderLater>
          <p>gone</p>
        </RenderLater>,
      );
      view.unmount();
      render(
        <RenderLater>
          <p>kept</p>
        </RenderLater>,
      );
      act(() => {
        vi.runAllTimers();
      });
      expect(screen.queryByText('gone')).toBeNull();
      expect(screen.getByText('kept')).toBeInTheDocument();
    });
  });
});
