import { useId, type ReactNode } from 'react';
import { Modal } from './Modal';
import { SaveError } from './SaveError';

interface DialogProps {
  title: string;
  onClose: () => void;
  /** Submitting the form (Enter in a field, or a submit button in the footer). */
  onSubmit?: () => void;
  children: ReactNode;
  footer: ReactNode;
  size?: 'sm' | 'lg';
  /** Why the last save failed, shown in the dialog above its buttons (the first error given). */
  saveError?: { title: string; error: unknown };
}

/**
 * A Modal around a form: it traps focus, closes on Escape and gives focus back
 * to the button that opened it. A failed save shows inside it (`saveError`), not in a second dialog.
 */
export function Dialog({ title, onClose, onSubmit, children, footer, size, saveError }: DialogProps) {
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
        <Modal.Body>
          {children}
          {saveError && <SaveError title={saveError.title} error={saveError.error} />}
        </Modal.Body>
        <Modal.Footer>{footer}</Modal.Footer>
      </form>
    </Modal>
  );
}
