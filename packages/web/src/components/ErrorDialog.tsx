import { ErrorPartLists } from './SaveError';
import { Modal } from './Modal';

export interface ErrorDialogProps {
  title?: string;
  error: unknown;
  onClose: () => void;
}

/**
 * "Could not save ...": the server's errors, warnings in amber and messages
 * in blue. The Modal traps focus, closes on Escape and restores focus afterwards.
 */
export default function ErrorDialog({ title = 'There was an error', error, onClose }: ErrorDialogProps) {
  return (
    <Modal show onHide={onClose} aria-labelledby="error-dialog-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="error-dialog-title">{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <ErrorPartLists error={error} />
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          Close
        </button>
      </Modal.Footer>
    </Modal>
  );
}
