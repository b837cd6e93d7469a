/** A field's message, as semantic's Form.Field shows it; `id` is what the input's aria-describedby names. */
export function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <div className="ui pointing above prompt label" id={id} role="alert" aria-atomic="true">
      {children}
    </div>
  );
}
