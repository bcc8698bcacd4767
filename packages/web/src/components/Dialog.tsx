import { useId, type ReactNode } from 'react';
import { Modal } from './Modal';

interface DialogProps {
  title: string;
  onClose: () => void;
  /** Submitting the form (Enter in a field, or a submit button in the footer). */
  onSubmit?: () => void;
  children: ReactNode;
  footer: ReactNode;
  size?: 'sm' | 'lg';
}

/**
 * A Modal around a form: it traps focus, closes on Escape and gives focus back
 * to the button that opened it.
 */
export function Dialog({ title, onClose, onSubmit, children, footer, size }: DialogProps) {
  const titleId = useId();
  return (
    <Modal show onHide={onClose} aria-labelledby={titleId} size={size}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit?.();
        }}
      >
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
        <Modal.Footer>{footer}</Modal.Footer>
      </form>
    </Modal>
  );
}
