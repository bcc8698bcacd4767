/** Bootstrap's spinner with a text alternative; plain markup so it costs no extra JavaScript. */
export function Spinner({ label = 'Loading...', small = false }: { label?: string; small?: boolean }) {
  return (
    <div className="d-flex align-items-center gap-2 p-2" role="status">
      <span className={small ? 'spinner-border spinner-border-sm' : 'spinner-border'} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
