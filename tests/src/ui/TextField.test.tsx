import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from '../../../src/ui/TextField';
import { Checkbox } from '../../../src/ui/Checkbox';

afterEach(cleanup);

const describedTexts = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('TextField', () => {
  it('binds its label to the input', () => {
    render(<TextField label="Email" type="email" name="email" />);
    const input = screen.getByLabelText('Email');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('name')).toBe('email');
  });

  it('two fields get distinct ids (labels never cross)', () => {
    render(
      <>
        <TextField label="Password" type="password" />
        <TextField label="Confirm Password" type="password" />
      </>,
    );
    const password = screen.getByLabelText('Password');
    const confirm = screen.getByLabelText('Confirm Password');
    expect(password).not.toBe(confirm);
    expect(password.id).not.toBe(confirm.id);
    expect(password.getAttribute('type')).toBe('password');
  });

  it('uses a given id', () => {
    render(<TextField label="First Name" id="first-name" />);
    expect(screen.getByLabelText('First Name').id).toBe('first-name');
  });

  it('an error marks the input invalid and is announced with it', () => {
    render(<TextField label="New Password" type="password" hint="At least 8 characters" error="Password is too short" />);
    const input = screen.getByLabelText('New Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(input)).toEqual(['At least 8 characters', 'Password is too short']);
  });

  it('without an error it is not invalid and describes nothing', () => {
    render(<TextField label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('passes value and change events through', () => {
    const onChange = vi.fn();
    render(<TextField label="Email" type="email" value="a@b.c" onChange={onChange} />);
    const input = screen.getByLabelText('Email') as HTMLInputElement;
    expect(input.value).toBe('a@b.c');
    fireEvent.change(input, { target: { value: 'x@y.z' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('Checkbox', () => {
  it('is a checkbox named by its label; clicking the label toggles it', () => {
    render(<Checkbox label="Remember me" />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByText('Remember me'));
    expect(box.checked).toBe(true);
  });
});
