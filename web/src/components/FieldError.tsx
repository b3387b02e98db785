/** The validation message under a form field (Semantic UI's pointing label). */
export function FieldError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <div className="ui basic red pointing prompt label" role="alert">
      {message}
    </div>
  );
}
