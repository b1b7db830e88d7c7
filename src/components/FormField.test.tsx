import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './FormField';

describe('FormField', () => {
  it('labels the control and describes it by its hint and error', () => {
    render(
      <FormField label="Name" hint="4 to 200 characters" error="Name is already taken">
        <input className="input" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('4 to 200 characters Name is already taken');
  });

  it('is not invalid without an error', () => {
    render(
      <FormField label="Name">
        <input className="input" />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });
});
