import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';

interface ControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  label: ReactNode;
  /** The input, select or textarea; it receives the id, aria-invalid and aria-describedby. */
  children: ReactElement<ControlProps>;
  hint?: ReactNode;
  error?: string;
  /** Shown at the end of the label row, e.g. a live character count. */
  aside?: ReactNode;
  className?: string;
}

/** A labelled control with its hint and its error, wired for screen readers. */
export function FormField({ label, children, hint, error, aside, className }: FormFieldProps) {
  const id = useId();
  const controlId = children.props.id ?? `${id}-control`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <div className="row">
        <label className="field-label" htmlFor={controlId}>
          {label}
        </label>
        {aside ? (
          <>
            <span className="spacer" />
            {aside}
          </>
        ) : null}
      </div>
      {cloneElement(children, {
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
