import { copy } from '../copy';

/** Instead of the site, when the build lacks settings it cannot work without: names each one. */
export function MissingConfigPage({ names }: { names: string[] }) {
  return (
    <main className="missing-config">
      <h1>{copy.configMissingTitle}</h1>
      <p>{copy.configMissingBody}</p>
      <ul>
        {names.map((name) => (
          <li key={name}>
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </main>
  );
}
