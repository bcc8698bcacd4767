/** A form's errors that belong to no one field, one line each; nothing when there are none. */
export function ErrorList({ errors, id }: { errors: readonly string[]; id?: string }) {
  if (errors.length === 0) return null;
  return (
    <div id={id} className="alert alert-danger" role="alert">
      {errors.map((e) => (
        <div key={e}>{e}</div>
      ))}
    </div>
  );
}
