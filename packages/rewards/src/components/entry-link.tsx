import type { ActivityBox } from '@aura/contracts';

/**
 * An activity box or location entry as a link with its words (its `icon` names an icon of the native apps; the web
 * shows none); an app path goes through the shell's router
 * (`onOpen`), any other address is a plain link.
 */
export function EntryLink({ entry, onOpen }: { entry: ActivityBox; onOpen: (targetUrl: string) => void }) {
  return (
    <a
      href={entry.targetUrl}
      onClick={(event) => {
        if (!entry.targetUrl.startsWith('/')) return;
        event.preventDefault();
        onOpen(entry.targetUrl);
      }}
    >
      {entry.content}
    </a>
  );
}
