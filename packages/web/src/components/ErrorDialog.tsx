import { errorParts } from './errorParts';
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
  const { errors, warnings, messages } = errorParts(error);
  return (
    <Modal show onHide={onClose} aria-labelledby="error-dialog-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="error-dialog-title">{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {errors.length > 0 && (
          <ul className="text-danger" aria-label="Errors">
            {errors.map((e, i) => (
              <li key={`e${i}`}>{e}</li>
            ))}
          </ul>
        )}
        {warnings.length > 0 && (
          <ul className="text-warning-emphasis" aria-label="Warnings">
            {warnings.map((w, i) => (
              <li key={`w${i}`}>{w}</li>
            ))}
          </ul>
        )}
        {messages.length > 0 && (
          <ul className="text-primary" aria-label="Messages">
            {messages.map((m, i) => (
              <li key={`m${i}`}>{m}</li>
            ))}
          </ul>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          Close
        </button>
      </Modal.Footer>
    </Modal>
  );
}
