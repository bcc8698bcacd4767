import { useDocumentTitle } from '#web/features/site/useDocumentTitle';

export function HomePage() {
  useDocumentTitle('Home');
  return (
    <div className="p-3">
      <p className="lead">Pick a division from the menu to see fixtures and the league tables.</p>
    </div>
  );
}
