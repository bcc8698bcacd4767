export function ComingSoon({ label }: { label: string }) {
  return (
    <div className="alert alert-info" role="status">
      <h3 className="h5">{label}</h3>
      <p className="mb-0">Coming soon.</p>
    </div>
  );
}
