import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, formatCountdown } from './countdown.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('formatCountdown', () => {
  it('writes mm:ss under an hour and HH:mm:ss from one hour', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(75)).toBe('01:15');
    expect(formatCountdown(3599)).toBe('59:59');
    expect(formatCountdown(3600)).toBe('01:00:00');
    expect(formatCountdown(36_061)).toBe('10:01:01');
  });
});

describe('Countdown', () => {
  it('counts down from a number of seconds', () => {
    render(<Countdown seconds={90} label="Time left" />);
    const timer = screen.getByRole('timer', { name: 'Time left' });
    expect(timer).toHaveTextContent('01:30');
    advance(1000);
    expect(timer).toHaveTextContent('01:29');
    advance(29_000);
    expect(timer).toHaveTextContent('01:00');
  });

  it('shows hours from one hour', () => {
    render(<Countdown seconds={3601} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('01:00:01');
    advance(2000);
    expect(timer).toHaveTextContent('59:59');
  });

  it('calls onDone once, at zero', () => {
    const onDone = vi.fn();
    render(<Countdown seconds={3} onDone={onDone} />);
    advance(2999);
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('timer')).toHaveTextContent('00:01');
    advance(1);
    expect(onDone).toHaveBeenCalledOnce();
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    advance(10_000);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('counts to a moment on the clock it is given', () => {
    let clock = 1_000_000;
    const now = () => clock;
    const onDone = vi.fn();
    render(<Countdown endsAt={clock + 65_000} now={now} onDone={onDone} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('01:05');
    clock += 60_500;
    advance(1000);
    expect(timer).toHaveTextContent('00:05');
    clock += 4_500;
    advance(1000);
    expect(timer).toHaveTextContent('00:00');
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('finishes at once when the moment has passed', () => {
    const onDone = vi.fn();
    render(<Countdown endsAt={Date.now() - 5000} onDone={onDone} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    advance(0);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('never announces the ticking, only the end, politely', () => {
    render(<Countdown seconds={2} doneAnnouncement="Time is up" />);
    const timer = screen.getByRole('timer');
    const status = screen.getByRole('status');
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(status).toBeEmptyDOMElement();
    advance(1000);
    expect(status).toBeEmptyDOMElement();
    advance(1000);
    expect(status).toHaveTextContent('Time is up');
  });

  it('starts over when given a new number of seconds', () => {
    const onDone = vi.fn();
    const { rerender } = render(<Countdown seconds={1} onDone={onDone} />);
    advance(1000);
    expect(onDone).toHaveBeenCalledTimes(1);
    rerender(<Countdown seconds={5} onDone={onDone} />);
    advance(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:04');
    advance(4000);
    expect(onDone).toHaveBeenCalledTimes(2);
  });
});
