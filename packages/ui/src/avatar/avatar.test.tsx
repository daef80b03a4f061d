import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, AvatarGroup } from './avatar';

describe('Avatar', () => {
  it('given a name and no image, shows the initials with the name as accessible name', () => {
    render(<Avatar name="Carlos Eduardo Lima" />);
    expect(screen.getByRole('img', { name: 'Carlos Eduardo Lima' })).toHaveTextContent('CE');
  });

  it('given a size, marks it for the stylesheet', () => {
    render(<Avatar name="Ana" size="3xl" />);
    expect(screen.getByRole('img')).toHaveAttribute('data-size', '3xl');
  });

  it('given an image, shows the initials until it loads, then only the image', () => {
    render(<Avatar name="Ana Souza" src="/ana.png" />);
    const avatar = screen.getByRole('img', { name: 'Ana Souza' });
    expect(avatar).toHaveAttribute('data-state', 'loading');
    expect(avatar).toHaveTextContent('AS');
    const image = avatar.querySelector('img');
    if (!image) throw new Error('no image');
    fireEvent.load(image);
    expect(avatar).toHaveAttribute('data-state', 'loaded');
    expect(avatar).not.toHaveTextContent('AS');
  });

  it('given an image that fails, falls back to the initials', () => {
    render(<Avatar name="Ana Souza" src="/quebrada.png" />);
    const image = screen.getByRole('img').querySelector('img');
    if (!image) throw new Error('no image');
    fireEvent.error(image);
    expect(screen.getByRole('img')).toHaveAttribute('data-state', 'error');
    expect(screen.getByRole('img')).toHaveTextContent('AS');
    expect(screen.getByRole('img').querySelector('img')).toBeNull();
  });

  it('given a new address after a failure, tries loading again', () => {
    const { rerender } = render(<Avatar name="Ana" src="/a.png" />);
    const image = screen.getByRole('img').querySelector('img');
    if (!image) throw new Error('no image');
    fireEvent.error(image);
    rerender(<Avatar name="Ana" src="/b.png" />);
    expect(screen.getByRole('img')).toHaveAttribute('data-state', 'loading');
  });

  it('given a group above its max, shows the first ones and a counter for the rest', () => {
    render(
      <AvatarGroup max={2}>
        <Avatar name="A B" />
        <Avatar name="C D" />
        <Avatar name="E F" />
      </AvatarGroup>,
    );
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Mais 1 pessoa' })).toHaveTextContent('+1');
  });
});
