import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from '../../src/components/Avatar';

describe('Avatar', () => {
  it('shows the picture when there is one', () => {
    render(<Avatar src="https://example.com/a.png" alt="小明" />);
    expect(screen.getByRole('img', { name: '小明' })).toHaveAttribute(
      'src',
      'https://example.com/a.png',
    );
  });

  it('shows the default icon when there is no picture', () => {
    const { container } = render(<Avatar src="" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg.avatar-icon')).not.toBeNull();
  });

  it('names the default icon when asked to', () => {
    render(<Avatar src="" alt="小明" />);
    expect(screen.getByRole('img', { name: '小明' })).toHaveClass('avatar-icon');
  });

  it('falls back to the default icon when the picture fails to load', () => {
    const { container } = render(<Avatar src="https://example.com/missing.png" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg.avatar-icon')).not.toBeNull();
  });
});
