import {
  createContext,
  useContext,
  useEffect,
  useRef,
  type ElementType,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import './modal.scss';

/*
 * Bootstrap's modal markup with the behaviour the app needs, without react-bootstrap's Modal and
 * its transition code (about 10 kB gzip, docs/decisions/012): rendered into <body>, it takes focus
 * and keeps it inside while it is the top dialog, closes on Escape and on a click beside it, and
 * gives focus back to what had it when it closes. It shows while mounted (no fade).
 */

const CloseContext = createContext<() => void>(() => undefined);

/** The open dialogs, innermost last: only that one keeps focus and answers Escape. */
const openDialogs: HTMLElement[] = [];

interface ModalProps {
  onHide: () => void;
  'aria-labelledby'?: string;
  size?: 'sm' | 'lg' | 'xl';
  centered?: boolean;
  fullscreen?: boolean;
  children: ReactNode;
}

export function Modal({ onHide, size, centered, fullscreen, children, ...aria }: ModalProps) {
  const root = useRef<HTMLDivElement>(null);
  const hide = useRef(onHide);
  useEffect(() => {
    hide.current = onHide;
  });

  useEffect(() => {
    const dialog = root.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(dialog);
    document.body.classList.add('modal-open');
    if (!dialog.contains(document.activeElement)) dialog.focus();
    const keepFocus = (event: FocusEvent) => {
      const top = openDialogs[openDialogs.length - 1];
      if (top === dialog && event.target instanceof Node && !dialog.contains(event.target)) dialog.focus();
    };
    document.addEventListener('focusin', keepFocus);
    return () => {
      document.removeEventListener('focusin', keepFocus);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      if (!openDialogs.length) document.body.classList.remove('modal-open');
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && openDialogs[openDialogs.length - 1] === root.current) {
      event.stopPropagation();
      hide.current();
    }
  };

  const dialogClass = ['modal-dialog'];
  if (size) dialogClass.push(`modal-${size}`);
  if (centered) dialogClass.push('modal-dialog-centered');
  if (fullscreen) dialogClass.push('modal-fullscreen');

  return createPortal(
    <CloseContext.Provider value={() => hide.current()}>
      <div className="modal-backdrop show" />
      <div
        ref={root}
        className="modal show d-block"
        role="dialog"
        aria-modal="true"
        tabIndex={-1}
        {...aria}
        onKeyDown={onKeyDown}
        onMouseDown={(event) => {
          if (event.target === event.currentTarget) hide.current();
        }}
      >
        <div className={dialogClass.join(' ')}>
          <div className="modal-content">{children}</div>
        </div>
      </div>
    </CloseContext.Provider>,
    document.body,
  );
}

function Header({
  closeButton,
  closeLabel = 'Close',
  children,
}: {
  closeButton?: boolean;
  closeLabel?: string;
  children: ReactNode;
}) {
  const close = useContext(CloseContext);
  return (
    <div className="modal-header">
      {children}
      {closeButton && <button type="button" className="btn-close" aria-label={closeLabel} onClick={close} />}
    </div>
  );
}

function Title({
  as: Tag = 'div',
  id,
  className,
  children,
}: {
  as?: ElementType;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag id={id} className={`modal-title ${className ?? 'h4'}`}>
      {children}
    </Tag>
  );
}

const Body = ({ children }: { children: ReactNode }) => <div className="modal-body">{children}</div>;
const Footer = ({ children }: { children: ReactNode }) => <div className="modal-footer">{children}</div>;

Modal.Header = Header;
Modal.Title = Title;
Modal.Body = Body;
Modal.Footer = Footer;
