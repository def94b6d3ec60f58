import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderCall } from '../../test/render.tsx';
import { PermissionPrompt } from './permission-prompt.tsx';

describe('PermissionPrompt', () => {
  it('uses the spec’s title and says what to do for a refusal', async () => {
    const onClose = vi.fn();
    const { user } = renderCall(<PermissionPrompt failure="denied" onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Camera and microphone access needed' });
    expect(dialog).toHaveAccessibleDescription(/Allow this site to use your camera and microphone/);
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(onClose).toHaveBeenCalled();
  });

  it('tells a missing device apart from one in use', async () => {
    const { rerender } = renderCall(<PermissionPrompt failure="notFound" onClose={vi.fn()} />);
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(
      /No camera or microphone was found/,
    );
    rerender(<PermissionPrompt failure="inUse" onClose={vi.fn()} />);
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(/in use by another app/);
  });
});
