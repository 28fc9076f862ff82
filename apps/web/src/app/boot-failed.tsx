import type { Language } from '@va/core/language';

/*
 * What the app says when its translations could not be downloaded: they are what failed, so the
 * words are here, in both languages, and the page says them in the visitor's.
 */
const WORDS = {
  fr: {
    title: 'L’application n’a pas pu se charger',
    body: 'Vérifiez votre connexion, puis réessayez.',
    retry: 'Réessayer',
  },
  en: {
    title: 'The app could not load',
    body: 'Check your connection, then try again.',
    retry: 'Try again',
  },
} satisfies Record<Language, Record<string, string>>;

export function BootFailed({ language }: { language: Language }) {
  const words = WORDS[language];
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-xl font-semibold">{words.title}</h1>
      <p className="text-muted-foreground">{words.body}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-xl bg-primary px-4 py-2 font-medium text-primary-foreground"
      >
        {words.retry}
      </button>
    </main>
  );
}
