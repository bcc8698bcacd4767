import { useEffect } from 'react';
import BootstrapModal, { type ModalProps } from 'react-bootstrap/Modal';
import './modal.scss';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab go round the top dialog's controls: react-bootstrap only pulls focus back
 * once it has left (after a moment outside, on the page behind or the browser's own bar).
 */
function wrapTab(event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const dialogs = document.querySelectorAll<HTMLElement>('.modal.show[role="dialog"]');
  const top = dialogs[dialogs.length - 1];
  if (!top) return;
  const controls = [...top.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) =>
      el.getClientRects().length > 0 &&
      !(el instanceof HTMLInputElement && el.type === 'radio' && !el.checked),
  );
  const [first, last] = [controls[0], controls[controls.length - 1]];
  if (!first || !last) return;
  const active = document.activeElement;
  const inside = active instanceof Node && top.contains(active) && active !== top;
  if (event.shiftKey && (!inside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/** react-bootstrap's Modal that keeps keyboard focus inside while shown. */
function TrappingModal(props: ModalProps) {
  const { show } = props;
  useEffect(() => {
    if (!show) return;
    document.addEventListener('keydown', wrapTab);
    return () => document.removeEventListener('keydown', wrapTab);
  }, [show]);
  return <BootstrapModal {...props} />;
}

/**
 * react-bootstrap's Modal with Bootstrap's modal styles, which load with the first dialog
 * (components/modal.scss) instead of with every page (docs/decisions/012), and Tab kept inside.
 */
export const Modal = Object.assign(TrappingModal, {
  Header: BootstrapModal.Header,
  Title: BootstrapModal.Title,
  Body: BootstrapModal.Body,
  Footer: BootstrapModal.Footer,
  Dialog: BootstrapModal.Dialog,
});
