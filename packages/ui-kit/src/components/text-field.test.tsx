import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field.tsx';

describe('TextField', () => {
  it('labels its input and links the hint as its description', () => {
    render(<TextField label="Nickname" hint="Others see this name." />);
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    expect(input).toHaveAccessibleDescription('Others see this name.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the input invalid and links the error after the hint', () => {
    render(
      <TextField label="E-mail" type="email" hint="We never share it." error="That address is not valid." />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. That address is not valid.');
  });

  it('keeps descriptions the caller links as well', () => {
    render(
      <>
        <p id="rules">Letters and digits only.</p>
        <TextField label="Nickname" aria-describedby="rules" error="Too short." />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveAccessibleDescription(
      'Letters and digits only. Too short.',
    );
  });

  it('marks required fields without adding the marker to the name', () => {
    render(<TextField label="Phone" type="tel" required />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'tel');
  });

  it('takes typed text and the number type', async () => {
    render(<TextField label="Age" type="number" />);
    const input = screen.getByRole('spinbutton', { name: 'Age' });
    await userEvent.type(input, '27');
    expect(input).toHaveValue(27);
  });

  it('shows and hides a password with a toggle named from props', async () => {
    render(
      <TextField
        label="Password"
        type="password"
        showPasswordLabel="Show password"
        hidePasswordLabel="Hide password"
      />,
    );
    const input = screen.getByLabelText('Password');
    await userEvent.type(input, 'secret');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('secret');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('has no toggle without both labels', () => {
    render(<TextField label="Password" type="password" showPasswordLabel="Show password" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
