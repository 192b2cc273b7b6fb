import { act, fireEvent, render, screen } from '@testing-library/react';
import { ELDERLY_BOOT_SCRIPT, elderlyFromCookie } from './elderly-mode';
import { ElderlyToggle } from './ElderlyToggle.client';

function clearCookie() {
  document.cookie = 'elderly=; path=/; max-age=0';
}

describe('长者模式 toggle', () => {
  beforeEach(() => {
    clearCookie();
    document.documentElement.removeAttribute('data-elderly');
  });

  it('is a switch that starts off for a first-time visitor', () => {
    render(<ElderlyToggle />);
    expect(screen.getByRole('button', { name: '长者模式' })).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).not.toHaveAttribute('data-elderly');
  });

  it('switches the whole page to elderly mode and remembers it in a cookie', () => {
    render(<ElderlyToggle />);
    fireEvent.click(screen.getByRole('button', { name: '长者模式' }));
    // The text says the mode is on and how to leave it.
    expect(screen.getByRole('button', { name: /^长者模式已开启\s*（点击退出）$/ })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('data-elderly');
    expect(elderlyFromCookie(document.cookie)).toBe(true);
  });

  it('switching off restores the standard page and forgets the choice', () => {
    render(<ElderlyToggle />);
    const button = screen.getByRole('button', { name: '长者模式' });
    fireEvent.click(button);
    expect(button).toHaveTextContent('长者模式已开启（点击退出）');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveTextContent(/^长者模式$/);
    expect(document.documentElement).not.toHaveAttribute('data-elderly');
    expect(elderlyFromCookie(document.cookie)).toBe(false);
  });

  it('on a later visit the boot script turns the mode on before the page renders, and the toggle shows it', () => {
    document.cookie = 'elderly=1; path=/';
    // What the inline <head> script does on the next page load.
    act(() => new Function(ELDERLY_BOOT_SCRIPT)());
    expect(document.documentElement).toHaveAttribute('data-elderly');
    render(<ElderlyToggle />);
    expect(screen.getByRole('button', { name: /^长者模式已开启\s*（点击退出）$/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('the boot script leaves the page standard when the cookie says otherwise', () => {
    document.cookie = 'notelderly=1; path=/';
    new Function(ELDERLY_BOOT_SCRIPT)();
    expect(document.documentElement).not.toHaveAttribute('data-elderly');
    document.cookie = 'notelderly=; path=/; max-age=0';
  });
});
