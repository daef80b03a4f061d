import { render, screen } from '@testing-library/react';
import { getProgressPercent, Progress } from './progress';

describe('getProgressPercent', () => {
  it('clamps to 0–100 and rounds', () => {
    expect(getProgressPercent(-10)).toBe(0);
    expect(getProgressPercent(150)).toBe(100);
    expect(getProgressPercent(33.4)).toBe(33);
    expect(getProgressPercent(1, 3)).toBe(33);
    expect(getProgressPercent(2, 3)).toBe(67);
    expect(getProgressPercent(3, 3)).toBe(100);
  });

  it('is null while indeterminate and falls back to 100 for a bad max', () => {
    expect(getProgressPercent(null)).toBeNull();
    expect(getProgressPercent(undefined)).toBeNull();
    expect(getProgressPercent(Number.NaN)).toBeNull();
    expect(getProgressPercent(50, 0)).toBe(50);
    expect(getProgressPercent(50, -5)).toBe(50);
  });
});

describe('Progress', () => {
  it('exposes the clamped percentage to assistive technology and draws it', () => {
    render(<Progress value={150} label="Curso" showValue />);
    const bar = screen.getByRole('progressbar', { name: 'Curso' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar.querySelector('[data-slot="progress-indicator"]')).toHaveStyle({
      transform: 'translateX(0%)',
    });
    expect(screen.getByText('100%')).toBeInTheDocument();
  });

  it('draws a part as the indicator moved back by the rest (its transition runs off the main thread)', () => {
    render(<Progress value={33} label="Curso" />);
    const indicator = screen
      .getByRole('progressbar', { name: 'Curso' })
      .querySelector('[data-slot="progress-indicator"]');
    expect(indicator).toHaveStyle({ transform: 'translateX(-67%)' });
  });

  it('given a max that is not positive, warns in development', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Progress value={5} max={0} label="Curso" />);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('max=0'));
    error.mockRestore();
  });
});
