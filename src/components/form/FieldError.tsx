/** A field's message, under it; `id` is what the input's aria-describedby names. */
export function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <div className="field-error" id={id} role="alert" aria-atomic="true">
      {children}
    </div>
  );
}
