import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RenderLater } from './RenderLater';

describe('RenderLater', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders each part in a task of its own after the page, in the order they mount', () => {
    render(
      <>
        <p>page</p>
        <RenderLater>
          <p>first</p>
        </RenderLater>
        <RenderLater>
          <p>second</p>
        </RenderLater>
      </>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.queryByText('first')).toBeNull();

    act(() => {
      vi.advanceTimersToNextTimer();
    });
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(screen.queryByText('second')).toBeNull();

    act(() => {
      vi.advanceTimersToNextTimer();
    });
    expect(screen.getByText('second')).toBeInTheDocument();
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
