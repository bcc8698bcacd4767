import Modal from 'react-bootstrap/Modal';
import './modal.scss';

/**
 * react-bootstrap's Modal with Bootstrap's modal styles, which load with the first dialog
 * (components/modal.scss) instead of with every page (docs/decisions/012).
 */
export { Modal };
