export function LoginWarning({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <div className="ui visible warning message login-warning" role="alert">
      {text}
    </div>
  );
}
