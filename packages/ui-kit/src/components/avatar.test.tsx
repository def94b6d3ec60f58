import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Avatar } from './avatar.tsx';

/** An Image that reports itself loaded at once, since jsdom never loads pictures. */
class LoadedImage {
  complete = true;
  naturalWidth = 64;
  src = '';
  referrerPolicy = '';
  crossOrigin: string | null = null;
  addEventListener() {}
  removeEventListener() {}
}

afterEach(() => vi.unstubAllGlobals());

describe('Avatar', () => {
  it('shows initials from the name while there is no picture, named for assistive technology', () => {
    render(<Avatar name="Mia Rose Lee" />);
    const fallback = screen.getByRole('img', { name: 'Mia Rose Lee' });
    expect(fallback).toHaveTextContent('MR');
  });

  it('uses the initials it is given', () => {
    render(<Avatar name="Ayşe Yılmaz" initials="AY" size="xl" />);
    expect(screen.getByRole('img', { name: 'Ayşe Yılmaz' })).toHaveTextContent('AY');
  });

  it('shows the picture with the name as its text alternative once it loads', () => {
    vi.stubGlobal('Image', LoadedImage);
    render(<Avatar name="Mia" src="/mia.jpg" />);
    const picture = screen.getByRole('img', { name: 'Mia' });
    expect(picture.tagName).toBe('IMG');
    expect(picture).toHaveAttribute('src', '/mia.jpg');
  });

  it('keeps the initials while the picture has not loaded', () => {
    render(<Avatar name="Mia" src="/mia.jpg" />);
    expect(screen.getByRole('img', { name: 'Mia' }).tagName).toBe('SPAN');
  });

  it('draws a presence dot named by its label', () => {
    render(<Avatar name="Mia" presence="busy" presenceLabel="In a call" />);
    const dot = screen.getByRole('img', { name: 'In a call' });
    expect(dot).toHaveAttribute('data-presence', 'busy');
  });

  it('keeps an unlabelled presence dot out of the accessibility tree', () => {
    const { container } = render(<Avatar name="Mia" presence="online" />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(container.querySelector('[data-presence="online"]')).toHaveAttribute('aria-hidden', 'true');
  });
});
